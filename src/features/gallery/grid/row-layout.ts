import type { LedgerEntry } from '@/jobs/ledger/records';
import { entryKey } from './grid-layout';

/**
 * Where each entry goes in rows of `columns`, the first `lead` entries in rows of their own: jobs
 * that arrived while a person works in a card further down (`VirtualCardList`). Listed first, they
 * would otherwise move every card after them one place along its row, the held one to the other
 * column; in rows of their own they move the rest down by whole rows, which a scroll can undo.
 * With no lead, entry `i` is in row `⌊i / columns⌋`, as in any grid.
 */
export function rowLayout(count: number, columns: number, lead = 0) {
  const ahead = Math.max(0, Math.min(lead, count));
  const leadRows = Math.ceil(ahead / columns);
  const rowCount = leadRows + Math.ceil((count - ahead) / columns);
  /** The first entry of `row`. */
  const firstOf = (row: number) =>
    row < leadRows ? row * columns : ahead + (row - leadRows) * columns;
  /** One past the last entry of `row`. */
  const endOf = (row: number) =>
    row < leadRows
      ? Math.min(ahead, (row + 1) * columns)
      : Math.min(count, ahead + (row - leadRows + 1) * columns);
  const rowOf = (index: number) =>
    index < ahead ? Math.floor(index / columns) : leadRows + Math.floor((index - ahead) / columns);
  return {
    rowCount,
    firstOf,
    endOf,
    rowOf,
    /**
     * The entry in the same column `rows` rows on (up when negative), or null where there is none
     * (past either end, or a shorter row without that column).
     */
    step(index: number, rows: number): number | null {
      const row = rowOf(index) + rows;
      if (row < 0 || row >= rowCount) return null;
      const target = firstOf(row) + index - firstOf(rowOf(index));
      return target < endOf(row) ? target : null;
    },
  };
}

/**
 * How many entries at the front of `entries` were not there when a hold began (`since`): the
 * lead of `rowLayout`. Only those listed before every older one count.
 */
export function arrivedFirst(entries: readonly LedgerEntry[], since: ReadonlySet<string>): number {
  const older = entries.findIndex((entry) => since.has(entryKey(entry)));
  return older === -1 ? 0 : older;
}
