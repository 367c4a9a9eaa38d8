import { describe, expect, it } from 'vitest';
import { testJob } from '@/testing/jobs';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { batchPosition, dialogWalk } from './batch';

const batch = (index: number, size = 3) => ({ id: 'b1', index, size });
const a = testJob({ id: 'a', createdAt: 3, batch: batch(2) });
const b = testJob({ id: 'b', createdAt: 2, batch: batch(1) });
const c = testJob({ id: 'c', createdAt: 1, batch: batch(0) });
const alone = testJob({ id: 'alone', createdAt: 4 });
const entries: LedgerEntry[] = [alone, a, b, c].map((job) => ({ ok: true, job }));

describe('batches in the gallery', () => {
  it('a variation reads "n of N"; a job made alone has no position', () => {
    expect(batchPosition(b)).toEqual({ number: 2, size: 3 });
    expect(batchPosition(alone)).toBeNull();
    expect(batchPosition(testJob({ batch: batch(0, 1) }))).toBeNull();
  });

  it('the dialog walks a batch in variation order, even when a filter hides some of it', () => {
    const walk = dialogWalk(a, [alone, a], entries);
    expect(walk?.batch).toBe(true);
    expect(walk?.jobs.map((j) => j.id)).toEqual(['c', 'b', 'a']);
    expect(walk?.index).toBe(2);
  });

  it('a job made alone walks what the view found', () => {
    const walk = dialogWalk(alone, [alone, a, b, c], entries);
    expect(walk).toMatchObject({ batch: false, index: 0 });
    expect(walk?.jobs).toHaveLength(4);
    expect(dialogWalk(null, [alone], entries)).toBeNull();
  });
});
