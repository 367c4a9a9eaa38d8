import { beforeAll, describe, expect, it } from 'vitest';
import { openNow } from '@/lib/idb';
import { withFreshCharacters } from '@/testing/characters';
import { eventually } from '@/testing/eventually';
import { exportLibrary, importLibrary, type ImportOutcome } from '@/jobs/library-file';
import { registerLibraryPart } from '@/jobs/ledger/library-parts';
import { withFreshLedger } from '@/testing/ledger';
import { collectionDevices, linkDocs } from '@/testing/synced-devices';
import {
  CHARACTER_VERSION,
  allCharacters,
  charactersSchema,
  keepFrame,
  keptFrame,
  migrateCharacter,
  nameTaken,
  putCharacter,
  removeCharacter,
  reopenCharacterDb,
  type Character,
  type CharacterDb,
  type CharacterStores,
} from './characters';
import { characterCollectionOf } from './characters-sync';
import { charactersPart } from './library-part';

withFreshLedger();
beforeAll(() => registerLibraryPart(charactersPart));
withFreshCharacters();

/** A 1×1 JPEG-looking data URL: the schema checks its shape, not its pixels. */
const PICTURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';

const mia: Character = {
  id: 'char-mia',
  name: 'Mia',
  description: 'short red hair, a green coat',
  pictures: [
    { id: 'p1', dataUrl: PICTURE, width: 640, height: 480, name: 'mia.jpg', from: null },
    {
      id: 'p2',
      dataUrl: PICTURE,
      width: 480,
      height: 640,
      name: 'A portrait',
      from: { jobId: 'job-9', slot: 1 },
    },
  ],
  createdAt: 1,
  updatedAt: 2,
};

const added = (outcome: ImportOutcome) =>
  outcome.ok ? (outcome.counts?.characters ?? 0) : outcome.message;

describe('characters kept in the studio', () => {
  it('are stored whole, pictures inside, and read back by name; removable', async () => {
    await putCharacter({ ...mia, id: 'char-zoe', name: 'Zoe' });
    await putCharacter(mia);
    expect((await allCharacters()).map((c) => c.name)).toEqual(['Mia', 'Zoe']);
    expect((await allCharacters())[0]).toEqual(mia);
    await removeCharacter('char-zoe');
    expect(await allCharacters()).toEqual([mia]);
  });

  it('refuse what a prompt cannot name, and more than three pictures or none', () => {
    const bad = (over: Partial<Character>) =>
      migrateCharacter({ ...mia, ...over, v: CHARACTER_VERSION }).ok;
    expect(bad({ name: 'Mia Wong' })).toBe(false);
    expect(bad({ name: '' })).toBe(false);
    expect(bad({ name: '小雨_2' })).toBe(true);
    expect(bad({ pictures: [] })).toBe(false);
    expect(bad({ pictures: [...mia.pictures, ...mia.pictures] })).toBe(false);
    expect(bad({ description: 'x'.repeat(301) })).toBe(false);
    const notAPicture = { ...mia.pictures[0], dataUrl: 'javascript:alert(1)' };
    expect(bad({ pictures: [notAPicture as Character['pictures'][number]] })).toBe(false);
    expect(migrateCharacter({ ...mia, v: 9 })).toEqual({
      ok: false,
      problem: expect.stringContaining('version 9') as unknown,
    });
  });

  it('a name is one character’s only, in any case', () => {
    expect(nameTaken([mia], 'mia', null)).toBe(true);
    expect(nameTaken([mia], 'MIA', 'char-mia')).toBe(false);
    expect(nameTaken([mia], 'Leo', null)).toBe(false);
  });

  it('travel in the library file, pictures and all, and are added where missing', async () => {
    await putCharacter(mia);
    const text = await exportLibrary('');
    const file = JSON.parse(text) as { characters: unknown[] };
    expect(file.characters).toEqual([{ ...mia, v: CHARACTER_VERSION }]);

    await reopenCharacterDb(`test-characters-empty-${Math.random().toString(36).slice(2)}`);
    expect(added(await importLibrary(text))).toBe(1);
    expect(await allCharacters()).toEqual([mia]);
    expect(added(await importLibrary(text))).toBe(0);
  });

  it('one the file cannot hold refuses the whole file, and nothing is added', async () => {
    const file = JSON.stringify({
      format: 'media-studio-library',
      version: 1,
      exportedAt: '',
      jobs: [],
      characters: [
        { ...mia, v: 1 },
        { ...mia, id: 'x', name: 'two words', v: 1 },
      ],
    });
    expect(await importLibrary(file)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Character 2 in the file is not valid/) as unknown,
    });
    expect(await allCharacters()).toEqual([]);
  });

  it('a first frame is kept by its shot’s key, whatever happens to the characters', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    await keepFrame({
      key: 'k1',
      blob,
      width: 640,
      height: 480,
      editJobId: 'edit-1',
      link: null,
      linkGateway: null,
      madeAt: 5,
    });
    await removeCharacter('char-mia');
    expect(await keptFrame('k1')).toMatchObject({ editJobId: 'edit-1', width: 640 });
    expect(await keptFrame('other')).toBeUndefined();
  });
});

describe('characters synced between two devices, as presets are', () => {
  const device = collectionDevices(
    (name) => openNow<CharacterStores>(charactersSchema, name),
    characterCollectionOf,
  );
  const get = (db: CharacterDb, id: string) =>
    db.read(['characters'], (tx) => tx.store('characters').get(id));
  const put = (db: CharacterDb, row: CharacterStores['characters']) =>
    db.write(['characters'], (tx) => tx.store('characters').put(row));
  const remove = (db: CharacterDb, id: string) =>
    db.write(['characters'], (tx) => tx.store('characters').delete(id));

  it('one made on a device reaches the other; the later edit wins; a removal stays removed', async () => {
    const a = device();
    const b = device();
    linkDocs(a.doc, b.doc);
    await put(a.db, { ...mia, v: 1 });
    await eventually(async () => expect(await get(b.db, 'char-mia')).toBeDefined());
    await put(b.db, { ...mia, description: 'now with glasses', updatedAt: 5, v: 1 });
    await eventually(async () =>
      expect(await get(a.db, 'char-mia')).toMatchObject({
        description: 'now with glasses',
      }),
    );
    await remove(a.db, 'char-mia');
    await eventually(async () => expect(await get(b.db, 'char-mia')).toBeUndefined());
  });
});
