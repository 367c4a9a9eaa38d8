import { ensureStore, lazyDatabase, type Database, type Schema } from '@/lib/idb';

/** One result's bytes, kept so it plays after the gateway's link has expired (decision 012). */
export interface KeptCopy {
  /** `<job id>#<index of the media in the job>`. */
  key: string;
  jobId: string;
  /** Which of the job's media this is (its index in `job.media`). */
  slot: number;
  /** The link the bytes came from, for the record; the copy is played whatever the link is now. */
  url: string;
  type: string;
  size: number;
  keptAt: number;
  blob: Blob;
}

/** "Keep every new result": one row per job the automatic keeper has taken on, so it never fetches twice. */
export interface AutoKeepClaim {
  jobId: string;
  at: number;
  /** Why the copy could not be kept, to be shown on the card; null when it was. */
  error: string | null;
}

/** The stores of the kept copies' database, each with its rows' type. */
export interface KeptCopiesStores {
  copies: KeptCopy;
  claims: AutoKeepClaim;
}

export type KeptCopiesDb = Database<KeptCopiesStores>;

/**
 * A database of its own, not a table in the ledger: media bytes are large and expendable, the
 * ledger is small and precious. A full disk or an eviction of copies never touches a job, and
 * the ledger's schema versions stay the ledger's.
 *
 * Version 10 is the version 1 the studio's browsers already hold (IndexedDB's number is 10 × the
 * one the database was first made with): `copies` by `key`, indexed by `jobId`; `claims` by `jobId`.
 */
export const keptCopiesSchema: Schema = {
  name: 'media-studio-copies',
  version: 10,
  upgrade(db, tx) {
    ensureStore(db, tx, 'copies', 'key', ['jobId']);
    ensureStore(db, tx, 'claims', 'jobId', []);
  },
};

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but only when a copy is first read or written (decision 035): a first visit's page body no
 * longer waits for it, and a studio with nothing kept opens it only where copies are shown.
 */
export const keptCopiesDb = lazyDatabase<KeptCopiesStores>(keptCopiesSchema);

/** Test seam, as `reopenLedgerDb`: each unit test gets a database of its own, by that name. */
export function reopenKeptCopiesDb(name: string): Promise<KeptCopiesDb> {
  return keptCopiesDb.reopen(name);
}

export function copyKey(jobId: string, slot: number): string {
  return `${jobId}#${slot}`;
}
