import { useT } from '@/i18n/use-t';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/gateway/errors';
import type { BatchOutcome } from '@/jobs/create/use-create-job';
import { AutoAddBoard } from './auto-add-board';
import { SubmitStatus } from './submit-status';

/** What one Generate of several variations came to, when some started and some did not. */
function BatchStatus({ outcome }: { outcome: BatchOutcome }) {
  const t = useT();
  const started = outcome.jobIds.length;
  if (outcome.errors.length === 0)
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {t('form.batch.allStarted', { started })}
      </p>
    );
  return (
    <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
      {t('form.batch.someStarted', {
        started,
        size: outcome.size,
        others: outcome.size - started,
        reason: describeError(outcome.errors[0]),
      })}
    </p>
  );
}

/**
 * The foot of every generator form: the Generate button, "Clear" (the form and its draft), "Submitting…" while the create is in
 * flight, and what became of it. The button's name stays "Generate" while busy: it is part of the
 * locator contract, and a disabled button is what stops a second submit from the keyboard. A form
 * whose create is not a generation names both itself (the GPT lookup's "Look up", "Looking up…").
 */
export function GenerateBar({
  isPending,
  error,
  createdJobId,
  note,
  onClear,
  outcome,
  submitLabel,
  busyText,
  clearLabel,
  children,
  cost,
}: {
  isPending: boolean;
  error: Error | null;
  createdJobId: string | undefined;
  /** A line under the button (e.g. "Each generation makes two clips."). */
  note?: ReactNode;
  /** Empties the form and its draft. */
  onClear: () => void;
  /** The last submit's outcome, for a Generate that sent several variations. */
  outcome?: BatchOutcome | undefined;
  /** The submit button's name, "Generate" unless given. */
  submitLabel?: string;
  /** Said while the create is in flight, "Submitting…" unless given. */
  busyText?: string;
  /** The clear button's name, "Clear" unless given (a second form on a page names its own). */
  clearLabel?: string;
  /** Above the buttons: the Variations choice. */
  children?: ReactNode;
  /** Under the buttons: what the Generate will cost (`CostLine`), where a price list says. */
  cost?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      {children}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {submitLabel ?? t('generate.generate')}
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={isPending}>
          {clearLabel ?? t('generate.clear')}
        </Button>
        {isPending ? (
          <span role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
            {busyText ?? t('generate.submitting')}
          </span>
        ) : null}
      </div>
      {cost}
      {note ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{note}</p> : null}
      <AutoAddBoard />
      {outcome !== undefined && outcome.size > 1 ? (
        <BatchStatus outcome={outcome} />
      ) : (
        <SubmitStatus error={error} createdJobId={createdJobId} />
      )}
    </div>
  );
}
