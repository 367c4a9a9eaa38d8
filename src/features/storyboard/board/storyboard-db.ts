import { ensureStore, lazyDatabase, topicsOf, type Database, type Schema } from '@/lib/idb';
import { randomId } from '@/lib/id';
import { useLiveRead } from '@/lib/live-query';
import { journalled, journalWrite } from '@/lib/write-journal';
import { lazySchema, z } from '@/lib/zod';
import { FILM_FORMATS } from '../export/formats';
import { DEFAULT_CAPTION_STYLE, zCaptionStyle } from '../finish/caption-style';
import { FILM_ASPECTS, FRAMINGS } from '../finish/framing';
import { DEFAULT_TRANSITION, zTransition } from '../finish/transitions';
import { NEW_BOARD_DUCKING, OLDER_BOARD_DUCKING, zDucking } from '../finish/ducking';
import { filmSizes } from './timeline';

/** The record's own version, so a later shape can be migrated on read. */
export const STORYBOARD_VERSION = 1;

const zShot = lazySchema(() =>
  z.object({
    /** The shot's own id: the same result may be used twice in one film. */
    id: z.string(),
    /** The library job the shot plays, and which of its media. */
    jobId: z.string(),
    slot: z._default(z.number().check(z.int(), z.gte(0)), 0),
    inSeconds: z._default(z.number().check(z.gte(0)), 0),
    outSeconds: z._default(z.nullable(z.number().check(z.gte(0))), null),
    /** The source's length once its player has read it. */
    durationSeconds: z._default(z.nullable(z.number()), null),
    /** Words on screen while the shot plays (issue 42): in the preview, the subtitle files, burned in on request. */
    caption: z._default(z.string(), ''),
    /** Captions with their own in and out inside the shot, in seconds from its in point. */
    cues: z._default(
      z
        .array(
          z.object({
            text: z.string(),
            from: z.number().check(z.gte(0)),
            to: z.number().check(z.gte(0)),
          }),
        )
        .check(z.maxLength(50)),
      [],
    ),
    /** Fit (whole, with bars) or Fill (cropped) in the film's shape, and where the crop sits (-1 to 1). */
    framing: z._default(z.enum(FRAMINGS), 'fit'),
    offset: z._default(z.number().check(z.gte(-1), z.lte(1)), 0),
    /** The shot's own sound in the film (false: muted, the song alone under it). */
    sound: z._default(z.boolean(), true),
    /** How the shot before gives way to this one (issue 54): older shots read as a cut. */
    transition: z._default(z.catch(zTransition, DEFAULT_TRANSITION), DEFAULT_TRANSITION),
    /**
     * Who should be in the shot (issue 56), by character id, once set ("Same characters for every
     * shot"); null: the characters it was made with. Older shots read as null.
     */
    characters: z._default(
      z.catch(z.nullable(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))), null),
      null,
    ),
  }),
);
export type Shot = z.infer<typeof zShot>;

const zSoundtrack = lazySchema(() =>
  z.object({
    /** A music result's take, or a file from this computer (its bytes kept here). */
    from: z.union([
      z.object({
        kind: z.literal('job'),
        jobId: z.string(),
        slot: z.number().check(z.int(), z.gte(0)),
      }),
      z.object({ kind: z.literal('file'), name: z.string(), blob: z.instanceof(Blob) }),
    ]),
    offsetSeconds: z._default(z.number().check(z.gte(0)), 0),
    volume: z._default(z.number().check(z.gte(0), z.lte(1)), 0.8),
    fadeOutSeconds: z._default(z.number().check(z.gte(0)), 2),
    durationSeconds: z._default(z.nullable(z.number()), null),
  }),
);
export type Soundtrack = z.infer<typeof zSoundtrack>;

