import { GitBranch, X } from 'lucide-react';
import { jobName } from '@/jobs/lineage';
import { useLedgerIndex } from '@/jobs/ledger/use-ledger';
import { useT } from '@/i18n/use-t';

/**
 * The library's "made from this" filter (`from=<job id>` in the URL), shown as a chip naming the
 * source, with a button that clears it. A source no longer in the library is named by its id.
 */
export function MadeFromChip({ fromId, onClear }: { fromId: string; onClear: () => void }) {
  const t = useT();
  const snapshot = useLedgerIndex();
  const entry = snapshot?.get(fromId);
  const name = entry?.ok ? jobName(entry.job) : fromId;
  return (
    <p className="flex max-w-full items-center gap-1.5 self-start rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
      <GitBranch aria-hidden="true" focusable="false" className="size-4 shrink-0" />
      <span className="min-w-0 truncate">{t('gallery.find.madeFrom', { name })}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('gallery.find.clearMadeFrom')}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-indigo-900"
      >
        <X aria-hidden="true" focusable="false" className="size-4" />
      </button>
    </p>
  );
}
