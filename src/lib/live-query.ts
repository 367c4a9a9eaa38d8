import { useEffect, useState } from 'react';
import { onChanges } from './idb-changes';
import { createStore, type Store } from './store';

/**
 * A live read of the studio's databases (decision 062, after Dexie's `liveQuery`): `read` runs a
 * task later and again after every committed write, in this tab or another, to one of `topics` (the
 * stores it reads: `topicsOf`). A write during a read makes one more read after it, never two at
 * once, so the last answer given is never older than the last write. Returns what stops it.
 */
export function liveQuery<T>(
  read: () => Promise<T>,
  topics: readonly string[],
  next: (value: T) => void,
  error: (error: unknown) => void,
): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    read().then(
      (value) => {
        running = false;
        if (stopped) return;
        if (again) return run();
        next(value);
      },
      (cause: unknown) => {
        running = false;
        if (stopped) return;
        if (again) return run();
        error(cause);
      },
    );
  };
  const stop = onChanges(topics, run);
  // The first read starts a task later: a component's subscription runs among its page's effects,
  // and opening a database and its transactions took ~10 ms of the task that drew a generator's
  // form on a throttled phone (three reads: boards, prompts, presets; issue 57).
  const first = setTimeout(run);
  return () => {
    stopped = true;
    clearTimeout(first);
    stop();
  };
}

/**
 * A live query as a store: one query shared by every follower, running only while someone
 * follows, its value `undefined` until read and again once nobody follows (decision 026).
 */
export function liveQueryStore<T>(
  read: () => Promise<T>,
  topics: readonly string[],
  onError: (error: unknown) => void,
): Store<T | undefined> {
  return createStore<T | undefined>(undefined, {
    start: (store) => {
      const stop = liveQuery(read, topics, (value) => store.set(value), onError);
      return () => {
        stop();
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
export function watchLive(
  read: () => Promise<unknown>,
  topics: readonly string[],
  onChange: () => void,
): () => void {
  return liveQuery(
    read,
    topics,
    () => onChange(),
    () => undefined,
  );
}

/**
 * One component's live read of one record, named by `key`: `undefined` until read (and while a
 * new key is read: never the last key's value), then re-read whenever a write touches `topics`.
 * `read` must read by its key alone; a read that fails gives `failed`. A new key never shows the
 * old key's answer meanwhile, and a failure is an answer, not a throw.
 */
export function useLiveRead<T>(
  read: (key: string) => Promise<T>,
  key: string | undefined,
  failed: T,
  topics: readonly string[],
): T | undefined {
  const [found, setFound] = useState<{ key: string; value: T }>();
  const watched = topics.join('\n');
  useEffect(() => {
    if (key === undefined) return;
    return liveQuery(
      () => read(key),
      watched.split('\n'),
      (value) => setFound({ key, value }),
      () => setFound({ key, value: failed }),
    );
  }, [read, key, failed, watched]);
  return found !== undefined && found.key === key ? found.value : undefined;
}