/** A title or end card (issue 42): words on a colour for a few seconds. */
const zCard = lazySchema(() =>
  z.object({
    text: z._default(z.string(), ''),
    color: z._default(z.string().check(z.regex(/^#[0-9a-f]{6}$/i)), '#1e3a8a'),
    seconds: z._default(z.number().check(z.gte(1), z.lte(10)), 3),
  }),
);

const zStoryboard = lazySchema(() =>
  z.object({
    id: z.string(),
    v: z.literal(STORYBOARD_VERSION),
    name: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
    shots: z._default(z.array(zShot), []),
    soundtrack: z._default(z.nullable(zSoundtrack), null),
    /** The shots' own sound in the mix, 0–1. */
    shotsVolume: z._default(z.number().check(z.gte(0), z.lte(1)), 1),
    /**
     * The song lowered under the shots whose sound is heard (issue 54): on for a new board, off
     * for one from before it, so its film sounds as it did (why: docs/storyboard.md, "Ducking").
     */
    ducking: z._default(z.catch(zDucking, OLDER_BOARD_DUCKING), OLDER_BOARD_DUCKING),
    size: z._default(z.enum(Object.keys(filmSizes) as ['720p', '1080p']), '720p'),
    /** The film's shape (issue 42); `size` is its short side. */
    aspect: z._default(z.enum(FILM_ASPECTS), '16:9'),
    /** The file asked for; the export says when this browser makes the other instead. */
    format: z._default(z.enum(FILM_FORMATS), 'mp4'),
    /** The shots' captions drawn on the pictures (they are always offered as subtitle files too). */
    burnCaptions: z._default(z.boolean(), false),
    /** How burned captions look (issue 54); older records read as today's look. */
    captionStyle: z._default(z.catch(zCaptionStyle, DEFAULT_CAPTION_STYLE), DEFAULT_CAPTION_STYLE),
    /** Before the first shot and after the last (null: none). */
    titleCard: z._default(z.nullable(zCard), null),
    endCard: z._default(z.nullable(zCard), null),
    /** The last film exported from it, a job in the library. */
    filmJobId: z._default(z.nullable(z.string()), null),
    /**
     * The Library board (`jobs/boards/`) the storyboard belongs to, by id (issue 40): each film
     * exported from it is put on that board. Null: none; older records read as none.
     */
    libraryBoard: z._default(z.catch(z.nullable(z.string()), null), null),
  }),
);
export type Storyboard = z.infer<typeof zStoryboard>;

interface StoryboardRow {
  id: string;
  updatedAt: number;
  v: number;
  [field: string]: unknown;
}

/**
 * A database of its own, as presets and kept copies have: a storyboard is the person's work on
 * top of the library, and losing it never touches a job (nor does the ledger's schema move for it).
 * One store, `boards`, keyed by id, with an index on `updatedAt` (as Dexie's version 1 made it).
 */
export const storyboardSchema: Schema = {
  name: 'media-studio-storyboards',
  version: 10,
  upgrade: (db, tx) => ensureStore(db, tx, 'boards', 'id', ['updatedAt']),
};

export interface StoryboardStores {
  boards: StoryboardRow;
}
export type StoryboardDb = Database<StoryboardStores>;

/** What a live read of the storyboards follows. */
const BOARDS = topicsOf(storyboardSchema, 'boards');

/** The write journal's name for storyboard edits (`lib/write-journal.ts`). */
const JOURNAL = 'storyboard';

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but when a board is first read or written (decision 035): a first visit to a generator
 * page no longer opens it. Before any caller gets it, the edits a reload cut off are written
 * (`replayBoardEdits`, the `opened` step, which every caller waits for), so the board page's
 * first read already has them, whoever asks first: a live read may be the first caller, and the
 * replay's writes still come before its read (under Dexie a live query's context refused them,
 * and the replay was lost: decision 035). This page's own entries are left to their own writes,
 * which follow the open. A database held back by another tab (`blocked`) resolves at once, and
 * the replay's transactions wait for the open, ahead of every read.
 */
export const storyboardDb = lazyDatabase<StoryboardStores>(storyboardSchema, (db) =>
  replayBoardEdits(Date.now(), db, { othersOnly: true }),
);

/** Test seam, as `reopenLedgerDb`: a database of the test's own, its replay done. */
export function reopenStoryboardDb(name: string): Promise<StoryboardDb> {
  return storyboardDb.reopen(name);
}

/** A stored row read back: another version of the studio may have written it. */
export function readStoryboard(row: unknown): Storyboard | null {
  const parsed = zStoryboard.safeParse(row);
  return parsed.success ? parsed.data : null;
}

export async function listStoryboards(): Promise<Storyboard[]> {
  const db = await storyboardDb();
  // The latest first (`updatedAt` descending, as the index's reverse order).
  const rows = await db.read(['boards'], (tx) => tx.store('boards').index('updatedAt').getAll());
  return rows.reverse().flatMap((row) => readStoryboard(row) ?? []);
}

export async function createStoryboard(name: string, now = Date.now()): Promise<Storyboard> {
  const db = await storyboardDb();
  const board = zStoryboard.parse({
    id: randomId(),
    v: STORYBOARD_VERSION,
    name,
    createdAt: now,
    updatedAt: now,
    ducking: NEW_BOARD_DUCKING,
  });
  await db.write(['boards'], (tx) => tx.store('boards').add(board));
  return board;
}

/**
 * Writes one change to a storyboard and returns it as stored; a record this studio cannot read is
 * never written over (null).
 */
export async function updateStoryboard(
  id: string,
  change: (board: Storyboard) => Storyboard,
  now = Date.now(),
): Promise<Storyboard | null> {
  const db = await storyboardDb();
  return db.write(['boards'], async (tx) => {
    const boards = tx.store('boards');
    const board = readStoryboard(await boards.get(id));
    if (board === null) return null;
    // Never back in time: two edits in one millisecond still order, so the newest write is known.
    const saved = zStoryboard.parse({
      ...change(board),
      updatedAt: Math.max(now, board.updatedAt + 1),
    });
    await boards.put(saved);
    return saved;
  });
}

/**
 * One edit the page shows at once (`useBoardEdits`), kept in the write journal until it has
 * committed: `shown` is the board as the page draws it with this edit, what a replay writes if a
 * reload comes first. Resolves as `updateStoryboard` does.
 */
export function journalledUpdate(
  shown: Storyboard,
  change: (board: Storyboard) => Storyboard,
): Promise<Storyboard | null> {
  const settle = journalWrite(JOURNAL, shown.id, withoutSongBytes(shown));
  const written = updateStoryboard(shown.id, change);
  void written.then(settle, settle);
  return written;
}

/**
 * A board as the journal keeps it: a song file's bytes stay out (localStorage holds text, and not
 * much of it); only its name goes in, and a replay takes the bytes back from the stored board.
 */
function withoutSongBytes(board: Storyboard): unknown {
  const song = board.soundtrack;
  return song?.from.kind === 'file'
    ? { ...board, soundtrack: { ...song, from: { kind: 'file', name: song.from.name } } }
    : board;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A journalled board made whole against the stored one: a song file's bytes come from the stored
 * board when it holds that file; where it does not (the file was chosen in the very edit the
 * reload cut off, and its bytes never reached IndexedDB), the stored song stays.
 */
function withStoredSongBytes(value: unknown, stored: Storyboard): unknown {
  if (!isRecord(value) || !isRecord(value.soundtrack)) return value;
  const from = value.soundtrack.from;
  if (!isRecord(from) || from.kind !== 'file') return value;
  const kept = stored.soundtrack;
  const same = kept?.from.kind === 'file' && kept.from.name === from.name;
  return { ...value, soundtrack: same ? { ...value.soundtrack, from: kept.from } : kept };
}

/**
 * Writes what the journal still holds. An entry is older than the stored board when that board was
 * written after it was journalled: its own write did commit (a reload came between the commit and
 * the clearing), or another tab or device wrote since, and the later write wins as it always does.
 */
export async function replayBoardEdits(
  now = Date.now(),
  db?: StoryboardDb,
  { othersOnly = false }: { othersOnly?: boolean } = {},
): Promise<void> {
  const store = db ?? (await storyboardDb());
  for (const entry of journalled(JOURNAL, { othersOnly })) {
    try {
      await store.write(['boards'], async (tx) => {
        const boards = tx.store('boards');
        const stored = readStoryboard(await boards.get(entry.key));
        // Deleted since, unreadable to this studio, or newer than the edit: left as it is.
        if (stored === null || stored.updatedAt >= entry.at) return;
        const shown = readStoryboard(withStoredSongBytes(entry.value, stored));
        if (shown === null || shown.id !== stored.id) return;
        await boards.put({
          ...shown,
          updatedAt: Math.max(now, stored.updatedAt + 1),
        });
      });
      entry.settle();
    } catch {
      // Not written this time (storage refused): the entry stays for the next start.
    }
  }
}

/**
 * Storyboards from a library file: each one read as a stored record is (one this studio cannot
 * read is left out), those already here kept as they are. Returns how many were added.
 */
export async function addMissingStoryboards(rows: readonly unknown[]): Promise<number> {
  const db = await storyboardDb();
  const boards = rows.flatMap((row) => readStoryboard(row) ?? []);
  return db.write(['boards'], async (tx) => {
    const store = tx.store('boards');
    const have = new Set(
      (await store.getMany(boards.map((b) => b.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    const fresh = boards.filter((b) => !have.has(b.id));
    await store.addMany(fresh);
    return fresh.length;
  });
}

export async function deleteStoryboard(id: string): Promise<void> {
  const db = await storyboardDb();
  await db.write(['boards'], (tx) => tx.store('boards').delete(id));
}

/** A new shot of a library result, untrimmed. */
export function newShot(jobId: string, slot: number, durationSeconds: number | null): Shot {
  return {
    id: randomId(),
    jobId,
    slot,
    inSeconds: 0,
    outSeconds: null,
    durationSeconds,
    caption: '',
    cues: [],
    framing: 'fit',
    offset: 0,
    sound: true,
    transition: DEFAULT_TRANSITION,
    characters: null,
  };
}

/** None, when they cannot be read (one value, so the live read stays put). */
const noStoryboards: Storyboard[] = [];
const readStoryboards = () => listStoryboards();

/** Every storyboard, live: each write (in this tab or another) reads them again (lib's live read). */
export function useStoryboards(): Storyboard[] | undefined {
  return useLiveRead(readStoryboards, 'all', noStoryboards, BOARDS);
}
