import type * as Y from 'yjs';
import type { SyncedCollection, SyncedEntry } from './synced-collection';

/**
 * The kinds of record that sync beside the jobs (the kinds themselves are defined with
 * `synced-collection.ts`, a leaf, so a kind's lazily loaded module never imports this file back).
 */
type Loader = () => Promise<SyncedCollection>;
const loaders: Loader[] = [
  () => import('@/jobs/sync/presets-sync').then((m) => m.presetCollection),
  () => import('@/jobs/boards/boards-sync').then((m) => m.boardCollection),
  () => import('@/jobs/characters/characters-sync').then((m) => m.characterCollection),
];

/** A feature's records join the library's document (registered by the app, loaded when sync runs). */
export function registerSyncedCollection(load: Loader): void {
  loaders.push(load);
}

export function syncedCollectionLoaders(): readonly Loader[] {
  return loaders;
}

export interface CollectionMirror {
  stop(): void;
  /** Resolves once every change seen so far has been written both ways (tests). */
  settled(): Promise<void>;
}

/** One kind's records kept in step between this device's store and the document. */
export function startCollectionMirror(doc: Y.Doc, collection: SyncedCollection): CollectionMirror {
  const origin = Symbol(collection.name);
  const records = doc.getMap<unknown>(collection.name);
  const removed = doc.getMap<unknown>(`${collection.name}.removed`);
  let work: Promise<unknown> = Promise.resolve();
  const queue = (task: () => Promise<unknown>) => {
    work = work.then(task).catch((error: unknown) => console.warn('sync: not applied', error));
    return work;
  };
  const there = (id: string): SyncedEntry | undefined => {
    const entry = collection.read(records.get(id));
    return entry?.id === id ? entry : undefined;
  };

  /** The ids this device held at its last reading: one gone since was removed here. */
  let known: Set<string> | null = null;
  async function pushLocal(): Promise<void> {
    const mine = await collection.local();
    const ids = new Set(mine.map((entry) => entry.id));
    const toLocal: unknown[] = [];
    const toRemove: string[] = [];
    doc.transact(() => {
      for (const id of known ?? [])
        if (!ids.has(id) && !removed.has(id)) {
          removed.set(id, Date.now());
          records.delete(id);
        }
      for (const entry of mine) {
        if (removed.has(entry.id)) {
          toRemove.push(entry.id);
          continue;
        }
        const theirs = there(entry.id);
        if (theirs === undefined || theirs.stamp < entry.stamp) records.set(entry.id, entry.record);
        else if (theirs.stamp > entry.stamp) toLocal.push(theirs.record);
      }
      // The first reading: what the document has and this device lacks comes here.
      if (known === null)
        for (const id of records.keys()) {
          if (ids.has(id) || removed.has(id)) continue;
          const theirs = there(id);
          if (theirs !== undefined) toLocal.push(theirs.record);
        }
    }, origin);
    known = ids;
    if (toLocal.length > 0) await collection.put(toLocal);
    if (toRemove.length > 0) await collection.remove(toRemove);
  }

  const onRecords = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    const ids = [...event.keysChanged].map(String);
    void queue(async () => {
      const incoming = ids.flatMap((id) => {
        const theirs = removed.has(id) ? undefined : there(id);
        return theirs === undefined ? [] : [theirs];
      });
      if (incoming.length === 0) return;
      await collection.put(incoming.map((entry) => entry.record));
      // Held here now (theirs, or a later copy of ours): one removed before the next reading was
      // removed here. Left to that reading, a removal made in between (a preset deleted the moment
      // it arrived) was never told to the document, and the record came back on the next start.
      for (const entry of incoming) known?.add(entry.id);
    });
  };
  const onRemoved = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    const ids = [...event.keysChanged].map(String).filter((id) => removed.has(id));
    if (ids.length > 0) void queue(() => collection.remove(ids));
  };
  records.observe(onRecords);
  removed.observe(onRemoved);
  const unwatch = collection.watch(() => void queue(pushLocal));
  void queue(pushLocal);

  return {
    stop() {
      unwatch();
      records.unobserve(onRecords);
      removed.unobserve(onRemoved);
    },
    async settled() {
      for (let seen = work; ; seen = work) {
        await seen;
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        if (seen === work) return;
      }
    },
  };
}
