import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { createStore, type Store } from './store';

/**
 * A Dexie live query (re-run whenever a write, in this tab or another, touches what it read) as
 * a store: one query shared by every follower, running only while someone follows, its value
 * `undefined` until read and again once nobody follows (decision 026).
 */
export function liveQueryStore<T>(
  read: () => Promise<T>,
  onError: (error: unknown) => void,
): Store<T | undefined> {
  return createStore<T | undefined>(undefined, {
    start: (store) => {
      const subscription = liveQuery(read).subscribe({
        next: (value) => store.set(value),
        error: onError,
      });
      return () => {
        subscription.unsubscribe();
        store.set(undefined);
      };
    },
  });
}

/**
 * Calls `onChange` whenever a write (in this tab or another) touches what `read` reads, and once
 * at the start; a failed read is left to the next one. Returns what stops it. For code outside
 * React that must hear of changes (sync's collections: `jobs/sync/collections.ts`).
 */
export function watchLive(read: () => Promise<unknown>, onChange: () => void): () => void {
  const subscription = liveQuery(read).subscribe({
    next: () => onChange(),
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

/**
 * One component's live read of one record, named by `key`: `undefined` until read (and while a
 * new key is read: never the last key's value), then re-read whenever a write touches what it
 * read. `read` must read by its key alone; a read that fails gives `failed`. Unlike
 * dexie-react-hooks' `useLiveQuery`, a new key never shows the old key's answer meanwhile, and a
 * failure is an answer, not a throw.
 */
export function useLiveRead<T>(
  read: (key: string) => Promise<T>,
  key: string | undefined,
  failed: T,
): T | undefined {
  const [found, setFound] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (key === undefined) return;
    const subscription = liveQuery(() => read(key)).subscribe({
      next: (value) => setFound({ key, value }),
      error: () => setFound({ key, value: failed }),
    });
    return () => subscription.unsubscribe();
  }, [read, key, failed]);
  return found !== undefined && found.key === key ? found.value : undefined;
}
