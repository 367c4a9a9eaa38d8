import { Alert } from '@/components/ui/alert';
import { useLedgerEntries } from '@/jobs/use-ledger';

/**
 * What the last lookup found, under the button. A lookup ends in its create call, so the outcome
 * is already in the ledger: found, or an answer that could not be read (its raw text is kept
 * with the lookup in the list).
 */
export function LookupStatus({ jobId }: { jobId: string | undefined }) {
  const entries = useLedgerEntries();
  if (jobId === undefined) return null;
  const entry = entries?.find((e) => e.ok && e.job.id === jobId);
  const job = entry?.ok ? entry.job : undefined;
  if (job === undefined) return null;
  if (job.status === 'succeeded') {
    const name = typeof job.fields.GPT === 'string' ? job.fields.GPT : job.prompt;
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        Found “{name}”. Its details are in the list and in the library.
      </p>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert tone="danger" title="The lookup found no details" live>
        <p>{job.error ?? 'The answer could not be read.'}</p>
        <p className="mt-1">The raw answer is kept with the lookup in the list.</p>
      </Alert>
    );
  }
  return null;
}
