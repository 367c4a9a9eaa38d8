import { describe, expect, it } from 'vitest';
import { eventually } from '@/testing/eventually';
import * as Y from 'yjs';
import { collectionDevices, linkDocs } from '@/testing/synced-devices';
import { openNow } from '@/lib/idb';
import {
  studioSchema,
  type PresetRow,
  type StudioDb,
  type StudioStores,
} from '@/jobs/forms/presets-db';
import { PRESET_VERSION, type Preset } from '@/jobs/forms/presets';
import { presetCollectionOf } from './presets-sync';

/**
 * Presets through the library's document: two devices, each its own studio database and Y.Doc,
 * the docs relaying updates as the sync server would. Before presets were a collection a rename
 * from a peer was never taken and a deletion never left the device.
 */
const device = collectionDevices(
  (name) => openNow<StudioStores>(studioSchema, name),
  presetCollectionOf,
);

const preset: Preset = {
  id: 'p-1',
  kind: 'video',
  name: 'Night harbour',
  values: { prompt: 'A harbour at night', seconds: 8 },
  createdAt: 1,
  updatedAt: 1,
};
const row = (p: Preset) => ({ ...p, v: PRESET_VERSION });
const names = async (db: StudioDb) =>
  (await db.read(['presets'], (tx) => tx.store('presets').getAll()))
    .map((r) => `${r.id}:${r.name}`)
    .sort();
/** Presets written on one device as its studio writes them: its live reads (sync's) are told. */
const put = (db: StudioDb, ...rows: PresetRow[]) =>
  db.write(['presets'], (tx) => tx.store('presets').putMany(rows));
const remove = (db: StudioDb, id: string) =>
  db.write(['presets'], (tx) => tx.store('presets').delete(id));

describe('presets synced between two devices', () => {
  it('a rename on one device wins on the other: the later change wins whole', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, row(preset));
    await eventually(async () => expect(await names(b.db)).toEqual(['p-1:Night harbour']));
    await put(b.db, row({ ...preset, name: 'Harbour at night', updatedAt: 2 }));
    await eventually(async () => expect(await names(a.db)).toEqual(['p-1:Harbour at night']));
    // An older copy written again (an old tab) does not undo it.
    await put(a.db, row(preset));
    await eventually(async () => expect(await names(a.db)).toEqual(['p-1:Harbour at night']));
    expect(await names(b.db)).toEqual(['p-1:Harbour at night']);
  });

  it('a deleted preset is deleted on the other device and does not come back', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, row(preset), row({ ...preset, id: 'p-2', name: 'Dawn' }));
    await eventually(async () =>
      expect(await names(b.db)).toEqual(['p-1:Night harbour', 'p-2:Dawn']),
    );
    await remove(b.db, 'p-1');
    await eventually(async () => expect(await names(a.db)).toEqual(['p-2:Dawn']));
    await put(a.db, row({ ...preset, updatedAt: 5 }));
    await eventually(async () => expect(await names(a.db)).toEqual(['p-2:Dawn']));
    expect(await names(b.db)).toEqual(['p-2:Dawn']);
  });

  it('reads the presets a library document already holds from before, and skips what does not pass', async () => {
    const peer = new Y.Doc();
    peer.transact(() => {
      const presets = peer.getMap<unknown>('presets');
      presets.set('p-1', row(preset));
      presets.set('bad', { id: 'bad', kind: 'video', name: '', values: {}, v: 1 });
      presets.set('wrong-id', row({ ...preset, id: 'p-9' }));
    });
    const b = device();
    linkDocs(peer, b.doc);
    await eventually(async () => expect(await names(b.db)).toEqual(['p-1:Night harbour']));
  });
});
