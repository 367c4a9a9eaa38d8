import { useT } from '@/i18n/use-t';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/jobs/job-view';
import { useLedgerJob } from '@/jobs/ledger/use-ledger';

/**
 * What the last lookup found, under the button. A lookup ends in its create call, so the outcome
 * is already in the ledger: found, or an answer that could not be read (its raw text is kept
 * with the lookup in the list).
 */
export function LookupStatus({ jobId }: { jobId: string | undefined }) {
  const t = useT();
  const job = useLedgerJob(jobId);
  if (job === undefined) return null;
  if (job.status === 'succeeded') {
    const name = typeof job.fields.GPT === 'string' ? job.fields.GPT : job.prompt;
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {t('gpts.found', { name })}
      </p>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert tone="danger" title={t('gpts.notFound')} live>
        <p>{errorText(job) ?? t('gpts.unreadable')}</p>
        <p className="mt-1">{t('gpts.rawKept')}</p>
      </Alert>
    );
  }
  return null;
}
