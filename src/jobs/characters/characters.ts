import { t } from '@/i18n/i18n';
import { ensureStore, lazyDatabase, topicsOf, type Database, type Schema } from '@/lib/idb';
import { useLiveRead } from '@/lib/live-query';
import { lazySchema, z } from '@/lib/zod';
import { readVersioned } from '@/jobs/ledger/migrations';

/**
 * Characters (issue 56): a name, one to three reference pictures and a short description, named in
 * any prompt with `@Name`. A Video, Clip or Pixa prompt that names one makes its first frame by
 * editing the character's pictures into the shot (`first-frame/`). Kept in a database of their own,
 * as presets are, synced like them (`characters-sync.ts`) and carried by the library file
 * (`library-part.ts`). Each picture is kept INSIDE its character, small (decision 045): removing
 * the result it came from never takes it away, and a character travels and syncs whole.
 */

/** The record's own version, so a later shape can be migrated on read. */
export const CHARACTER_VERSION = 1;
export const CHARACTER_NAME_MAX = 40;
export const CHARACTER_DESCRIPTION_MAX = 300;
export const CHARACTER_PICTURES_MAX = 3;
/** A picture is kept within this long side, as a JPEG of at most this many characters of `data:` URL. */
export const CHARACTER_PICTURE_SIDE = 768;
export const CHARACTER_PICTURE_CHARS = 72_000;

/** One word a prompt can name after `@`: letters of any script, digits, `_` and `-`. */
export const CHARACTER_NAME = /^[\p{L}\p{N}_-]+$/u;

export const zCharacterPicture = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    /** The picture, a small JPEG `data:` URL: the character's own copy. */
    dataUrl: z
      .string()
      .check(
        z.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/),
        z.maxLength(CHARACTER_PICTURE_CHARS * 2),
      ),
    width: z.number().check(z.int(), z.gte(1), z.lte(8192)),
    height: z.number().check(z.int(), z.gte(1), z.lte(8192)),
    /** What it was made from: a file's name, or the result's name (its job may be removed since). */
    name: z._default(z.string().check(z.maxLength(300)), ''),
    from: z._default(
      z.nullable(
        z.object({
          jobId: z.string().check(z.maxLength(100)),
          slot: z.number().check(z.int(), z.gte(0)),
        }),
      ),
      null,
    ),
  }),
);
export type CharacterPicture = z.infer<typeof zCharacterPicture>;

export const zCharacter = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    name: z
      .string()
      .check(z.minLength(1), z.maxLength(CHARACTER_NAME_MAX), z.regex(CHARACTER_NAME)),
    description: z._default(z.string().check(z.maxLength(CHARACTER_DESCRIPTION_MAX)), ''),
    pictures: z.array(zCharacterPicture).check(z.minLength(1), z.maxLength(CHARACTER_PICTURES_MAX)),
    createdAt: z.number(),
    /** Its sync stamp: the later edit wins on every device (as a preset's). */
    updatedAt: z.number(),
  }),
);
export type Character = z.infer<typeof zCharacter>;

/**
 * A character as the dialog holds it while it is made or changed (`character-draft.ts` has the
 * checks it must pass before it is kept). Here beside the record, as a prompt's `@` opens the
 * dialog on a new one and needs no more than this.
 */
export interface CharacterDraft {
  id: string | null;
  name: string;
  description: string;
  pictures: Character['pictures'];
}

export const emptyDraft = (name = ''): CharacterDraft => ({
  id: null,
  name,
  description: '',
  pictures: [],
});

interface CharacterRow {
  id: string;
  updatedAt: number;
  v: number;
  [field: string]: unknown;
}

/**
 * A first frame made for a shot (`first-frame/`), kept by the shot's key (its words, its
 * characters and their pictures): a video sent again with the same shot reuses it, and a job
 * that used it shows it however its picture edit was removed since.
 */
export interface KeptFrame {
  key: string;
  blob: Blob;
  width: number;
  height: number;
  /** The picture edit that made it, or null for a picture the person chose instead. */
  editJobId: string | null;
  /** A link the gateway's upload answered for it (a field that takes links), kept for its reuse. */
  link: string | null;
  /** Which gateway that link belongs to. */
  linkGateway: string | null;
  madeAt: number;
}

