import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredJob } from '@/jobs/ledger/ledger-db';
import type { LedgerWork } from './work';

/**
 * The same calls on `idb`, over the same database: `ledger-db.ts`'s schema written out on
 * idb: version 20 (Dexie's version 2, as the ledger was first made) with the same stores and
 * indexes, so each reads a ledger the other made.
 */
interface LedgerSchema extends DBSchema {
  jobs: {
    key: string;
    value: StoredJob;
    indexes: { createdAt: number; kind: string; status: string; remoteIds: string };
  };
}

type Db = IDBPDatabase<LedgerSchema>;
let db: Db | null = null;
let channel: BroadcastChannel | null = null;
const open = (): Db => {
  if (db === null) throw new Error('The ledger is not open');
  return db;
};

/**
 * What the studio's live reads give the poller (`live-query.ts`), by hand: watchers re-run after
 * every write in this tab, and after a message from another tab's write.
 */
const watchers = new Set<() => void>();
function written(): void {
  watchers.forEach((w) => w());
  channel?.postMessage(null);
}

export const work: LedgerWork = {
  async open(name) {
    db = await openDB<LedgerSchema>(name, 20, {
      upgrade(database, oldVersion, _newVersion, tx) {
        if (oldVersion < 10) {
          const jobs = database.createObjectStore('jobs', { keyPath: 'id' });
          jobs.createIndex('createdAt', 'createdAt');
          jobs.createIndex('kind', 'kind');
          jobs.createIndex('status', 'status');
        }
        // A multiEntry index on the ids: "is this task already followed?" is a lookup, not a scan.
        if (oldVersion < 20)
          tx.objectStore('jobs').createIndex('remoteIds', 'remoteIds', { multiEntry: true });
      },
      // Another tab upgrades the schema: step aside instead of blocking it.
      blocking() {
        db?.close();
        db = null;
      },
    });
    channel = new BroadcastChannel(`ledger-writes/${name}`);
    channel.onmessage = () => watchers.forEach((w) => w());
  },
  close() {
    db?.close();
    db = null;
    channel?.close();
    channel = null;
  },
  async importJobs(rows) {
    const tx = open().transaction('jobs', 'readwrite');
    const existing = await Promise.all(rows.map((r) => tx.store.getKey(r.id)));
    const fresh = rows.filter((_, i) => existing[i] === undefined);
    await Promise.all([...fresh.map((r) => tx.store.add(r)), tx.done]);
    written();
    return fresh.length;
  },
  readAll: () => open().getAll('jobs'),
  async readNewest(count) {
    const rows: StoredJob[] = [];
    let cursor = await open().transaction('jobs').store.index('createdAt').openCursor(null, 'prev');
    while (cursor !== null && rows.length < count) {
      rows.push(cursor.value);
      cursor = await cursor.continue();
    }
    return rows;
  },
  countByStatus: (statuses) => {
    const index = open().transaction('jobs').store.index('status');
    return Promise.all(
      statuses.map(async (status) => [status, await index.count(status)] as [string, number]),
    );
  },
  async listWaiting(statuses) {
    const index = open().transaction('jobs').store.index('status');
    return (await Promise.all(statuses.map((status) => index.getAll(status)))).flat();
  },
  get: (id) => open().get('jobs', id),
  bulkGet(ids) {
    const store = open().transaction('jobs').store;
    return Promise.all(ids.map((id) => store.get(id)));
  },
  async add(row) {
    await open().add('jobs', row);
    written();
  },
  async change(id, fn) {
    const tx = open().transaction('jobs', 'readwrite');
    const row = await tx.store.get(id);
    const next = row === undefined ? undefined : fn(row);
    if (next !== undefined) await tx.store.put(next);
    await tx.done;
    if (next !== undefined) written();
    return next;
  },
  async followedBy(remoteIds, match) {
    // IndexedDB compares keys with case: the ledger's ignore-case look-up. Here the
    // index's keys are walked (no row read until one matches): one pass over every id stored.
    const wanted = new Set(remoteIds.map((id) => id.toLowerCase()));
    const store = open().transaction('jobs').store;
    let cursor = await store.index('remoteIds').openKeyCursor();
    while (cursor !== null) {
      if (wanted.has(cursor.key.toLowerCase())) {
        const row = await store.get(cursor.primaryKey);
        if (row !== undefined && match(row)) return row;
      }
      cursor = await cursor.continue();
    }
    return undefined;
  },
  async putMany(ids, fn) {
    const tx = open().transaction('jobs', 'readwrite');
    const rows = (await Promise.all(ids.map((id) => tx.store.get(id)))).flatMap((row) =>
      row ? [fn(row)] : [],
    );
    await Promise.all([...rows.map((row) => tx.store.put(row)), tx.done]);
    written();
    return rows.length;
  },
  async modifyWhere(match, changes) {
    const tx = open().transaction('jobs', 'readwrite');
    const keys: string[] = [];
    let cursor = await tx.store.openCursor();
    while (cursor !== null) {
      if (match(cursor.value)) {
        keys.push(cursor.primaryKey);
        await cursor.update({ ...cursor.value, ...changes });
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    written();
    return keys;
  },
  async remove(id) {
    await open().delete('jobs', id);
    written();
  },
  watchWaiting(statuses, onRows) {
    let running = false;
    let again = false;
    const run = () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      void work
        .listWaiting(statuses)
        .then(onRows, (error: unknown) => console.error(error))
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    watchers.add(run);
    run();
    return () => watchers.delete(run);
  },
};
