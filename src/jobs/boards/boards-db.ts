import { t } from '@/i18n/i18n';
import { ensureStore, lazyDatabase, topicsOf, type Database, type Schema } from '@/lib/idb';
import { randomId } from '@/lib/id';
import { useLiveRead } from '@/lib/live-query';
import { lazySchema, z } from '@/lib/zod';
import { readVersioned } from '@/jobs/ledger/migrations';
import { cleanName, nameProblem, type NameProblem } from '@/jobs/names';

/**
 * Boards (issue 40): named sets of results — a film, an album, a campaign. A board is a record
 * here (its id and name); which results are on it is written on each job (`Job.boards`), so a
 * result can be on several, the Library filters with plain comparisons, and membership travels
 * with the job (library file, sync). A database of its own, as presets and storyboards have:
 * losing it never touches a job (a job naming a board that is gone reads as on no board).
 */

export const BOARD_VERSION = 1;

export const zBoard = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    createdAt: z.number(),
    /** The sync stamp: a rename on one device wins on every other. */
    updatedAt: z.number(),
  }),
);
export type Board = z.infer<typeof zBoard>;

interface BoardRow {
  id: string;
  v: number;
  [field: string]: unknown;
}

/** The database's stores: its name → its rows. */
export interface BoardStores {
  /** Keyed by `id`. */
  boards: BoardRow;
}

export type BoardDb = Database<BoardStores>;

/** Version 10 is the one the studio made before (its first): a browser's boards open as they are. */
export const boardsSchema: Schema = {
  name: 'media-studio-boards',
  version: 10,
  upgrade: (db, tx) => {
    ensureStore(db, tx, 'boards', 'id', []);
  },
};

/** What a live read of the boards follows. */
export const boardTopics = topicsOf(boardsSchema, 'boards');

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but only when the boards are first read or written (decision 035).
 */
export const boardDb = lazyDatabase<BoardStores>(boardsSchema);

/** Test seam, as `reopenStudioDb`: each unit test gets a database of its own. */
export function reopenBoardDb(name: string): Promise<BoardDb> {
  return boardDb.reopen(name);
}

/** A stored, synced or imported board in today's shape; one from a later studio is left alone. */
export function readBoard(raw: unknown): Board | undefined {
  const read = readVersioned(raw, {
    latest: BOARD_VERSION,
    schema: zBoard,
    newer: (version) => t('boards.newer', { version }),
  });
  return read.ok ? read.value : undefined;
}

export const boardRow = (board: Board): BoardRow => ({ ...board, v: BOARD_VERSION });

/** Every readable board, by name (as a person looks for one), ties by age. */
export async function allBoards(): Promise<Board[]> {
  const rows = await (await boardDb()).read(['boards'], (tx) => tx.store('boards').getAll());
  return rows
    .flatMap((row) => readBoard(row) ?? [])
    .sort((a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt);
}

/** A name refused by the store (the field says the same before it is sent). */
export class BoardNameError extends Error {
  override readonly name = 'BoardNameError';
  constructor(readonly problem: NameProblem) {
    super(problem);
  }
}

/**
 * Writes `name` as board `id` (a new one when `id` is null), checked against every other board in
 * the same transaction, so two tabs cannot both make "Harbour". Resolves once committed: the
 * dialog closes only then (docs/reliability.md, "Saved means saved").
 */
async function writeName(id: string | null, typed: string, now: number): Promise<Board> {
  const db = await boardDb();
  return db.write(['boards'], async (tx) => {
    const store = tx.store('boards');
    const boards = (await store.getAll()).flatMap((row) => readBoard(row) ?? []);
    const others = boards.filter((board) => board.id !== id).map((board) => board.name);
    const problem = nameProblem(typed, others);
    if (problem !== null) throw new BoardNameError(problem);
    const name = cleanName(typed);
    const mine = boards.find((board) => board.id === id);
    const board: Board =
      mine === undefined
        ? { id: id ?? randomId(), name, createdAt: now, updatedAt: now }
        : { ...mine, name, updatedAt: now };
    await store.put(boardRow(board));
    return board;
  });
}

export function createBoard(name: string, now = Date.now()): Promise<Board> {
  return writeName(null, name, now);
}

export function renameBoard(id: string, name: string, now = Date.now()): Promise<Board> {
  return writeName(id, name, now);
}

/** Forgets the board record only; what happens to its results is `deleteBoard`'s (board-actions). */
export async function forgetBoard(id: string): Promise<void> {
  await (await boardDb()).write(['boards'], (tx) => tx.store('boards').delete(id));
}

/** From a library file: boards the studio does not hold yet are added, the others kept. */
export async function addMissingBoards(boards: readonly Board[]): Promise<number> {
  const db = await boardDb();
  return db.write(['boards'], async (tx) => {
    const store = tx.store('boards');
    const have = new Set(
      (await store.getMany(boards.map((b) => b.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    const fresh = boards.filter((b) => !have.has(b.id));
    await store.addMany(fresh.map(boardRow));
    return fresh.length;
  });
}

const noBoards: Board[] = [];
const readAll = () => allBoards();

/** The boards, live across tabs: `undefined` until read; a store that cannot be read reads as none. */
export function useBoards(): Board[] | undefined {
  return useLiveRead(readAll, 'all', noBoards, boardTopics);
}
