import { describe, expect, it } from 'vitest';
import { zJob, type Job } from '@/jobs/job';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { gptsCreator } from './api';
import { recallGpts } from './recall';
import { zGptLookupForm } from './schema';

function jobOf(overrides: Partial<Job>): Job {
  return zJob.parse({
    id: 'j',
    kind: 'gpts',
    gateway: 'http://g',
    status: 'succeeded',
    remoteIds: ['g-x'],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
    ...overrides,
  });
}

describe('recallGpts', () => {
  it.each(['g-2fkFE8rbu', 'g-2fkFE8rbu-trail-planner'])(
    'form value → request → the same id (%s)',
    (id) => {
      const request = gptsCreator.describeRequest(
        zGptLookupForm.parse({ id }),
        createDemoTestbed().settings,
      );
      expect(recallGpts(jobOf({ request, prompt: id }))).toEqual({
        values: { id },
        missing: [],
        pending: {},
      });
    },
  );

  it('without a stored request the prompt is the id', () => {
    expect(recallGpts(jobOf({ prompt: 'g-abc' })).values).toEqual({ id: 'g-abc' });
  });
});
