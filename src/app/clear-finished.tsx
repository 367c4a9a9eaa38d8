import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { isCleared, setClearedBefore } from '@/jobs/recent-cleared';
import { isTerminal } from '@/jobs/status';
import { useLedgerEntries } from '@/jobs/use-ledger';

/**
 * "Clear finished" beside a generator's recent jobs: the finished ones leave this list (the
 * Library keeps them all), and "Show cleared" brings them back.
 */
export function ClearFinished({ kind, clearedBefore }: { kind: string; clearedBefore: number | null }) {
  const t = useT();
  const entries = useLedgerEntries();
  let finished = 0;
  let hidden = 0;
  for (const entry of entries ?? []) {
    if (!entry.ok || entry.job.kind !== kind) continue;
    if (isCleared(entry.job, clearedBefore)) hidden += 1;
    else if (isTerminal(entry.job.status)) finished += 1;
  }
  if (finished === 0 && hidden === 0) return null;
  return (
    <div className="flex items-center gap-1">
      {hidden > 0 ? (
        <Button variant="ghost" className="text-xs" onClick={() => setClearedBefore(kind, null)}>
          {t('app.recent.showCleared', { count: hidden })}
        </Button>
      ) : null}
      {finished > 0 ? (
        <Button variant="secondary" className="text-xs" onClick={() => setClearedBefore(kind, Date.now())}>
          {t('app.recent.clearFinished')}
        </Button>
      ) : null}
    </div>
  );
}
