import { ErrorBoundary } from '@/components/error-boundary';
import type { LedgerEntry } from '@/jobs/ledger';
import { BrokenJob } from './broken-job';
import { gridClass } from './grid-layout';
import { JobTile } from './job-tile';
import type { KindView } from './kind-view';

/** Jobs as tiles, in the order given; a record that fails its schema is shown, not dropped. */
export function GalleryGrid({
  entries,
  kinds,
  onOpen,
}: {
  entries: readonly LedgerEntry[];
  kinds: Record<string, KindView>;
  onOpen: (id: string) => void;
}) {
  return (
    <ul className={gridClass} aria-label="Jobs">
      {entries.map((entry) => (
        <li key={entry.ok ? entry.job.id : entry.id}>
          {entry.ok ? (
            <ErrorBoundary
              fallback={(error) => <BrokenJob id={entry.job.id} problem={error.message} />}
            >
              <JobTile
                job={entry.job}
                view={kinds[entry.job.kind] ?? { label: entry.job.kind }}
                onOpen={onOpen}
              />
            </ErrorBoundary>
          ) : (
            <BrokenJob id={entry.id} problem={entry.problem} />
          )}
        </li>
      ))}
    </ul>
  );
}
