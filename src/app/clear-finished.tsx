import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { isCleared, setClearedBefore } from '@/jobs/forms/recent-cleared';
import { isTerminal } from '@/jobs/status';
import { useLedgerView } from '@/jobs/ledger/use-ledger';

/**
 * "Clear finished" beside a generator's recent jobs: the finished ones leave this list (the
 * Library keeps them all), and "Show cleared" brings them back.
 */
export function ClearFinished({
  kind,
  clearedBefore,
}: {
  kind: string;
  clearedBefore: number | null;
}) {
  const t = useT();
  // Two views kept from write to write: a poll tick does not count the whole library again.
  const hidden =
    useLedgerView(
      `cleared:${kind}:${clearedBefore ?? ''}`,
      (e) => e.ok && e.job.kind === kind && isCleared(e.job, clearedBefore),
    )?.length ?? 0;
  const finished =
    useLedgerView(
      `finished:${kind}:${clearedBefore ?? ''}`,
      (e) =>
        e.ok && e.job.kind === kind && !isCleared(e.job, clearedBefore) && isTerminal(e.job.status),
    )?.length ?? 0;
  if (finished === 0 && hidden === 0) return null;
  return (
    <div className="flex items-center gap-1">
      {hidden > 0 ? (
        <Button variant="ghost" className="text-xs" onClick={() => setClearedBefore(kind, null)}>
          {t('app.recent.showCleared', { count: hidden })}
        </Button>
      ) : null}
      {finished > 0 ? (
        <Button
          variant="secondary"
          className="text-xs"
          onClick={() => setClearedBefore(kind, Date.now())}
        >
          {t('app.recent.clearFinished')}
        </Button>
      ) : null}
    </div>
  );
}
