// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { musicOperations } from '@/features/music/operations';
import { videoOperations } from '@/features/video/operations';
import { zJob, type Job } from '@/jobs/job';
import { derivationsOf, jobView, offers, type JobViewContext } from '@/jobs/job-view';
import { testJob } from '@/testing/jobs';

/**
 * The job view offers what each generator's module declares it can make (decision 025): these
 * tests moved here from `jobs/` with the rules they check (music's "Join into one song" only on a
 * continued song, no "Stems" on a stem), which now live in the modules' declarations.
 */

const GATEWAY = 'http://gateway.test';

function job(input: Partial<Job> & { id: string }): Job {
  return zJob.parse({
    kind: 'video',
    gateway: GATEWAY,
    status: 'succeeded',
    remoteIds: ['video_1'],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
    ...input,
  });
}

describe('derive actions in the job view', () => {
  const ctx = {
    kindLabel: 'Video',
    gateway: GATEWAY,
    now: 0,
    pageStartedAt: 0,
    canPoll: true,
    canAttach: true,
  };

  it('a finished job offers its generator’s derivations; a waiting, failed or foreign one does not', () => {
    const done = job({ id: 'a' });
    expect(
      jobView(done, { ...ctx, operations: videoOperations }).actions.map((a) => a.label),
    ).toContain('Remix');
    expect(derivationsOf(job({ id: 'b', status: 'running' }), videoOperations, false)).toEqual([]);
    expect(derivationsOf(job({ id: 'c', status: 'failed' }), videoOperations, false)).toEqual([]);
    expect(derivationsOf(done, videoOperations, true)).toEqual([]);
    expect(jobView(done, ctx).actions.map((a) => a.id)).not.toContain('remix');
  });

  it('"Join into one song" only on a continued song', () => {
    const all = musicOperations;
    const ids = (ops: readonly { id: string }[]) => ops.map((op) => op.id);
    expect(ids(derivationsOf(job({ id: 'm', kind: 'music' }), all, false))).toEqual([
      'continue',
      'stems',
      'infill',
      'wav',
      'midi',
    ]);
    const continued = job({
      id: 'c',
      kind: 'music',
      source: { jobId: 'm', relation: 'continue', remoteId: 'x', at: 1 },
    });
    expect(ids(derivationsOf(continued, all, false))).toEqual([
      'continue',
      'stems',
      'concat',
      'infill',
      'wav',
      'midi',
    ]);
    // A take's WAV or MIDI is a file: nothing is made from it (issue 56).
    const wav = job({
      id: 'w',
      kind: 'music',
      source: { jobId: 'm', relation: 'wav', remoteId: 'x', at: null },
    });
    expect(ids(derivationsOf(wav, all, false))).toEqual([]);
    expect(jobView(continued, { ...ctx, operations: all }).actions.map((a) => a.label)).toEqual(
      expect.arrayContaining(['Continue from here', 'Stems', 'Join into one song']),
    );
  });
});

describe('jobView: notes and actions', () => {
  const NOW = 1_000_000_000;
  const ctx: JobViewContext = {
    kindLabel: 'Video',
    gateway: GATEWAY,
    now: NOW,
    pageStartedAt: NOW - 60_000,
    canPoll: true,
    canAttach: true,
  };
  const job = (overrides: Parameters<typeof testJob>[0] = {}): Job =>
    testJob({
      gateway: GATEWAY,
      status: 'running',
      prompt: 'A lighthouse at dawn',
      createdAt: NOW - 1_000,
      updatedAt: NOW - 1_000,
      changedAt: NOW - 1_000,
      ...overrides,
    });

  it('a stem offers no Stems again; a continuation and a joined song say what they are, a plain song its title', () => {
    const song = (source: Job['source']) =>
      job({
        kind: 'music',
        status: 'succeeded',
        remoteIds: ['c1'],
        prompt: '',
        fields: { title: 'Harbour' },
        source,
      });
    const offered = { ...ctx, operations: musicOperations };
    const stem = jobView(
      song({ jobId: 'j0', relation: 'stems', remoteId: 'c0', at: null }),
      offered,
    );
    expect(offers(stem, 'stems')).toBe(false);
    expect(offers(jobView(song(null), offered), 'stems')).toBe(true);
    const continued = jobView(
      song({ jobId: 'j0', relation: 'continue', remoteId: 'c0', at: 3 }),
      offered,
    );
    expect(continued.headline).toBe('Continuation: “Harbour”');
    expect(continued.derived).toBe(true);
    expect(
      jobView(song({ jobId: 'j0', relation: 'concat', remoteId: 'c0', at: null }), offered)
        .headline,
    ).toBe('Whole song: “Harbour”');
    const plain = jobView(song(null), offered);
    expect(plain).toMatchObject({ headline: 'Harbour', named: true, derived: false });
  });
});
