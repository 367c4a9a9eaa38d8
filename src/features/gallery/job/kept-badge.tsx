import { Badge } from '@/components/ui/badge';
import { useCopiesSummary } from '@/jobs/copies/use-kept-copies';
import { useT } from '@/i18n/use-t';

/**
 * Says that a result plays from this browser even when its link has expired; or, when the
 * automatic copy of a new result could not be kept, why not (the job itself is untouched).
 */
export function KeptBadge({ jobId, compact = false }: { jobId: string; compact?: boolean }) {
  const t = useT();
  const summary = useCopiesSummary();
  if (summary === undefined) return null;
  if (summary.kept.has(jobId)) return <Badge tone="info">{t('gallery.kept.badge')}</Badge>;
  // A tile has room for the mark only; the reason a copy failed is on the card and in the dialog.
  if (compact) return null;
  const failure = summary.failed.get(jobId);
  return failure === undefined ? null : (
    <span className="text-xs text-amber-800 dark:text-amber-300">
      {t('gallery.kept.failed', { reason: failure })}
    </span>
  );
}
