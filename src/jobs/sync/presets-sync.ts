import { topicsOf } from '@/lib/idb';
import { tableCollection } from './synced-collection';
import { migratePreset, PRESET_VERSION, type Preset } from '@/jobs/forms/presets';
import { studioDb, studioSchema, type StudioDb } from '@/jobs/forms/presets-db';

/**
 * The presets of one database as they sync (decision 028): a preset's stamp is its `updatedAt`,
 * so a rename or a save over it on one device wins on every other, and a deleted preset is a
 * tombstone that never comes back. Read like a library file's (`migratePreset`): the document's
 * `presets` map keeps the shape the mirror wrote before presets were a collection.
 */
export function presetCollectionOf(db: () => StudioDb) {
  return tableCollection({
    name: 'presets',
    db,
    store: 'presets',
    topics: topicsOf(studioSchema, 'presets'),
    parse: (raw): Preset | undefined => {
      const read = migratePreset(raw);
      return read.ok ? read.preset : undefined;
    },
    stamp: (preset) => preset.updatedAt,
    row: (preset) => ({ ...preset, v: PRESET_VERSION }),
  });
}

/** This studio's presets (`media-studio-studio`; the test seam may have reopened it). */
export const presetCollection = presetCollectionOf(() => studioDb);
