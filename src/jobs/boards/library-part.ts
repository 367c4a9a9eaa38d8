import { t } from '@/i18n/i18n';
import type { LibraryPart } from '@/jobs/ledger/library-parts';
import { addMissingBoards, allBoards, boardRow, readBoard, type Board } from './boards-db';

/** More boards than this in one file is not a library this studio wrote. */
const MAX_BOARDS = 10_000;

/**
 * The boards in the library file (issue 40): each board's id and name; which results are on it
 * travels on the jobs themselves (`Job.boards`). Read all or nothing, as the jobs are; a board the
 * studio already holds is kept as it is.
 */
export const boardsPart: LibraryPart = {
  key: 'boards',
  collect: async () => (await allBoards()).map(boardRow),
  read: (raw) => {
    if (raw === null || raw.length > MAX_BOARDS)
      return Promise.resolve({ ok: false, message: t('boards.fileRefused') });
    const boards: Board[] = [];
    for (const item of raw) {
      const board = readBoard(item);
      if (board === undefined)
        return Promise.resolve({ ok: false, message: t('boards.fileRefused') });
      boards.push(board);
    }
    return Promise.resolve({ ok: true, add: () => addMissingBoards(boards) });
  },
  imported: (count) => t('boards.imported', { count }),
};
