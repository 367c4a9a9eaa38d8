import type { LedgerEntry } from '@/jobs/ledger';
import { JobEntry } from './job-entry';
import { gridClass } from './grid-layout';
import { JobTile } from './job-tile';
import type { KindView } from './kind-view';
import { ShowMoreButton } from './show-more-button';
import { usePages } from './use-pages';

/**
 * Jobs as tiles, in the order given, a page at a time (see `usePages`); a record that fails its
 * schema is shown, not dropped.
 */
export function GalleryGrid({
  entries,
  kinds,
  onOpen,
  pageSize = 48,
}: {
  entries: readonly LedgerEntry[];
  kinds: Record<string, KindView>;
  onOpen: (id: string) => void;
  pageSize?: number;
}) {
  const { shown, hidden, more } = usePages(entries, pageSize);
  return (
    <div className="flex flex-col gap-4">
      <ul className={gridClass} aria-label="Jobs">
        {shown.map((entry) => (
          <li key={entry.ok ? entry.job.id : entry.id}>
            <JobEntry
              entry={entry}
              kinds={kinds}
              render={(job, view) => <JobTile job={job} view={view} onOpen={onOpen} />}
            />
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} onClick={more} />
    </div>
  );
}
