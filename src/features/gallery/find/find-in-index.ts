import type { Job } from '@/jobs/job';
import { perRecord } from '@/jobs/ledger/ledger-index';
import { matcher, searchText, type FindCriteria } from './find';

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
  const found = newestFirst.filter((job) => test(job, searchTextOf));
  return criteria.sort === 'newest' ? found : found.reverse();
}
