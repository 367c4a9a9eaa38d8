import { describe, expect, it } from 'vitest';
import { createdJob, testJob } from '@/testing/jobs';
import { gptsCreator } from './api';
import { recallGpts } from './recall';
import { zGptLookupForm } from './schema';

describe('recallGpts', () => {
  it.each(['g-2fkFE8rbu', 'g-2fkFE8rbu-trail-planner'])(
    'form value → request → the same id (%s)',
    (id) => {
      expect(recallGpts(createdJob(gptsCreator, zGptLookupForm, { id }))).toEqual({
        values: { id },
        missing: [],
        pending: {},
      });
    },
  );

  it('without a stored request the prompt is the id', () => {
    expect(recallGpts(testJob({ kind: 'gpts', prompt: 'g-abc' })).values).toEqual({ id: 'g-abc' });
  });
});
