import { jobIdsOnBoard } from '@/jobs/ledger/reads';
import { removeJob } from '@/jobs/removal';
import { setOnBoard } from '@/jobs/ledger/person-edits';
import { autoAddBoard, setAutoAddBoard } from './auto-add';
import { forgetBoard } from './boards-db';

/**
 * What else uses a result (a storyboard's shot or song), so deleting a board can say how many of
 * its results are in use before they go. jobs/ cannot import a feature, so the app registers the
 * storyboard's reading (src/app/studio.tsx), loaded only when asked.
 */
type UsedIds = () => Promise<ReadonlySet<string>>;
const users: (() => Promise<UsedIds>)[] = [];

export function registerResultUsers(load: () => Promise<UsedIds>): void {
  users.push(load);
}

/** The board's results, and how many of them a storyboard uses. */
export async function boardContents(boardId: string): Promise<{ ids: string[]; used: number }> {
  const ids = await jobIdsOnBoard(boardId);
  const used = new Set<string>();
  for (const load of users) for (const id of await (await load())()) used.add(id);
  return { ids, used: ids.filter((id) => used.has(id)).length };
}

/**
 * Deletes a board. Its results stay (taken off it) unless the person chose to remove them too in
 * the question that asked: then each goes the way its own Remove takes it. The results first,
 * the board last: a reload in between leaves the board, never a result removed unasked.
 */
export async function deleteBoard(
  boardId: string,
  { removeResults }: { removeResults: boolean },
): Promise<number> {
  const ids = await jobIdsOnBoard(boardId);
  if (removeResults) for (const id of ids) await removeJob(id);
  else await setOnBoard(ids, boardId, false);
  await forgetBoard(boardId);
  // New results no longer go to a board that is gone.
  if (autoAddBoard() === boardId) setAutoAddBoard(null);
  return ids.length;
}
