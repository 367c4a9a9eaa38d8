import type { EntityTable } from 'dexie';
import { Dexie, lazyDatabase, type Dependencies } from '@/lib/dexie';
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
    slot: z.number().int().min(0).default(0),
    inSeconds: z.number().min(0).default(0),
    outSeconds: z.number().min(0).nullable().default(null),
    /** The source's length once its player has read it. */
    durationSeconds: z.number().nullable().default(null),
    /** Words on screen while the shot plays (issue 42): in the preview, the subtitle files, burned in on request. */
    caption: z.string().default(''),
    /** Captions with their own in and out inside the shot, in seconds from its in point. */
    cues: z
      .array(z.object({ text: z.string(), from: z.number().min(0), to: z.number().min(0) }))
      .max(50)
      .default([]),
    /** Fit (whole, with bars) or Fill (cropped) in the film's shape, and where the crop sits (-1 to 1). */
    framing: z.enum(FRAMINGS).default('fit'),
    offset: z.number().min(-1).max(1).default(0),
    /** The shot's own sound in the film (false: muted, the song alone under it). */
    sound: z.boolean().default(true),
    /** How the shot before gives way to this one (issue 54): older shots read as a cut. */
    transition: zTransition.catch(DEFAULT_TRANSITION).default(DEFAULT_TRANSITION),
    /**
     * Who should be in the shot (issue 56), by character id, once set ("Same characters for every
     * shot"); null: the characters it was made with. Older shots read as null.
     */
    characters: z.array(z.string().max(100)).max(20).nullable().catch(null).default(null),
  }),
);
export type Shot = z.infer<typeof zShot>;

const zSoundtrack = lazySchema(() =>
  z.object({
    /** A music result's take, or a file from this computer (its bytes kept here). */
    from: z.union([
      z.object({ kind: z.literal('job'), jobId: z.string(), slot: z.number().int().min(0) }),
      z.object({ kind: z.literal('file'), name: z.string(), blob: z.instanceof(Blob) }),
    ]),
    offsetSeconds: z.number().min(0).default(0),
    volume: z.number().min(0).max(1).default(0.8),
    fadeOutSeconds: z.number().min(0).default(2),
    durationSeconds: z.number().nullable().default(null),
  }),
);
export type Soundtrack = z.infer<typeof zSoundtrack>;

/** A title or end card (issue 42): words on a colour for a few seconds. */
const zCard = lazySchema(() =>
  z.object({
    text: z.string().default(''),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .default('#1e3a8a'),
    seconds: z.number().min(1).max(10).default(3),
  }),
);

const zStoryboard = lazySchema(() =>
  z.object({
    id: z.string(),
    v: z.literal(STORYBOARD_VERSION),
    name: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
    shots: z.array(zShot).default([]),
    soundtrack: zSoundtrack.nullable().default(null),
    /** The shots' own sound in the mix, 0–1. */
    shotsVolume: z.number().min(0).max(1).default(1),
    /**
     * The song lowered under the shots whose sound is heard (issue 54): on for a new board, off
     * for one from before it, so its film sounds as it did (why: docs/storyboard.md, "Ducking").
     */
    ducking: zDucking.catch(OLDER_BOARD_DUCKING).default(OLDER_BOARD_DUCKING),
    size: z.enum(Object.keys(filmSizes) as ['720p', '1080p']).default('720p'),
    /** The film's shape (issue 42); `size` is its short side. */
    aspect: z.enum(FILM_ASPECTS).default('16:9'),
    /** The file asked for; the export says when this browser makes the other instead. */
    format: z.enum(FILM_FORMATS).default('mp4'),
    /** The shots' captions drawn on the pictures (they are always offered as subtitle files too). */
    burnCaptions: z.boolean().default(false),
    /** How burned captions look (issue 54); older records read as today's look. */
    captionStyle: zCaptionStyle.catch(DEFAULT_CAPTION_STYLE).default(DEFAULT_CAPTION_STYLE),
    /** Before the first shot and after the last (null: none). */
    titleCard: zCard.nullable().default(null),
    endCard: zCard.nullable().default(null),
    /** The last film exported from it, a job in the library. */
    filmJobId: z.string().nullable().default(null),
    /**
     * The Library board (`jobs/boards/`) the storyboard belongs to, by id (issue 40): each film
     * exported from it is put on that board. Null: none; older records read as none.
     */
    libraryBoard: z.string().nullable().catch(null).default(null),
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
 */
export class StoryboardDb extends Dexie {
  boards!: EntityTable<StoryboardRow, 'id'>;
  constructor(name: string, dependencies?: Dependencies) {
    super(name, dependencies);
    this.version(1).stores({ boards: 'id, updatedAt' });
  }
}

/** The write journal's name for storyboard edits (`lib/write-journal.ts`). */
const JOURNAL = 'storyboard';

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but when a board is first read or written (decision 035): a first visit to a generator
 * page no longer opens it. Before any caller gets it, the edits a reload cut off are written
 * (`replayBoardEdits`), so the board page's first read already has them; this page's own entries
 * are left to their own writes, which follow the open. A database held back by another tab
 * (`blocked`) resolves at once, and the replay's transactions wait in Dexie's queue ahead of
 * every read.
 */
export const storyboardDb = lazyDatabase(
  (dependencies) => new StoryboardDb('media-studio-storyboards', dependencies),
  (db) => replayBoardEdits(Date.now(), db, { othersOnly: true }),
);

/** Test seam, as `reopenLedgerDb`. */
export function reopenStoryboardDb(name: string): StoryboardDb {
  return storyboardDb.reopen(new StoryboardDb(name));
}

/** A stored row read back: another version of the studio may have written it. */
export function readStoryboard(row: unknown): Storyboard | null {
  const parsed = zStoryboard.safeParse(row);
  return parsed.success ? parsed.data : null;
}

export async function listStoryboards(): Promise<Storyboard[]> {
  const db = await storyboardDb();
  const rows = await db.boards.orderBy('updatedAt').reverse().toArray();
  return rows.flatMap((row) => readStoryboard(row) ?? []);
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
  await db.boards.add(board);
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
  return db.transaction('rw', db.boards, async () => {
    const board = readStoryboard(await db.boards.get(id));
    if (board === null) return null;
    // Never back in time: two edits in one millisecond still order, so the newest write is known.
    const saved = zStoryboard.parse({
      ...change(board),
      updatedAt: Math.max(now, board.updatedAt + 1),
    });
    await db.boards.put(saved);
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
      await store.transaction('rw', store.boards, async () => {
        const stored = readStoryboard(await store.boards.get(entry.key));
        // Deleted since, unreadable to this studio, or newer than the edit: left as it is.
        if (stored === null || stored.updatedAt >= entry.at) return;
        const shown = readStoryboard(withStoredSongBytes(entry.value, stored));
        if (shown === null || shown.id !== stored.id) return;
        await store.boards.put({
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
  return db.transaction('rw', db.boards, async () => {
    const have = new Set(
      (await db.boards.bulkGet(boards.map((b) => b.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    const fresh = boards.filter((b) => !have.has(b.id));
    await db.boards.bulkAdd(fresh);
    return fresh.length;
  });
}

export async function deleteStoryboard(id: string): Promise<void> {
  const db = await storyboardDb();
  await db.boards.delete(id);
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
  return useLiveRead(readStoryboards, 'all', noStoryboards);
}
