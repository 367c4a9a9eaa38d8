import { describe, expect, it } from 'vitest';
import { eventually } from '@/testing/eventually';
import { openNow } from '@/lib/idb';
import { collectionDevices, linkDocs } from '@/testing/synced-devices';
import {
  STORYBOARD_VERSION,
  readStoryboard,
  storyboardSchema,
  type StoryboardDb,
  type StoryboardStores,
} from './storyboard-db';
import { storyboardCollectionOf } from './storyboard-sync';

/**
 * Storyboards through the library's document (issue 29 item 3): two devices, each its own
 * storyboard database and Y.Doc, the docs relaying updates as the sync server would.
 */
const device = collectionDevices(
  (name) => openNow<StoryboardStores>(storyboardSchema, name),
  storyboardCollectionOf,
);

const shot = {
  id: 's1',
  jobId: 'job-1',
  slot: 0,
  inSeconds: 0,
  outSeconds: null,
  durationSeconds: 4,
};
const board = (updatedAt: number, extra: object = {}) => ({
  id: 'b1',
  v: STORYBOARD_VERSION,
  name: 'Harbour film',
  createdAt: 1,
  updatedAt,
  shots: [shot],
  soundtrack: null,
  shotsVolume: 1,
  size: '720p',
  filmJobId: null,
  ...extra,
});
/** A device's own writes and reads of its store, as the storyboard page's would be. */
const put = (db: StoryboardDb, row: StoryboardStores['boards']) =>
  db.write(['boards'], (tx) => tx.store('boards').put(row));
const remove = (db: StoryboardDb, id: string) =>
  db.write(['boards'], (tx) => tx.store('boards').delete(id));
const count = (db: StoryboardDb) => db.read(['boards'], (tx) => tx.store('boards').count());
const rows = (db: StoryboardDb) => db.read(['boards'], (tx) => tx.store('boards').getAll());
const stored = async (db: StoryboardDb, id = 'b1') =>
  readStoryboard(await db.read(['boards'], (tx) => tx.store('boards').get(id)));

describe('storyboards synced between two devices', () => {
  it('a board made on one device reaches the other; the later edit wins whole', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, board(1));
    await eventually(async () =>
      expect(await stored(b.db)).toMatchObject({ name: 'Harbour film' }),
    );
    await put(b.db, board(5, { name: 'Harbour film, cut 2', shots: [] }));
    await eventually(async () =>
      expect(await stored(a.db)).toMatchObject({ name: 'Harbour film, cut 2', shots: [] }),
    );
    // An older copy written late on the first device does not undo the later edit.
    await put(a.db, board(3, { name: 'Stale' }));
    await eventually(async () => expect((await stored(a.db))?.name).toBe('Harbour film, cut 2'));
    expect((await stored(b.db))?.name).toBe('Harbour film, cut 2');
  });

  it("a soundtrack from a file never leaves its device, and a peer's edit does not take it away", async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    const file = {
      from: { kind: 'file', name: 'theme.mp3', blob: new Blob(['bytes']) },
      offsetSeconds: 0,
      volume: 0.8,
      fadeOutSeconds: 2,
      durationSeconds: 30,
    };
    await put(a.db, board(1, { soundtrack: file }));
    await eventually(async () => expect(await stored(b.db)).not.toBeNull());
    expect((await stored(b.db))?.soundtrack).toBeNull();
    expect(JSON.stringify(a.doc.getMap('storyboards').toJSON())).not.toContain('theme.mp3');
    await put(b.db, board(2, { name: 'Renamed on the phone' }));
    await eventually(async () => expect((await stored(a.db))?.name).toBe('Renamed on the phone'));
    expect((await stored(a.db))?.soundtrack?.from).toMatchObject({
      kind: 'file',
      name: 'theme.mp3',
    });
  });

  it('a deleted board is deleted everywhere and does not come back; a hostile record is skipped', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, board(1));
    await eventually(async () => expect(await stored(b.db)).not.toBeNull());
    await remove(b.db, 'b1');
    await eventually(async () => expect(await count(a.db)).toBe(0));
    await put(a.db, board(9));
    await eventually(async () => expect(await count(a.db)).toBe(0));

    const boards = a.doc.getMap<unknown>('storyboards');
    a.doc.transact(() => {
      boards.set('b2', { ...board(1), id: 'b2', shots: [{ id: 7 }] });
      boards.set('b3', { ...board(1), id: 'b3', v: 2 });
      boards.set('b4', { ...board(1), id: 'b5' });
      boards.set('b6', { ...board(1), id: 'b6', name: '<img src=x onerror=alert(1)>' });
    }, 'peer');
    await eventually(async () => expect(await stored(b.db, 'b6')).not.toBeNull());
    expect((await rows(b.db)).map((r) => r.id)).toEqual(['b6']);
  });
});
