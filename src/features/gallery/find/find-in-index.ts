import type { Job } from '@/jobs/job';
import { perRecord } from '@/jobs/ledger/per-record';
import { matcher, notOnABoard, searchText, type FindCriteria } from './find';

/**
 * Each job's search text, computed once per stored version of the job: the ledger index keeps a
 * job's object until it is written again, so a keystroke over 20,000 jobs only compares strings.
 */
export const searchTextOf = perRecord(searchText);

/**
 * `findJobs` over the ledger index (`useLedgerIndex().jobs`, already newest first): the same
 * answer, without sorting on each keystroke — "oldest" is the exact reverse, ids break ties.
 */
export function findInIndex(
  newestFirst: readonly Job[],
  criteria: FindCriteria,
  now: number,
): Job[] {
  const test = matcher(criteria, now);
  // A board's view starts from that board's own jobs; the matcher still checks every criterion.
  const pool =
    criteria.board == null ? newestFirst : (boardListsOf(newestFirst).get(criteria.board) ?? []);
  const found = pool.filter((job) => test(job, searchTextOf));
  return criteria.sort === 'newest' ? found : found.reverse();
}

/**
 * The jobs on each board, and those on none under `notOnABoard`, in the index's order: made in one
 * pass (what one board's filter cost before) the first time a board is chosen in this version of
 * the index, and kept with it (the index gives a new `jobs` array when a record changes). Going
 * from board to board then tests each board's hundred jobs, not all 20,000.
 */
const boardLists = new WeakMap<readonly Job[], ReadonlyMap<string, readonly Job[]>>();

function boardListsOf(newestFirst: readonly Job[]): ReadonlyMap<string, readonly Job[]> {
  const known = boardLists.get(newestFirst);
  if (known !== undefined) return known;
  const lists = new Map<string, Job[]>();
  const add = (board: string, job: Job) => {
    const list = lists.get(board);
    if (list === undefined) lists.set(board, [job]);
    // A board named twice on one job (an old record) lists the job once.
    else if (list[list.length - 1] !== job) list.push(job);
  };
  for (const job of newestFirst) {
    if (job.boards.length === 0) add(notOnABoard, job);
    else for (const board of job.boards) add(board, job);
  }
  boardLists.set(newestFirst, lists);
  return lists;
}
