import { describe, expect, it } from 'vitest';
import { shownInLibrary } from './library-view';
import { jobStatuses } from './status';

describe('shownInLibrary', () => {
  it('with no status chosen, every job shows except the ones never started', () => {
    expect(jobStatuses.filter((s) => shownInLibrary(s, null))).toEqual([
      // Waiting in the studio's queue (decision 031): work to come, shown like any other.
      'waiting',
      'submitting',
      'queued',
      'running',
      'succeeded',
      'failed',
      'unknown',
    ]);
  });

  it('the Status filter shows exactly its own, "Not started" included', () => {
    for (const status of jobStatuses)
      expect(jobStatuses.filter((s) => shownInLibrary(s, status))).toEqual([status]);
  });
});
