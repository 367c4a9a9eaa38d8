import type { LedgerEntry } from '@/jobs/ledger/records';

/**
 * Tiles in a CSS grid: as many columns as fit, each tile's picture of one aspect (16:9), so a
 * row's height depends on the width alone — what a virtualizer needs to measure rows (issue 8).
 */
export const gridClass = 'grid grid-cols-[repeat(auto-fill,minmax(min(15rem,100%),1fr))] gap-4';

export const entryKey = (entry: LedgerEntry) => (entry.ok ? entry.job.id : entry.id);

/** As many columns as fit at least `min` pixels wide (and at most `max`), like CSS auto-fill. */
export function columnsFor(width: number, min: number, gap: number, max = Infinity): number {
  if (width <= 0) return 1;
  return Math.max(1, Math.min(max, Math.floor((width + gap) / (min + gap))));
}