/** The database's stores: its name → its rows. */
export interface CharacterStores {
  /** Keyed by `id`, indexed by `updatedAt`. */
  characters: CharacterRow;
  /** Keyed by the shot's `key`. */
  frames: KeptFrame;
}

export type CharacterDb = Database<CharacterStores>;

/**
 * A database of its own, as presets and personas have: losing it never touches a job. Version 10
 * is the one the studio made before (its first): a browser's characters open as they are.
 */
export const charactersSchema: Schema = {
  name: 'media-studio-characters',
  version: 10,
  upgrade: (db, tx) => {
    ensureStore(db, tx, 'characters', 'id', ['updatedAt']);
    ensureStore(db, tx, 'frames', 'key', []);
  },
};

/** What a live read of the characters follows. */
export const characterTopics = topicsOf(charactersSchema, 'characters');
/** What a live read of the kept first frames follows. */
export const frameTopics = topicsOf(charactersSchema, 'frames');

/** Opened when first used (decision 035), in memory with the ledger when IndexedDB cannot be used. */
export const characterDb = lazyDatabase<CharacterStores>(charactersSchema);

/** Test seam, as `reopenStudioDb`: each unit test gets a database of its own. */
export function reopenCharacterDb(name: string): Promise<CharacterDb> {
  return characterDb.reopen(name);
}

export type CharacterRead = { ok: true; character: Character } | { ok: false; problem: string };

/** A stored, synced or imported character in today's shape; one from a later studio is left alone. */
export function migrateCharacter(raw: unknown): CharacterRead {
  const read = readVersioned(raw, {
    latest: CHARACTER_VERSION,
    schema: zCharacter,
    newer: (version) => t('character.newer', { version }),
  });
  return read.ok ? { ok: true, character: read.value } : read;
}

export const characterRow = (character: Character): CharacterRow => ({
  ...character,
  v: CHARACTER_VERSION,
});

/** Every readable character, by name. */
export async function allCharacters(): Promise<Character[]> {
  const rows = await (
    await characterDb()
  ).read(['characters'], (tx) => tx.store('characters').getAll());
  return rows
    .flatMap((r) => {
      const read = migrateCharacter(r);
      return read.ok ? [read.character] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function putCharacter(character: Character): Promise<void> {
  const row = characterRow(zCharacter.parse(character));
  await (await characterDb()).write(['characters'], (tx) => tx.store('characters').put(row));
}

/** Forgotten here (and, once synced, everywhere); the jobs made with it keep their frames. */
export async function removeCharacter(id: string): Promise<void> {
  await (await characterDb()).write(['characters'], (tx) => tx.store('characters').delete(id));
}

/** From a library file: characters this studio does not hold are added, the others kept as they are. */
export async function addMissingCharacters(list: readonly Character[]): Promise<number> {
  const db = await characterDb();
  return db.write(['characters'], async (tx) => {
    const store = tx.store('characters');
    const have = new Set(
      (await store.getMany(list.map((c) => c.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    const fresh = list.filter((c) => !have.has(c.id));
    await store.addMany(fresh.map(characterRow));
    return fresh.length;
  });
}

const none: Character[] = [];
const readAll = () => allCharacters();

/**
 * The characters, live across tabs: `undefined` until read; a store that cannot be read reads as
 * none. `wanted` false reads nothing (a prompt opens the database only once an `@` is typed).
 */
export function useCharacters(wanted = true): Character[] | undefined {
  return useLiveRead(readAll, wanted ? 'all' : undefined, none, characterTopics);
}

/** Whether another character (not `exceptId`) already has this name: names are what `@` finds. */
export function nameTaken(
  list: readonly Character[],
  name: string,
  exceptId: string | null,
): boolean {
  const wanted = name.toLocaleLowerCase();
  return list.some((c) => c.id !== exceptId && c.name.toLocaleLowerCase() === wanted);
}

/** The frame kept for a shot's key, if one was made. */
export async function keptFrame(key: string): Promise<KeptFrame | undefined> {
  return (await characterDb()).read(['frames'], (tx) => tx.store('frames').get(key));
}

export async function keepFrame(frame: KeptFrame): Promise<void> {
  await (await characterDb()).write(['frames'], (tx) => tx.store('frames').put(frame));
}
