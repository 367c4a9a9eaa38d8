import type { EntityTable } from 'dexie';
import { Dexie, lazyDatabase, type Dependencies } from '@/lib/dexie';

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

/**
 * A database of its own, as the kept copies are: pictures are expendable (a lost one is grabbed
 * again from the result), the ledger is precious and stays small (a poster is 100 times a job's
 * record, and the Library reads every record).
 */
export class PostersDb extends Dexie {
  posters!: EntityTable<PosterRow, 'key'>;
  constructor(name: string, dependencies?: Dependencies) {
    super(name, dependencies);
    this.version(1).stores({ posters: 'key, jobId' });
  }
}

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but only when a poster is first read or written (decision 035).
 */
export const postersDb = lazyDatabase(
  (dependencies) => new PostersDb('media-studio-posters', dependencies),
);

/** Test seam, as `reopenKeptCopiesDb`: each unit test gets a database of its own. */
export function reopenPostersDb(name: string): PostersDb {
  return postersDb.reopen(new PostersDb(name));
}
