import type { Job } from '@/jobs/job';

/**
 * A value derived from a job, computed once per stored version of it. The index keeps a job's
 * object until the job is written again, so a cache keyed by the object is exact: e.g.
 * `const textOf = perRecord(searchText)` gives each job's lower-case search text, computed at
 * the first search and reused by every keystroke after.
 */
export function perRecord<T>(derive: (job: Job) => T): (job: Job) => T {
  const cache = new WeakMap<Job, T>();
  return (job) => {
    if (cache.has(job)) return cache.get(job) as T;
    const value = derive(job);
    cache.set(job, value);
    return value;
  };
}
