import { liveQuery, type Subscription } from 'dexie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { copyKey } from './kept-copies-db';
import { getCopy, readCopiesSummary, type CopiesSummary } from './kept-copies';

/**
 * What is kept, live (this tab's writes and other tabs'): one Dexie live query shared by every
 * badge, button and the Settings figure, as `watchLedger` is for the ledger.
 */
let latest: CopiesSummary | undefined;
let subscription: Subscription | null = null;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  subscription ??= liveQuery(readCopiesSummary).subscribe({
    next: (summary) => {
      latest = summary;
      listeners.forEach((l) => l());
    },
    // Storage refused (private mode): nothing is kept, and the buttons say so when pressed.
    error: (error: unknown) => console.error('Kept copies could not be read:', error),
  });
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && subscription !== null) {
      subscription.unsubscribe();
      subscription = null;
      latest = undefined;
    }
  };
}

const snapshot = () => latest;

export function useCopiesSummary(): CopiesSummary | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The kept bytes of one result, live: `undefined` while reading (a player waits, so a kept
 * result never fetches its link first), `null` when none is kept.
 */
export function useKeptCopy(jobId: string | undefined, slot: number): Blob | null | undefined {
  const [found, setFound] = useState<{ key: string; blob: Blob | null }>();
  const key = jobId === undefined ? undefined : copyKey(jobId, slot);
  useEffect(() => {
    if (jobId === undefined) return;
    const sub = liveQuery(() => getCopy(jobId, slot)).subscribe({
      next: (copy) => setFound({ key: copyKey(jobId, slot), blob: copy?.blob ?? null }),
      // Copies cannot be read here (storage refused): the link is all there is.
      error: () => setFound({ key: copyKey(jobId, slot), blob: null }),
    });
    return () => sub.unsubscribe();
  }, [jobId, slot]);
  if (key === undefined) return null;
  return found !== undefined && found.key === key ? found.blob : undefined;
}
