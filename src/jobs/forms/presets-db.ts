import { ensureStore, openDatabase, openNow, type Database, type Schema } from '@/lib/idb';

/**
 * Rows as stored: what `presets.ts` and `prompt-history.ts` write, read back through their zod
 * schemas (a row is `unknown` until parsed: another version of the app may have written it).
 */
export interface PresetRow {
  id: string;
  kind: string;
  name: string;
  /** The record's own version (`PRESET_VERSION`), so a later shape can be migrated on read. */
  v: number;
  [field: string]: unknown;
}

export interface PromptRow {
  /** `<kind>\n<text>`: one row per prompt per generator, so using it again only moves it up. */
  key: string;
  kind: string;
  text: string;
  usedAt: number;
  v: number;
}

/** The studio store's object stores and the rows each holds. */
export interface StudioStores {
  presets: PresetRow;
  prompts: PromptRow;
}

/**
 * A database of its own for what a person keeps about their way of working (presets, prompts):
 * the ledger's schema and versions stay the ledger's, and losing this never touches a job.
 */
export type StudioDb = Database<StudioStores>;

/**
 * Version 10 is the one the studio has always had (its earlier library's version 1, × 10): the
 * same stores, keys and indexes, so a database an earlier studio made opens as it is.
 */
export const studioSchema: Schema = {
  name: 'media-studio-studio',
  version: 10,
  upgrade: (db, tx) => {
    ensureStore(db, tx, 'presets', 'id', ['kind']);
    ensureStore(db, tx, 'prompts', 'key', [
      'kind',
      { name: '[kind+usedAt]', keyPath: ['kind', 'usedAt'] },
    ]);
  },
};

/** Opened as the ledger is: in memory with it when the browser's IndexedDB cannot be used (decision 022). */
export let studioDb: StudioDb = (await openDatabase<StudioStores>(studioSchema)).db;

/** Test seam, as `reopenLedgerDb`: each unit test gets a database of its own. */
export function reopenStudioDb(name: string): StudioDb {
  studioDb.close();
  studioDb = openNow<StudioStores>(studioSchema, name);
  return studioDb;
}
