import { describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import { testJob } from '@/testing/jobs';
import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { LedgerIndex } from './ledger-index';
import { childrenBySource } from '@/jobs/lineage';

/**
 * Issue 30: while one job runs among thousands, each write must cost the index and its readers
 * the changed record, not a pass over the library. These pin where that work is counted.
 */
const SIZE = 5_000;
const library: LedgerEntry[] = Array.from({ length: SIZE }, (_, i) => ({
  ok: true,
  job: testJob({
    id: `job-${String(i).padStart(5, '0')}`,
    createdAt: i,
    kind: i % 2 === 0 ? 'video' : 'music',
    status: 'succeeded',
  }),
}));

async function loadedIndex(): Promise<LedgerIndex> {
  const index = new LedgerIndex({
    name: () => `changes-${Math.random()}`,
    readAll: () => Promise.resolve(library),
    readSome: () => Promise.resolve(new Map()),
  });
  await eventually(() => expect(index.loaded).toBe(true));
  return index;
}

const written = (job: Job): LedgerEntry => ({ ok: true, job });

describe('LedgerIndex, one write among thousands', () => {
  it('says which ids each version changed, and that it does not know before the first read', async () => {
    const index = await loadedIndex();
    const first = index.current();
    if (first === undefined) throw new Error('not loaded');
    expect(first.changedSince(first.version - 1)).toBeNull();
    const running = testJob({
      id: 'new-job',
      createdAt: SIZE + 1,
      kind: 'video',
      status: 'running',
    });
    index.applyWritten([written(running)]);
    index.applyWritten([written({ ...running, progress: 50 })]);
    index.applyWritten([
      written(testJob({ id: 'job-00007', createdAt: 7, status: 'succeeded', favourite: true })),
    ]);
    const now = index.current();
    expect(now?.changedSince(first.version)).toEqual(['new-job', 'job-00007']);
    expect(now?.changedSince(now.version)).toEqual([]);
    expect(now?.entries[0]).toEqual(written({ ...running, progress: 50 }));
    expect(now?.entries).toHaveLength(SIZE + 1);
    index.close();
  });

  it('brings a filtered view up to date by looking only at the changed records', async () => {
    const index = await loadedIndex();
    const keep = vi.fn((e: LedgerEntry) => e.ok && e.job.kind === 'video');
    const before = index.current()?.view('video', keep);
    expect(before).toHaveLength(SIZE / 2);
    expect(keep).toHaveBeenCalledTimes(SIZE);

    keep.mockClear();
    const running = testJob({
      id: 'new-job',
      createdAt: SIZE + 1,
      kind: 'video',
      status: 'running',
    });
    index.applyWritten([written(running)]);
    index.applyWritten([written({ ...running, progress: 60 })]);
    const after = index.current()?.view('video', keep);
    expect(keep).toHaveBeenCalledTimes(1);
    expect(after?.[0]).toEqual(written({ ...running, progress: 60 }));
    expect(after).toEqual(index.current()?.entries.filter((e) => e.ok && e.job.kind === 'video'));
    // The earlier view is a value of its version: the write did not change it.
    expect(before).toHaveLength(SIZE / 2);

    keep.mockClear();
    index.applyRemoved(['job-00010']);
    const removed = index.current()?.view('video', keep);
    expect(keep).toHaveBeenCalledTimes(0);
    expect(removed).toEqual(index.current()?.entries.filter((e) => e.ok && e.job.kind === 'video'));
    index.close();
  });

  it('keeps lineage children as jobs are written, as childrenBySource finds them', async () => {
    const index = await loadedIndex();
    const source: Job['source'] = {
      jobId: 'job-00003',
      remoteId: null,
      relation: 'remix',
      at: null,
    };
    index.applyWritten([
      written(testJob({ id: 'child-b', createdAt: SIZE + 2, source })),
      written(testJob({ id: 'child-a', createdAt: SIZE + 2, source })),
      written(testJob({ id: 'child-c', createdAt: SIZE + 1, source })),
    ]);
    const snapshot = index.current();
    expect(snapshot?.childrenOf('job-00003')).toEqual(
      childrenBySource(snapshot?.jobs ?? []).get('job-00003'),
    );
    expect(snapshot?.childrenOf('job-00003').map((j) => j.id)).toEqual([
      'child-c',
      'child-b',
      'child-a',
    ]);
    index.applyWritten([written(testJob({ id: 'child-b', createdAt: SIZE + 2, source: null }))]);
    expect(
      index
        .current()
        ?.childrenOf('job-00003')
        .map((j) => j.id),
    ).toEqual(['child-c', 'child-a']);
    index.close();
  });
});
