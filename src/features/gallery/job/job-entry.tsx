import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { BrokenJob } from './broken-job';

/**
 * One ledger entry in any view (list or grid): a record that fails its schema, or whose view throws
 * while rendering, is shown as such, never dropped; a readable one is drawn by `render`.
 */
export function JobEntry({
  entry,
  render,
}: {
  entry: LedgerEntry;
  render: (job: Job) => ReactNode;
}) {
  if (!entry.ok) return <BrokenJob id={entry.id} problem={entry.problem} />;
  const { job } = entry;
  return (
    <ErrorBoundary fallback={(error) => <BrokenJob id={job.id} problem={error.message} />}>
      {render(job)}
    </ErrorBoundary>
  );
}
