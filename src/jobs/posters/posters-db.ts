import { ensureStore, lazyDatabase, topicsOf, type Database, type Schema } from '@/lib/idb';

/**
 * A video's poster grabbed in this browser (issue 40 item 3, decision 033), or the record that a
 * grab is under way or failed: one row per result (`<job id>#<slot>`), written before the grab
 * starts, so a repeated render, a reload or a second tab never grabs twice.
 */
export interface PosterRow {
  /** `<job id>#<index of the media in the job>`. */
  key: string;
  jobId: string;
  slot: number;
  /** `grabbing`: claimed, not finished (a reload meanwhile is judged by `at` and `attempts`). */
  state: 'grabbing' | 'done' | 'failed';
  /** The small picture as a `data:` URL (JPEG or WebP, ~10–30 KB), when done. */
  picture: string | null;
  /** When the row was last written (epoch ms). */
  at: number;
  /** How many grabs were started for it: a grab cut off by a reload is tried once more, no more. */
  attempts: number;
  /** Why the grab failed, for the record (never retried from here). */
  error: string | null;
}

/** The database's stores: its name → its rows. */
export interface PosterStores {
  /** Keyed by `key`, indexed by `jobId` (a job's posters go with it). */
  posters: PosterRow;
}

export type PostersDb = Database<PosterStores>;

/**
 * A database of its own, as the kept copies are: pictures are expendable (a lost one is grabbed
 * again from the result), the ledger is precious and stays small (a poster is 100 times a job's
 * record, and the Library reads every record). Version 10 is the one the studio made before
 * (its first), so a browser's posters open as they are.
 */
export const postersSchema: Schema = {
  name: 'media-studio-posters',
  version: 10,
  upgrade: (db, tx) => {
    ensureStore(db, tx, 'posters', 'key', ['jobId']);
  },
};

/** What a live read of the posters follows. */
export const posterTopics = topicsOf(postersSchema, 'posters');

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but only when a poster is first read or written (decision 035).
 */
export const postersDb = lazyDatabase<PosterStores>(postersSchema);

/** Test seam, as `reopenKeptCopiesDb`: each unit test gets a database of its own. */
export function reopenPostersDb(name: string): Promise<PostersDb> {
  return postersDb.reopen(name);
}
