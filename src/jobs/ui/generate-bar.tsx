import { useT } from '@/i18n/use-t';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SubmitStatus } from './submit-status';

/**
 * The foot of every generator form: the Generate button, "Clear" (the form and its draft), "Submitting…" while the create is in
 * flight, and what became of it. The button's name stays "Generate" while busy: it is part of the
 * locator contract, and a disabled button is what stops a second submit from the keyboard.
 */
export function GenerateBar({
  isPending,
  error,
  createdJobId,
  note,
  onClear,
}: {
  isPending: boolean;
  error: Error | null;
  createdJobId: string | undefined;
  /** A line under the button (e.g. "Each generation makes two clips."). */
  note?: ReactNode;
  /** Empties the form and its draft. */
  onClear: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {t('generate.generate')}
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={isPending}>
          {t('generate.clear')}
        </Button>
        {isPending ? (
          <span role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
            {t('generate.submitting')}
          </span>
        ) : null}
      </div>
      {note ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{note}</p> : null}
      <SubmitStatus error={error} createdJobId={createdJobId} />
    </div>
  );
}
