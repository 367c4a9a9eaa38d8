import { topicsOf } from '@/lib/idb';
import { liveQueryStore, useLiveRead } from '@/lib/live-query';
import { useStore } from '@/lib/store';
import { keptCopiesDb, keptCopiesSchema, copyKey } from './kept-copies-db';
import { readCopiesSummary, type CopiesSummary } from './kept-copies';

/**
 * What is kept, live (this tab's writes and other tabs'): one live query shared by every badge,
 * button and the Settings figure, as `watchLedger` is for the ledger.
 */
const summary = liveQueryStore(
  readCopiesSummary,
  topicsOf(keptCopiesSchema, 'copies', 'claims'),
  (error) =>
    // Storage refused (private mode): nothing is kept, and the buttons say so when pressed.
    console.error('Kept copies could not be read:', error),
);

export function useCopiesSummary(): CopiesSummary | undefined {
  return useStore(summary);
}

const readBlob = async (key: string) =>
  (await (await keptCopiesDb()).read(['copies'], (tx) => tx.store('copies').get(key)))?.blob ??
  null;

const copiesTopics = topicsOf(keptCopiesSchema, 'copies');

/**
 * The kept bytes of one result, live: `undefined` while reading (a player waits, so a kept
 * result never fetches its link first), `null` when none is kept — or when copies cannot be read
 * here (storage refused): the link is all there is.
 */
export function useKeptCopy(jobId: string | undefined, slot: number): Blob | null | undefined {
  const blob = useLiveRead(
    readBlob,
    jobId === undefined ? undefined : copyKey(jobId, slot),
    null,
    copiesTopics,
  );
  return jobId === undefined ? null : blob;
}
