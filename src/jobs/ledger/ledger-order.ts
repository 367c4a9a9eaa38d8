import type { Job } from '@/jobs/job';
import type { LedgerEntry } from './records';

/**
 * The order the ledger's readers see (newest first, then the larger id first), and where a
 * record goes in it: the index and its filtered views keep their arrays sorted with these.
 */

export const entryId = (entry: LedgerEntry) => (entry.ok ? entry.job.id : entry.id);

export function createdAtOf(entry: LedgerEntry): number {
  if (entry.ok) return entry.job.createdAt;
  const raw = entry.raw;
  return typeof raw === 'object' &&
    raw !== null &&
    'createdAt' in raw &&
    typeof raw.createdAt === 'number'
    ? raw.createdAt
    : -Infinity;
}

/** Newest first, then the larger id first: the order `listEntries` and `compareJobs('newest')` give. */
export function before(at: number, id: string, otherAt: number, otherId: string): boolean {
  return at !== otherAt ? at > otherAt : id > otherId;
}

/** Where (at, id) goes in `entries` (newest first): a binary search. */
export function positionIn(entries: readonly LedgerEntry[], at: number, id: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const entry = entries[mid];
    if (entry !== undefined && before(createdAtOf(entry), entryId(entry), at, id)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where the entry of `id`, created at `at`, is in `entries` (newest first); -1 when absent. */
export function indexIn(entries: readonly LedgerEntry[], at: number, id: string): number {
  const place = positionIn(entries, at, id);
  const found = entries[place];
  if (found !== undefined && entryId(found) === id) return place;
  // Not where its time puts it (a record whose time changed): looked for one by one.
  return entries.findIndex((entry) => entryId(entry) === id);
}

/** A snapshot's children of `id` from its own entries (an outdated or early snapshot). */
export function childrenIn(entries: readonly LedgerEntry[], id: string): Job[] {
  return entries
    .flatMap((e) => (e.ok && e.job.source?.jobId === id ? [e.job] : []))
    .sort(byCreation);
}

/** Children oldest first; equal times in the order `childrenBySource` gives (newest-first ties kept). */
export const byCreation = (a: Job, b: Job) =>
  a.createdAt - b.createdAt || (a.id > b.id ? -1 : a.id < b.id ? 1 : 0);
