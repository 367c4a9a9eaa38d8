import { describe, expect, it } from 'vitest';
import { testJob } from '@/testing/jobs';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { LedgerIndex } from './ledger-index';
import { FIRST_SCREEN, type LedgerSnapshot } from './ledger-snapshot';

const entries: LedgerEntry[] = Array.from({ length: 100 }, (_, i) => ({
  ok: true,
  job: testJob({ id: `job-${String(i).padStart(3, '0')}`, createdAt: i }),
}));
const newestFirst = [...entries].reverse();

describe('LedgerIndex, first screen', () => {
  it('gives the newest records (incomplete, with status counts) before the whole table, then the whole', async () => {
    let releaseAll: () => void = () => undefined;
    const allRead = new Promise<void>((resolve) => (releaseAll = resolve));
    const index = new LedgerIndex({
      name: () => `early-${Math.random()}`,
      readNewest: (count) =>
        Promise.resolve({
          entries: newestFirst.slice(0, count),
          statusCounts: new Map([['succeeded', 100]]),
        }),
      readAll: async () => {
        await allRead;
        return entries;
      },
      readSome: () => Promise.resolve(new Map()),
    });
    const seen: LedgerSnapshot[] = [];
    index.subscribe((s) => seen.push(s));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(index.current()).toBeUndefined();
    const early = index.early();
    expect(early?.complete).toBe(false);
    expect(early?.entries).toHaveLength(FIRST_SCREEN);
    expect(early?.entries[0]).toEqual(newestFirst[0]);
    expect(early?.statusCounts?.get('succeeded')).toBe(100);
    expect(seen.map((s) => s.complete)).toEqual([false]);

    releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(index.early()?.complete).toBe(true);
    expect(index.current()?.entries).toEqual(newestFirst);
    expect(seen.map((s) => s.complete)).toEqual([false, true]);
    index.close();
  });
});
