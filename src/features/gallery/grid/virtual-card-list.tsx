import { useLayoutEffect, useRef, useState } from 'react';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { JobEntry } from '@/features/gallery/job/job-entry';
import { JobCard } from '@/features/gallery/job/job-card';
import { entryKey } from './grid-layout';
import { arrivedFirst } from './row-layout';
import { useKeptInPlace } from './use-kept-in-place';
import { VirtualRows } from './virtual-rows';
import { selectableIn, type ListSelection } from '@/features/gallery/selection/selection';

/**
 * The library's List view: detailed cards, one column (two where the width allows, as from a
 * 1280 px window with the sidebar), drawn only where the page is scrolled, as the grid is (see
 * `VirtualRows`).
 *
 * While a person works in a card (`useKeptInPlace` holds it), jobs listed first meanwhile (the
 * stems just asked for) get rows of their own at the top: the held card and its neighbours move
 * down by whole rows, which the hold scrolls away, and stay in their columns. When the hold ends
 * (a press or focus outside the cards) the list closes up again.
 */
export function VirtualCardList({
  entries,
  keep,
  selection,
}: {
  entries: readonly LedgerEntry[];
  keep?: readonly string[];
  selection?: ListSelection;
}) {
  const list = useRef<HTMLDivElement>(null);
  // The jobs listed when the hold began; null while nothing is held.
  const [heldSince, setHeldSince] = useState<ReadonlySet<string> | null>(null);
  const listed = useRef(entries);
  useLayoutEffect(() => {
    listed.current = entries;
  });
  const { holding } = useKeptInPlace(list, entries, (on) =>
    setHeldSince(on ? new Set(listed.current.map(entryKey)) : null),
  );
  const lead = heldSince === null ? 0 : arrivedFirst(entries, heldSince);
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
        lead={lead}
        render={(entry) => (
          <JobEntry
            entry={entry}
            render={(job) => <JobCard job={job} selectable={selectableIn(selection, job.id)} />}
          />
        )}
      />
    </div>
  );
}
