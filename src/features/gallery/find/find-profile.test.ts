import { describe, expect, it } from 'vitest';
import { zJob, type Job } from '@/jobs/job';
import { hrefFor, parseHash } from '@/lib/hash-route';
import { allJobs, criteriaFromParams, findJobs, isNarrowed, libraryParams } from './find';

function job(id: string, profileId: string | null): Job {
  return zJob.parse({
    id,
    kind: 'video',
    gateway: 'http://g',
    status: 'succeeded',
    remoteIds: [id],
    createdAt: 1,
    updatedAt: 1,
    changedAt: 1,
    profileId,
  });
}

describe('the library filtered by gateway profile', () => {
  const jobs = [job('a', null), job('b', 'relay-b'), job('c', 'relay-b')];

  it('keeps the jobs of one profile; "default" is the first profile (and every job made before profiles)', () => {
    expect(findJobs(jobs, { ...allJobs, profile: 'relay-b' }, 0).map((j) => j.id)).toEqual([
      'c',
      'b',
    ]);
    expect(findJobs(jobs, { ...allJobs, profile: 'default' }, 0).map((j) => j.id)).toEqual(['a']);
    expect(findJobs(jobs, allJobs, 0)).toHaveLength(3);
    expect(isNarrowed({ ...allJobs, profile: 'relay-b' })).toBe(true);
  });

  it('lives in the URL as profile=<id>, and a plain link has none', () => {
    const href = hrefFor('/library', libraryParams({ ...allJobs, profile: 'relay-b' }));
    expect(href).toBe('#/library?profile=relay-b');
    expect(criteriaFromParams(parseHash(href).params).profile).toBe('relay-b');
    expect(criteriaFromParams(new URLSearchParams('')).profile).toBeUndefined();
  });
});
