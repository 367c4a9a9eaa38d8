import type { EntityTable } from 'dexie';
import { Dexie, openDatabase, type Dependencies } from '@/lib/dexie';
import type { Job } from '@/jobs/job';
import { setStorageHealth, storageUnblocked } from './storage-health';

/** Stored rows: a job plus the record schema it was written with. */
export type StoredJob = Job & { schema: number };

export class LedgerDb extends Dexie {
  jobs!: EntityTable<StoredJob, 'id'>;
  constructor(name: string, dependencies?: Dependencies) {
    super(name, dependencies);
    this.version(1).stores({ jobs: 'id, createdAt, kind, status' });
    // A multiEntry index on the ids: "is this task already followed?" is a lookup, not a scan.
    this.version(2).stores({ jobs: 'id, createdAt, kind, status, *remoteIds' });
    // Another tab upgrades the database (a newer studio) or deletes it (site data cleared): this
    // one lets go for good. Dexie would reopen it on the next request: the old schema over a newer
    // database, or a new empty database under cards whose records are gone, where a poll's write
    // would find no record and drop silently. Closed, every write fails loudly and no create is sent.
    this.on('versionchange', (event) => {
      this.close();
      setStorageHealth(
        event.newVersion === null ? { state: 'cleared', lost: null } : { state: 'superseded' },
      );
      // Dexie's own handler would close with auto-reopen: it must not run.
      return false;
    });
    // The browser closed the connection itself (its site data cleared from its settings or
    // DevTools): Dexie's own handler, which this one replaces, would arm a reopen of an empty
    // database; closed for good instead.
    this.on(
      'ready',
      () => {
        storageUnblocked();
        this.backendDB().onclose = () => {
          this.close();
          setStorageHealth({ state: 'cleared', lost: null });
        };
      },
      true,
    );
  }
}

/**
 * The ledger's database, open before any reader gets it: the browser's; or, when IndexedDB cannot
 * be used, one in this tab's memory, said by a banner (decision 022); or, while another tab holds
 * an older version open, the browser's with its requests waiting, said as well.
 */
export async function openLedgerDb(name: string): Promise<LedgerDb> {
  const opened = await openDatabase((dependencies) => new LedgerDb(name, dependencies));
  if (opened.where === 'memory') setStorageHealth({ state: 'memory', reason: opened.reason });
  if (opened.where === 'blocked') setStorageHealth({ state: 'blocked' });
  return opened.db;
}

/**
 * The one open ledger database. Only `ledger.ts` reads it in the app; it is a live binding so
 * that `src/testing/ledger.ts` can give each unit test a database of its own through
 * `reopenLedgerDb` — the single seam tests need, kept out of the ledger's public functions.
 */
export let ledgerDb = await openLedgerDb('media-studio');

/** Test seam (see above): closes the current database and opens `name` in its place. */
export function reopenLedgerDb(name: string): LedgerDb {
  ledgerDb.close();
  ledgerDb = new LedgerDb(name);
  return ledgerDb;
}
