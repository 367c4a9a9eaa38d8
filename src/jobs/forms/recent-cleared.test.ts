// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { testJob } from '@/testing/jobs';
import { isCleared, readClearedBefore, setClearedBefore } from './recent-cleared';

describe('"Clear finished" on a generator page', () => {
  it('leaves out jobs finished by the moment of the clear, never waiting ones or later ones', () => {
    const at = 1_000;
    expect(isCleared(testJob({ status: 'succeeded', completedAt: 900 }), at)).toBe(true);
    expect(isCleared(testJob({ status: 'failed', completedAt: null, updatedAt: 1_000 }), at)).toBe(
      true,
    );
    expect(isCleared(testJob({ status: 'succeeded', completedAt: 1_100 }), at)).toBe(false);
    expect(isCleared(testJob({ status: 'running', completedAt: null, updatedAt: 10 }), at)).toBe(
      false,
    );
    expect(isCleared(testJob({ status: 'succeeded', completedAt: 900 }), null)).toBe(false);
  });

  it('is kept per generator across reloads (localStorage), and can be undone', () => {
    setClearedBefore('video', 1_234);
    expect(readClearedBefore('video')).toBe(1_234);
    expect(readClearedBefore('clip')).toBeNull();
    setClearedBefore('video', null);
    expect(readClearedBefore('video')).toBeNull();
  });
});
