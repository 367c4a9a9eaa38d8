import type { EntityTable } from 'dexie';
import { Dexie } from '@/lib/dexie';
import type { Job } from './job';

/** Stored rows: a job plus the record schema it was written with. */
export type StoredJob = Job & { schema: number };

export class LedgerDb extends Dexie {
  jobs!: EntityTable<StoredJob, 'id'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ jobs: 'id, createdAt, kind, status' });
    // A multiEntry index on the ids: "is this task already followed?" is a lookup, not a scan.
    this.version(2).stores({ jobs: 'id, createdAt, kind, status, *remoteIds' });
  }
}

/**
 * The one open ledger database. Only `ledger.ts` reads it in the app; it is a live binding so
 * that `src/testing/ledger.ts` can give each unit test a database of its own through
 * `reopenLedgerDb` — the single seam tests need, kept out of the ledger's public functions.
 */
export let ledgerDb = new LedgerDb('media-studio');

/** Test seam (see above): closes the current database and opens `name` in its place. */
export function reopenLedgerDb(name: string): LedgerDb {
  ledgerDb.close();
  ledgerDb = new LedgerDb(name);
  return ledgerDb;
}
