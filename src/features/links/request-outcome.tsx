import { Alert } from '@/components/ui/alert';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';
import type { Cancellable } from '@/lib/use-cancellable';
import type { Read } from './read-answer';
import { LinkProgress } from './link-progress';

/**
 * What a link request shows besides its answer: its progress with Cancel while open, the problem
 * when it failed (the gateway's refusal, an answer that is not the one asked for) or that it was
 * cancelled. The answer itself is the caller's to draw (`done`).
 */
export function RequestOutcome<T>({
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
  done: (value: T) => React.ReactNode;
}) {
  const t = useT();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'working':
      return <LinkProgress what={working} startedAt={state.startedAt} onCancel={onCancel} />;
    case 'cancelled':
      return <p className="text-sm text-muted">{t('links.cancelled')}</p>;
    case 'failed':
      return (
        <Alert tone="danger" title={failed} live>
          {describeError(state.error)}
        </Alert>
      );
    case 'done':
      return state.value.ok ? (
        done(state.value.value)
      ) : (
        <Alert tone="danger" title={failed} live>
          {state.value.problem}
        </Alert>
      );
  }
}
