import { useT } from '@/i18n/use-t';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/jobs/job-view';
import { useLedgerJob } from '@/jobs/ledger/use-ledger';

/**
 * What the last request made, under the button. It ends in its create call, so the outcome is
 * already in the ledger: the images made (not "started… followed until it finishes": there is
 * nothing to follow), or an answer with no image in it (kept with the job in the list).
 */
export function ImageStatus({
  jobId,
  made,
  failed,
}: {
  jobId: string | undefined;
  /** The words for what was made and for nothing made, where the request is not text to image. */
  made?: (count: number) => string;
  failed?: string;
}) {
  const t = useT();
  const job = useLedgerJob(jobId);
  if (job === undefined) return null;
  if (job.status === 'succeeded') {
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {made ? made(job.media.length) : t('image.made', { count: job.media.length })}
      </p>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert tone="danger" title={failed ?? t('image.failed')} live>
        <p>{errorText(job)}</p>
      </Alert>
    );
  }
  return null;
}
