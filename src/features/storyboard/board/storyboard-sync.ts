import { topicsOf } from '@/lib/idb';
import { watchLive } from '@/lib/live-query';
import { syncedCollection } from '@/jobs/sync/synced-collection';
import {
  readStoryboard,
  storyboardDb,
  storyboardSchema,
  type Soundtrack,
  type Storyboard,
  type StoryboardDb,
} from './storyboard-db';

/**
 * Storyboards in the library's sync (issue 29 item 3, decision 028), declared in the storyboard's
 * part (`../index.ts`) and composed by the app, since jobs/ cannot import a feature. Rules:
 * - the board with the later `updatedAt` wins whole (`updateStoryboard` never moves it back);
 * - a soundtrack from a file on this computer never leaves it (its bytes are this device's, like
 *   a kept copy): the board goes without it, and a peer's version without a soundtrack does not
 *   take away this device's own file;
 * - a deleted board is a tombstone and does not come back;
 * - a peer's board is read with the same zod schema as a stored one (`readStoryboard`).
 */
const fromFile = (soundtrack: Soundtrack | null) => soundtrack?.from.kind === 'file';

/** The boards of one database as they sync. */
export function storyboardCollectionOf(db: () => StoryboardDb | PromiseLike<StoryboardDb>) {
  const all = async () =>
    (await (await db()).read(['boards'], (tx) => tx.store('boards').getAll())).flatMap(
      (row) => readStoryboard(row) ?? [],
    );
  return syncedCollection<Storyboard>({
    name: 'storyboards',
    all,
    watch: (onChange) => watchLive(all, topicsOf(storyboardSchema, 'boards'), onChange),
    parse: (raw) => readStoryboard(raw) ?? undefined,
    id: (board) => board.id,
    stamp: (board) => board.updatedAt,
    outgoing: (board) => (fromFile(board.soundtrack) ? { ...board, soundtrack: null } : board),
    put: async (boards) => mergeStoryboards(await db(), boards),
    remove: async (ids) =>
      (await db()).write(['boards'], (tx) => tx.store('boards').deleteMany(ids)),
  });
}

/** This studio's storyboards (`media-studio-storyboards`). */
export const storyboardCollection = storyboardCollectionOf(storyboardDb);

/** Peers' boards: added, or written over an older one here (keeping this device's own file). */
async function mergeStoryboards(db: StoryboardDb, boards: readonly Storyboard[]): Promise<void> {
  await db.write(['boards'], async (tx) => {
    const store = tx.store('boards');
    const stored = await store.getMany(boards.map((b) => b.id));
    const newer = boards.flatMap((board, index) => {
      const mine = readStoryboard(stored[index]);
      if (mine !== null && mine.updatedAt >= board.updatedAt) return [];
      const keep = mine !== null && board.soundtrack === null && fromFile(mine.soundtrack);
      return [keep ? { ...board, soundtrack: mine.soundtrack } : board];
    });
    await store.putMany(newer);
  });
}
