import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';
import { listEntries, type LedgerEntry } from './ledger';

/**
 * The ledger, live: every tab sees every write, its own or another tab's. One Dexie live query
 * serves every reader (the poller, each job list, the announcer), so a poll's write reads and
 * re-validates the ledger once, not once per reader. It opens with the first reader and closes
 * with the last.
 */
let latest: LedgerEntry[] | undefined;
let subscription: Subscription | null = null;
const listeners = new Set<(entries: LedgerEntry[]) => void>();

/** Calls `onEntries` with the ledger now (once read) and after every change; returns the unsubscribe. */
export function watchLedger(onEntries: (entries: LedgerEntry[]) => void): () => void {
  listeners.add(onEntries);
  if (latest !== undefined) onEntries(latest);
  subscription ??= liveQuery(listEntries).subscribe({
    next: (entries) => {
      latest = entries;
      listeners.forEach((l) => l(entries));
    },
    error: (error: unknown) => console.error('The job ledger could not be read:', error),
  });
  return () => {
    listeners.delete(onEntries);
    if (listeners.size === 0 && subscription !== null) {
      subscription.unsubscribe();
      subscription = null;
      latest = undefined;
    }
  };
}

const subscribe = (onChange: () => void) => watchLedger(() => onChange());
const snapshot = () => latest;

export function useLedgerEntries(): LedgerEntry[] | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
