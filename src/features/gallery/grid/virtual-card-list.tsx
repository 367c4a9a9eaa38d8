import { useRef } from 'react';
import type { LedgerEntry } from '@/jobs/ledger/ledger';
import { JobEntry } from '@/features/gallery/job/job-entry';
import { JobCard } from '@/features/gallery/job/job-card';
import { useKeptInPlace } from './use-kept-in-place';
import { VirtualRows } from './virtual-rows';

/**
 * The library's List view: detailed cards, one column (two where the width allows, as from a
 * 1280 px window with the sidebar), drawn only where the page is scrolled, as the grid is (see
 * `VirtualRows`).
 */
export function VirtualCardList({
  entries,
  keep,
  selection,
}: {
  entries: readonly LedgerEntry[];
  keep?: readonly string[];
  selection?: { ids: ReadonlySet<string>; onToggle: (id: string, shift: boolean) => void };
}) {
  const list = useRef<HTMLDivElement>(null);
  const { holding } = useKeptInPlace(list, entries);
  return (
    <div ref={list}>
      <VirtualRows
        entries={entries}
        minColumnWidth={480}
        maxColumns={2}
        overscan={3}
        estimateHeight={() => 300}
        keep={keep}
        holdsScroll={holding}
        render={(entry) => (
          <JobEntry
            entry={entry}
            render={(job) => (
              <JobCard
                job={job}
                selectable={
                  selection && { selected: selection.ids.has(job.id), onToggle: selection.onToggle }
                }
              />
            )}
          />
        )}
      />
    </div>
  );
}
