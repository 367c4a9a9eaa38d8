import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { LedgerEntry } from '@/jobs/ledger';
import { shownInLibrary } from '@/jobs/library-view';
import type { JobStatus } from '@/jobs/status';
import { useLedgerEntries } from '@/jobs/use-ledger';
import { ErrorBoundary } from '@/components/error-boundary';
import { JobCard, type KindView } from './job-card';

export interface JobFilter {
  kind?: string | null;
  status?: JobStatus | null;
  /** The Library's status rule (`shownInLibrary`): with no status chosen, jobs never started are left out. */
  library?: boolean;
}

function matches(entry: LedgerEntry, filter: JobFilter): boolean {
  if (!entry.ok) return !filter.kind && !filter.status;
  return (
    (!filter.kind || entry.job.kind === filter.kind) &&
    (filter.library ? shownInLibrary(entry.job.status, filter.status) : !filter.status || entry.job.status === filter.status)
  );
}

/** A job whose record could not be shown: its data stays in the ledger, untouched. */
function BrokenJob({ id, problem }: { id: string; problem: string }) {
  return (
    <div data-job-id={id} data-job-status="invalid">
      <Alert tone="warning" title="This job could not be shown">
        {problem}. Its data is kept as it is.
      </Alert>
    </div>
  );
}

/**
 * Jobs from the ledger, newest first. A record that fails its schema is shown, not dropped. Cards
 * carry players, so a long library renders a page at a time ("Show more") rather than all at once;
 * what is shown stays in the DOM, searchable by a person and by a test.
 */
export function JobList({
  filter,
  kinds,
  empty,
  columns = 2,
  pageSize = 48,
}: {
  filter: JobFilter;
  kinds: Record<string, KindView>;
  empty: string;
  columns?: 1 | 2;
  pageSize?: number;
}) {
  const entries = useLedgerEntries();
  const [pages, setPages] = useState(1);
  if (entries === undefined) return <p className="text-sm text-zinc-500 dark:text-zinc-400">Loading the library…</p>;
  const matching = entries.filter((e) => matches(e, filter));
  if (matching.length === 0) return <p className="text-sm text-zinc-500 dark:text-zinc-400">{empty}</p>;
  const shown = matching.slice(0, pages * pageSize);
  const hidden = matching.length - shown.length;
  return (
    <div className="flex flex-col gap-4">
      <ul
        className={
          columns === 2 ? 'grid grid-cols-1 gap-4 xl:grid-cols-2' : 'grid grid-cols-1 gap-4'
        }
        aria-label="Jobs"
      >
        {shown.map((entry) => (
          <li key={entry.ok ? entry.job.id : entry.id}>
            {entry.ok ? (
              <ErrorBoundary
                fallback={(error) => <BrokenJob id={entry.job.id} problem={error.message} />}
              >
                <JobCard
                  job={entry.job}
                  view={kinds[entry.job.kind] ?? { label: entry.job.kind }}
                />
              </ErrorBoundary>
            ) : (
              <BrokenJob id={entry.id} problem={entry.problem} />
            )}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <Button variant="secondary" className="self-center" onClick={() => setPages((p) => p + 1)}>
          Show more ({hidden} older)
        </Button>
      ) : null}
    </div>
  );
}
