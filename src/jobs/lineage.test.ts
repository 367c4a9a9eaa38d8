// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerRows, withFreshLedger } from '@/testing/ledger';
import { zJob, type Job } from './job';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/records';
import { addImportedJob, addSubmittingJob } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import { childSentence, childrenBySource, jobName, madeFrom, sourceSentence } from './lineage';

withFreshLedger();

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

describe('lineage in the ledger (schema 4, no new version)', () => {
  it('a derived job is written with its source before its create leaves, and reads back with it', async () => {
    const source = { jobId: 'src-1', relation: 'remix' as const, remoteId: 'video_src', at: null };
    const created = await addSubmittingJob({
      kind: 'video',
      gateway: GATEWAY,
      summary: { prompt: 'night', fields: {} },
      request: { prompt: 'night' },
      source,
    });
    const row = await ledgerRows.get(created.id);
    expect(row).toMatchObject({
      schema: LEDGER_SCHEMA_VERSION,
      status: 'submitting',
      remoteIds: [],
      source,
    });
    expect((await getJob(created.id))?.source).toEqual(source);
  });

  it('a job made from nothing has no source', async () => {
    const created = await addSubmittingJob({
      kind: 'video',
      gateway: GATEWAY,
      summary: { prompt: 'x', fields: {} },
      request: {},
    });
    expect((await getJob(created.id))?.source).toBeNull();
  });

  it('a task followed by id takes its source from its record, tied to the source job held at the same gateway', async () => {
    const original = await addImportedJob({
      kind: 'video',
      gateway: GATEWAY,
      summary: { prompt: '', fields: {} },
      remoteIds: ['video_src'],
    });
    await addImportedJob({
      kind: 'video',
      gateway: 'http://other.test',
      summary: { prompt: '', fields: {} },
      remoteIds: ['video_src'],
    });
    const followed = await addImportedJob({
      kind: 'video',
      gateway: GATEWAY,
      summary: { prompt: '', fields: {} },
      remoteIds: ['video_remix'],
    });
    await applyPollUpdate(followed.id, {
      status: 'running',
      source: { relation: 'remix', remoteId: 'VIDEO_SRC', at: null },
    });
    expect((await getJob(followed.id))?.source).toEqual({
      jobId: original.id,
      relation: 'remix',
      remoteId: 'VIDEO_SRC',
      at: null,
    });
  });

  it('a source the ledger does not hold is kept by its vendor id; a known source is never replaced by a record', async () => {
    const followed = await addImportedJob({
      kind: 'music',
      gateway: GATEWAY,
      summary: { prompt: '', fields: {} },
      remoteIds: ['c-2'],
    });
    await applyPollUpdate(followed.id, {
      status: 'running',
      source: { relation: 'continue', remoteId: 'c-1', at: 72 },
    });
    expect((await getJob(followed.id))?.source).toEqual({
      jobId: null,
      relation: 'continue',
      remoteId: 'c-1',
      at: 72,
    });
    await applyPollUpdate(followed.id, {
      status: 'running',
      source: { relation: 'stems', remoteId: 'c-9', at: null },
    });
    expect((await getJob(followed.id))?.source?.relation).toBe('continue');
  });
});

describe('lineage words and look-ups', () => {
  const source = job({ id: 's', prompt: 'A paper boat\nsecond line' });
  const remix = job({
    id: 'r',
    prompt: 'At night',
    createdAt: 2,
    source: { jobId: 's', relation: 'remix', remoteId: 'video_1', at: null },
  });
  const song = job({
    id: 'm',
    kind: 'music',
    prompt: '[Verse]',
    fields: { title: 'Streetlights' },
  });
  const continued = job({
    id: 'c',
    kind: 'music',
    fields: { title: 'Streetlights II' },
    createdAt: 1,
    source: { jobId: 'm', relation: 'continue', remoteId: 'clip', at: 72 },
  });

  it('names a job by its title, else its prompt’s first line, else its id', () => {
    expect(jobName(source)).toBe('A paper boat');
    expect(jobName(song)).toBe('Streetlights');
    expect(jobName(job({ id: 'x', remoteIds: ['video_9'] }))).toBe('video_9');
  });

  it('says where a job came from, a continuation with its time', () => {
    expect(
      sourceSentence({ jobId: 's', relation: 'remix', remoteId: null, at: null }, 'A paper boat'),
    ).toBe('Remix of “A paper boat”');
    expect(
      sourceSentence({ jobId: 'm', relation: 'continue', remoteId: null, at: 72 }, 'Streetlights'),
    ).toBe('Continued from “Streetlights” at 1:12');
    expect(
      sourceSentence({ jobId: 'm', relation: 'stems', remoteId: null, at: null }, 'Streetlights'),
    ).toBe('Stems of “Streetlights”');
    expect(childSentence(continued)).toBe('Continuation at 1:12: “Streetlights II”');
  });

  it('finds what was made from each job, oldest first, and filters "made from this"', () => {
    const map = childrenBySource([remix, continued, source, song]);
    expect(map.get('s')?.map((j) => j.id)).toEqual(['r']);
    expect(map.get('m')?.map((j) => j.id)).toEqual(['c']);
    expect(madeFrom(remix, 's')).toBe(true);
    expect(madeFrom(song, 's')).toBe(false);
  });
});
