import {
  ensureStore,
  openDatabase,
  openNow,
  type Database,
  type DatabaseEvents,
  type ObjectStore,
  type Schema,
  type Store,
} from '@/lib/idb';
import type { Job } from '@/jobs/job';
import { setStorageHealth, storageUnblocked } from './storage-health';

/** Stored rows: a job plus the record schema it was written with. */
export type StoredJob = Job & { schema: number };

/** The ledger's one store: the jobs by id. */
export interface LedgerStores {
  jobs: StoredJob;
}

export type LedgerDb = Database<LedgerStores>;

/** The jobs store, as a transaction over it sees it (`writeTransaction` hands the work this). */
export type JobStore = ObjectStore<StoredJob>;

/**
 * The ledger on disk, as every studio before this one made it (the same versions, store and
 * indexes: a person's existing ledger opens unchanged, its records as they are).
 * - 10: the jobs by id, with indexes on createdAt, kind and status.
 * - 20: a multiEntry index on the ids: "is this task already followed?" is a lookup, not a scan.
 */
export const ledgerSchema: Schema = {
  name: 'media-studio',
  version: 20,
  upgrade: (db, tx) => {
    ensureStore(db, tx, 'jobs', 'id', [
      'createdAt',
      'kind',
      'status',
      { name: 'remoteIds', keyPath: 'remoteIds', multiEntry: true },
    ]);
  },
};

/**
 * What the browser does to the ledger's connection, said on the page (`storage-health.ts`).
 * Another tab upgrades the database (a newer studio) or deletes it (site data cleared): this one
 * has let go for good (`Database` closes itself before telling). Reopening it on the next request
 * would put the old schema over a newer database, or a new empty database under cards whose
 * records are gone, where a poll's write would find no record and drop silently. Closed, every
 * write fails loudly and no create is sent. The same when the browser closes the connection
 * itself (its site data cleared from its settings or DevTools): closed for good, never reopened.
 */
const ledgerEvents: DatabaseEvents = {
  versionChange: (newVersion) =>
    setStorageHealth(
      newVersion === null ? { state: 'cleared', lost: null } : { state: 'superseded' },
    ),
  closedByBrowser: () => setStorageHealth({ state: 'cleared', lost: null }),
  // The open went through (also a blocked upgrade, once the other tab let go).
  ready: () => storageUnblocked(),
};

/**
 * The ledger's database, open before any reader gets it: the browser's; or, when IndexedDB cannot
 * be used, one in this tab's memory, said by a banner (decision 022); or, while another tab holds
 * an older version open, the browser's with its requests waiting, said as well.
 */
export async function openLedgerDb(name: string): Promise<LedgerDb> {
  const opened = await openDatabase<LedgerStores>(ledgerSchema, { name, events: ledgerEvents });
  if (opened.where === 'memory') setStorageHealth({ state: 'memory', reason: opened.reason });
  if (opened.where === 'blocked') setStorageHealth({ state: 'blocked' });
  return opened.db;
}

/**
 * The rows of an index whose key is any of `values`: one look-up per distinct value, in the
 * index's order (the values sorted as IndexedDB sorts strings, each value's rows by id).
 */
export async function rowsWhereAnyOf(
  index: Store<StoredJob>,
  values: readonly string[],
): Promise<StoredJob[]> {
  const sorted = [...new Set(values)].sort();
  return (await Promise.all(sorted.map((value) => index.getAll(value)))).flat();
}

/**
 * The one open ledger database. Only the ledger's own modules read it in the app; it is a live
 * binding so that `src/testing/ledger.ts` can give each unit test a database of its own through
 * `reopenLedgerDb` — the single seam tests need, kept out of the ledger's public functions.
 */
export let ledgerDb = await openLedgerDb(ledgerSchema.name);

/** Test seam (see above): closes the current database and opens `name` in its place. */
export function reopenLedgerDb(name: string): LedgerDb {
  ledgerDb.close();
  ledgerDb = openNow<LedgerStores>(ledgerSchema, name, ledgerEvents);
  return ledgerDb;
}
