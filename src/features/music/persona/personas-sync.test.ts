import { describe, expect, it } from 'vitest';
import { eventually } from '@/testing/eventually';
import * as Y from 'yjs';
import { personaCollectionOf } from './personas-sync';
import { personaSchema, type Persona, type PersonaDb, type PersonaStores } from './personas';
import { openNow } from '@/lib/idb';
import { collectionDevices, linkDocs } from '@/testing/synced-devices';

/**
 * Personas through the library's document (issue 29 item 3): two devices, each its own persona
 * database and Y.Doc, the docs relaying updates as the sync server would.
 */
const device = collectionDevices(
  (name) => openNow<PersonaStores>(personaSchema, name),
  personaCollectionOf,
);

const persona: Persona = {
  id: 'local-1',
  remoteId: null,
  name: 'Harbour voice',
  description: 'warm',
  kind: 'music',
  gateway: 'http://g',
  rootClipId: 'c1',
  jobId: 'song',
  sourceTitle: 'Harbour',
  createdAt: 1,
};
/** A device's own writes and reads of its store, as the music page's would be. */
const put = (db: PersonaDb, row: PersonaStores['personas']) =>
  db.write(['personas'], (tx) => tx.store('personas').put(row));
const remove = (db: PersonaDb, id: string) =>
  db.write(['personas'], (tx) => tx.store('personas').delete(id));
const get = (db: PersonaDb, id: string) =>
  db.read(['personas'], (tx) => tx.store('personas').get(id));
const ids = async (db: PersonaDb) =>
  (await db.read(['personas'], (tx) => tx.store('personas').getAll())).map((r) => r.id).sort();

describe('personas synced between two devices', () => {
  it('one made on a device reaches the other, and its gateway id follows', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, { ...persona, v: 1 });
    await eventually(async () => expect(await get(b.db, 'local-1')).toBeDefined());
    expect(await get(b.db, 'local-1')).toMatchObject({ name: 'Harbour voice' });
    await put(a.db, { ...persona, remoteId: 'p1', v: 1 });
    await eventually(async () =>
      expect(await get(b.db, 'local-1')).toMatchObject({ remoteId: 'p1' }),
    );
  });

  it('a device joining late gets them, and a persona still waiting for its id never replaces one that has it', async () => {
    const a = device();
    await put(a.db, { ...persona, remoteId: 'p1', v: 1 });
    const b = device();
    await put(b.db, { ...persona, v: 1 });
    await put(b.db, { ...persona, id: 'local-2', v: 1 });
    linkDocs(a.doc, b.doc);
    await eventually(async () => expect(await ids(a.db)).toEqual(['local-1', 'local-2']));
    await eventually(async () =>
      expect(await get(b.db, 'local-1')).toMatchObject({ remoteId: 'p1' }),
    );
    expect(await get(a.db, 'local-1')).toMatchObject({ remoteId: 'p1' });
  });

  it('a removed persona is removed on the other device and does not come back', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, { ...persona, v: 1 });
    await eventually(async () => expect(await ids(b.db)).toEqual(['local-1']));
    await remove(a.db, 'local-1');
    await eventually(async () => expect(await ids(b.db)).toEqual([]));
    // The other device writes it again (an old tab): the tombstone takes it away again.
    await put(b.db, { ...persona, remoteId: 'p1', v: 1 });
    await eventually(async () => expect(await ids(b.db)).toEqual([]));
    expect(await ids(a.db)).toEqual([]);
  });

  it('a hostile peer injects nothing: bad shapes, a wrong id, a huge record are skipped, the rest arrive', async () => {
    const b = device();
    const peer = new Y.Doc();
    linkDocs(peer, b.doc);
    const personas = peer.getMap<unknown>('personas');
    peer.transact(() => {
      personas.set('bad-shape', { id: 'bad-shape', name: 42, v: 1 });
      personas.set('not-an-object', '<img src=x onerror=alert(1)>');
      personas.set('other-id', { ...persona, id: 'local-9', v: 1 });
      personas.set('huge', { ...persona, id: 'huge', description: 'x'.repeat(300_000), v: 1 });
      personas.set('newer', { ...persona, id: 'newer', v: 99 });
      personas.set('local-1', { ...persona, name: '<script>alert(1)</script>', v: 1 });
    });
    await eventually(async () => expect(await ids(b.db)).toEqual(['local-1']));
    // Stored as the text it is: React shows it as text, never as markup.
    expect(await get(b.db, 'local-1')).toMatchObject({
      name: '<script>alert(1)</script>',
    });
  });
});
