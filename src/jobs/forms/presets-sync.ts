import { watchLive } from '@/lib/live-query';
import { syncedCollection } from '@/jobs/sync/collections';
import { migratePreset, PRESET_VERSION, type Preset } from './presets';
import { studioDb, type StudioDb } from './presets-db';

/**
 * The presets of one database as they sync (decision 028): a preset's stamp is its `updatedAt`,
 * so a rename or a save over it on one device wins on every other, and a deleted preset is a
 * tombstone that never comes back. Read like a library file's (`migratePreset`): the document's
 * `presets` map keeps the shape the mirror wrote before presets were a collection.
 */
export function presetCollectionOf(db: () => StudioDb) {
  const all = async () =>
    (await db().presets.toArray()).flatMap((row) => {
      const read = migratePreset(row);
      return read.ok ? [read.preset] : [];
    });
  return syncedCollection<Preset>({
    name: 'presets',
    all,
    watch: (onChange) => watchLive(all, onChange),
    parse: (raw) => {
      const read = migratePreset(raw);
      return read.ok ? read.preset : undefined;
    },
    id: (preset) => preset.id,
    stamp: (preset) => preset.updatedAt,
    outgoing: (preset) => ({ ...preset, v: PRESET_VERSION }),
    put: (presets) => mergePresets(db(), presets),
    remove: (ids) => db().presets.bulkDelete([...ids]),
  });
}

/** This studio's presets (`media-studio-studio`; the test seam may have reopened it). */
export const presetCollection = presetCollectionOf(() => studioDb);

/** Peers' presets: added, or written over one of this device's that was changed earlier. */
async function mergePresets(db: StudioDb, presets: readonly Preset[]): Promise<void> {
  await db.transaction('rw', db.presets, async () => {
    const stored = await db.presets.bulkGet(presets.map((p) => p.id));
    const newer = presets.filter((preset, index) => {
      const read = migratePreset(stored[index]);
      return !read.ok || read.preset.updatedAt < preset.updatedAt;
    });
    await db.presets.bulkPut(newer.map((preset) => ({ ...preset, v: PRESET_VERSION })));
  });
}
