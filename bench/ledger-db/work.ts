import type { StoredJob } from '@/jobs/ledger/ledger-db';

/**
 * What the ledger asks of its database (`src/jobs/ledger/ledger.ts`, `use-ledger.ts`), as one interface
 * both libraries implement: every call the ledger makes has a counterpart here, so the bundle a
 * library is weighed in carries all the code the ledger would need from it, and nothing more.
 */
export interface LedgerWork {
  open(name: string): Promise<void>;
  close(): void;
  /** `addMissingJobs`: the ids already there are looked up, the rest added, in one transaction. */
  importJobs(rows: readonly StoredJob[]): Promise<number>;
  /** `ledgerSource.readAll`. */
  readAll(): Promise<StoredJob[]>;
  /** `ledgerSource.readNewest`: the newest rows through the `createdAt` index. */
  readNewest(count: number): Promise<StoredJob[]>;
  /** `ledgerSource.readNewest`'s counts: one index count per status, no row read. */
  countByStatus(statuses: readonly string[]): Promise<[string, number][]>;
  /** `listActiveJobs`: the waiting rows through the `status` index. */
  listWaiting(statuses: readonly string[]): Promise<StoredJob[]>;
  /** `getJob`. */
  get(id: string): Promise<StoredJob | undefined>;
  /** `ledgerSource.readSome`. */
  bulkGet(ids: readonly string[]): Promise<(StoredJob | undefined)[]>;
  /** `addJob`: a new record (before its create request is sent). */
  add(row: StoredJob): Promise<void>;
  /** `change`: read, merge and write one record in one read-write transaction (every poll). */
  change(id: string, fn: (row: StoredJob) => StoredJob): Promise<StoredJob | undefined>;
  /**
   * `followById` / `withSourceJob`: a row following any of these ids, compared without case,
   * through the `remoteIds` multi-entry index, then filtered.
   */
  followedBy(
    remoteIds: readonly string[],
    match: (row: StoredJob) => boolean,
  ): Promise<StoredJob | undefined>;
  /** `setFavourites`: many rows read and written in one transaction. */
  putMany(ids: readonly string[], fn: (row: StoredJob) => StoredJob): Promise<number>;
  /** `clearAuthPauses`: every row matching a predicate gets `changes`; their ids returned. */
  modifyWhere(match: (row: StoredJob) => boolean, changes: Partial<StoredJob>): Promise<string[]>;
  /** `removeJob`. */
  remove(id: string): Promise<void>;
  /**
   * `useActiveJobs`: the waiting rows, delivered now and again after every write that may change
   * them, in this tab or another. Returns the unsubscribe.
   */
  watchWaiting(statuses: readonly string[], onRows: (rows: StoredJob[]) => void): () => void;
}
