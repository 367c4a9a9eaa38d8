import { tableCollection } from '@/jobs/sync/synced-collection';
import { boardDb, boardRow, boardTopics, readBoard, type BoardDb } from './boards-db';

/**
 * The boards of one database as they sync (decision 028): a board's stamp is its `updatedAt`, so
 * a rename on one device wins on every other, and a deleted board is a tombstone that never comes
 * back. Which results are on a board travels with each job (`Job.boards`).
 */
export function boardCollectionOf(db: () => BoardDb | PromiseLike<BoardDb>) {
  return tableCollection({
    name: 'boards',
    db,
    store: 'boards',
    topics: boardTopics,
    parse: readBoard,
    stamp: (board) => board.updatedAt,
    row: boardRow,
  });
}

export const boardCollection = boardCollectionOf(boardDb);
