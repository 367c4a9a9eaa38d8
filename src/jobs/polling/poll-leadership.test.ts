// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePollLeadership } from './poll-leadership';
import { setStorageHealth } from '@/jobs/ledger/storage-health';

afterEach(() => {
  vi.unstubAllGlobals();
  setStorageHealth({ state: 'ok' });
});

/** Another tab holds the lock: this one's request is never granted. */
function lockHeldElsewhere() {
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: { request: () => new Promise(() => undefined) },
  });
}

describe('which tab polls', () => {
  it('waits for the lock while another tab holds it', () => {
    lockHeldElsewhere();
    expect(renderHook(() => usePollLeadership()).result.current).toBe(false);
  });

  it('INVARIANT with the ledger in memory (no IndexedDB) each tab polls its own jobs: no other tab can see them', () => {
    lockHeldElsewhere();
    setStorageHealth({ state: 'memory', reason: 'refused' });
    expect(renderHook(() => usePollLeadership()).result.current).toBe(true);
  });
});
