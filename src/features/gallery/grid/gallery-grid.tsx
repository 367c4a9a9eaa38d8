import type { LedgerEntry } from '@/jobs/ledger/records';
import { JobEntry } from '@/features/gallery/job/job-entry';
import { JobTile } from './job-tile';
import { VirtualRows } from './virtual-rows';
import { selectableIn, type ListSelection } from '@/features/gallery/selection/selection';

/** A tile's picture is 16:9 and its text and buttons about this tall: a row's first guess. */
const TILE_TEXT_HEIGHT = 118;

/**
 * Jobs as tiles, in the order given, as many per row as fit (at least 15rem each), drawn only
 * where the page is scrolled (see `VirtualRows`); a record that fails its schema is shown, not
 * dropped.
 */
export function GalleryGrid({
  entries,
  onOpen,
  keep,
  selection,
}: {
  entries: readonly LedgerEntry[];
  onOpen: (id: string) => void;
  /** Ids whose tiles stay drawn wherever the page is scrolled (the open job). */
  keep?: readonly string[];
  /** Which jobs are ticked, and what a click on a box does (see `selection.ts`). */
  selection?: ListSelection;
}) {
  return (
    <VirtualRows
      entries={entries}
      minColumnWidth={240}
      estimateHeight={(width) => (width * 9) / 16 + TILE_TEXT_HEIGHT}
      keep={keep}
      render={(entry) => (
        <JobEntry
          entry={entry}
          render={(job) => (
            <JobTile job={job} onOpen={onOpen} selectable={selectableIn(selection, job.id)} />
          )}
        />
      )}
    />
  );
}
