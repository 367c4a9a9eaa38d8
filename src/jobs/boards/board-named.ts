import { sameName } from '@/jobs/names';
import { allBoards, BoardNameError, createBoard, type Board } from './boards-db';

/**
 * The board of this name, else a new one (a batch's board, a storyboard's when it has none yet).
 * Another tab may make it between the read and the write: that one is the board then.
 */
export async function boardNamed(name: string): Promise<Board> {
  const found = (await allBoards()).find((board) => sameName(board.name, name));
  if (found !== undefined) return found;
  try {
    return await createBoard(name);
  } catch (error) {
    if (!(error instanceof BoardNameError)) throw error;
    const made = (await allBoards()).find((board) => sameName(board.name, name));
    if (made === undefined) throw error;
    return made;
  }
}
