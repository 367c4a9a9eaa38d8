import type { EntityTable } from 'dexie';
import { Dexie, openDatabase, type Dependencies } from '@/lib/dexie';

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

/**
 * A database of its own for what a person keeps about their way of working (presets, prompts):
 * the ledger's schema and versions stay the ledger's, and losing this never touches a job.
 */
export class StudioDb extends Dexie {
  presets!: EntityTable<PresetRow, 'id'>;
  prompts!: EntityTable<PromptRow, 'key'>;
  constructor(name: string, dependencies?: Dependencies) {
    super(name, dependencies);
    this.version(1).stores({ presets: 'id, kind', prompts: 'key, kind, [kind+usedAt]' });
  }
}

/** Opened as the ledger is: in memory with it when the browser's IndexedDB cannot be used (decision 022). */
export let studioDb = (
  await openDatabase((dependencies) => new StudioDb('media-studio-studio', dependencies))
).db;

/** Test seam, as `reopenLedgerDb`: each unit test gets a database of its own. */
export function reopenStudioDb(name: string): StudioDb {
  studioDb.close();
  studioDb = new StudioDb(name);
  return studioDb;
}
