import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/i18n/use-t';
import { RequestOutcome } from '@/jobs/ui/request-outcome';
import type { Cancellable } from '@/lib/use-cancellable';
import type { Read } from './read-answer';

/** One of From a link's cards: a region named by its heading. */
export function LinkSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-card shadow-xs"
    >
      <h2 id={id} className="text-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Which link an answer is about (the field may hold another by now): as text, never a link. */
export function OfLink({ url }: { url: string | null }) {
  const t = useT();
  if (url === null) return null;
  return <p className="text-xs break-all text-muted">{t('links.of', { url })}</p>;
}

/**
 * A link request's progress (answers take 10 to 60 s), its failure, or its answer — or, when the
 * gateway answered but not what was asked for, what is wrong with it.
 */
export function LinkOutcome<T>({
  state,
  working,
  failed,
  onCancel,
  done,
}: {
  state: Cancellable<Read<T>>;
  working: string;
  failed: string;
  onCancel: () => void;
  done: (value: T) => ReactNode;
}) {
  const t = useT();
  return (
    <RequestOutcome
      state={state}
      working={working}
      failed={failed}
      note={t('links.progress.note')}
      expectSeconds={60}
      onCancel={onCancel}
      done={(read) =>
        read.ok ? (
          done(read.value)
        ) : (
          <Alert tone="danger" title={failed} live>
            {read.problem}
          </Alert>
        )
      }
    />
  );
}
