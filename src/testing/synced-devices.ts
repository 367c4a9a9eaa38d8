import { afterEach } from 'vitest';
import * as Y from 'yjs';
import { startCollectionMirror, type CollectionMirror } from '@/jobs/sync/collections';
import type { SyncedCollection } from '@/jobs/sync/synced-collection';

/** Two devices' documents relaying each other's updates, as the sync server would. */
export function linkDocs(a: Y.Doc, b: Y.Doc): void {
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'relay') Y.applyUpdate(b, update, 'relay');
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'relay') Y.applyUpdate(a, update, 'relay');
  });
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'relay');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'relay');
}

/**
 * Devices for a synced collection's tests: each call is one device, its own database (`open`,
 * under a fresh name) and document, with the collection's mirror running; every mirror stops
 * after each test.
 */
export function collectionDevices<Db>(
  open: (name: string) => Db,
  collectionOf: (db: () => Db) => SyncedCollection,
): (doc?: Y.Doc) => { db: Db; doc: Y.Doc } {
  const running: CollectionMirror[] = [];
  afterEach(() => running.splice(0).forEach((mirror) => mirror.stop()));
  return (doc = new Y.Doc()) => {
    const db = open(`sync-${Math.random().toString(36).slice(2)}`);
    running.push(
      startCollectionMirror(
        doc,
        collectionOf(() => db),
      ),
    );
    return { db, doc };
  };
}
