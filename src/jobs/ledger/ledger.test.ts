// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ledgerRows, withFreshLedger } from '@/testing/ledger';
import {
  addImportedJob,
  addSubmittingJob,
  attachRemoteIds,
  recordCreated,
  recordCreateRefused,
  recordCreateUnanswered,
} from '@/jobs/ledger/create-writes';
import {
  applyPollUpdate,
  clearAuthPauses,
  recordPollError,
  refreshResult,
  resumeJob,
} from '@/jobs/ledger/poll-writes';
import { getJob, listEntries } from '@/jobs/ledger/reads';
import { LEDGER_SCHEMA_VERSION, zStoredJob } from '@/jobs/ledger/records';
import { removeJob } from '@/jobs/removal';

withFreshLedger();

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function submitting(now = T0) {
  return addSubmittingJob({
    kind: 'video',
    gateway: 'http://gateway.test',
    summary: { prompt: 'a boat', fields: { seconds: 5, model: 'videomodel-1.0-t2v' } },
    request: { model: 'videomodel-1.0-t2v', prompt: 'a boat', seconds: 5 },
    now,
  });
}

async function stored(id: string) {
  const job = await getJob(id);
  if (job === undefined) throw new Error(`job ${id} is not in the ledger`);
  return job;
}

describe('a create, step by step', () => {
  it('the record is written as "submitting", with no ids, before anything is sent', async () => {
    const job = await submitting();
    expect(await stored(job.id)).toMatchObject({
      status: 'submitting',
      origin: 'created',
      remoteIds: [],
      kind: 'video',
      gateway: 'http://gateway.test',
      prompt: 'a boat',
      fields: { seconds: 5, model: 'videomodel-1.0-t2v' },
      request: { model: 'videomodel-1.0-t2v', prompt: 'a boat', seconds: 5 },
      createdAt: T0,
      completedAt: null,
      error: null,
    });
  });

  it('is stored with its schema version', async () => {
    const job = await submitting();
    const row = await ledgerRows.get(job.id);
    expect(zStoredJob.parse(row).schema).toBe(LEDGER_SCHEMA_VERSION);
  });

  it('recordCreated stores the ids and the first status at once', async () => {
    const job = await submitting();
    await recordCreated(
      job.id,
      {
        status: 'queued',
        statusWord: 'queued',
        progress: 0,
        remoteIds: ['video_1'],
        fields: { size: '1280x720' },
      },
      T0 + 500,
    );
    expect(await stored(job.id)).toMatchObject({
      status: 'queued',
      statusWord: 'queued',
      progress: 0,
      remoteIds: ['video_1'],
      fields: { seconds: 5, model: 'videomodel-1.0-t2v', size: '1280x720' },
      updatedAt: T0 + 500,
      changedAt: T0 + 500,
    });
  });

  it('a refused create is a refused ("Not started") job with the gateway message and body, never deleted', async () => {
    const job = await submitting();
    await recordCreateRefused(
      job.id,
      'The gateway did not accept the API key (401): Invalid token',
      '{"error":{}}',
      T0 + 10,
    );
    expect(await stored(job.id)).toMatchObject({
      status: 'refused',
      statusWord: 'not created',
      error: 'The gateway did not accept the API key (401): Invalid token',
      raw: '{"error":{}}',
      remoteIds: [],
      completedAt: T0 + 10,
    });
  });

  it('an unanswered create stays "submitting" with the explanation', async () => {
    const job = await submitting();
    await recordCreateUnanswered(job.id, 'No answer; it will not be sent again.', T0 + 10);
    expect(await stored(job.id)).toMatchObject({
      status: 'submitting',
      error: 'No answer; it will not be sent again.',
      remoteIds: [],
      updatedAt: T0 + 10,
    });
  });
});

describe('ids are only ever added', () => {
  it('a later update with other ids keeps the first ones', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    await applyPollUpdate(job.id, { status: 'running', remoteIds: ['b'] });
    expect((await stored(job.id)).remoteIds).toEqual(['a', 'b']);
  });

  it('an update with no ids, or an empty list, keeps them', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a', 'b'] });
    await applyPollUpdate(job.id, { status: 'running' });
    await applyPollUpdate(job.id, { status: 'running', remoteIds: [] });
    expect((await stored(job.id)).remoteIds).toEqual(['a', 'b']);
  });

  it('the same id twice is kept once', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    expect((await stored(job.id)).remoteIds).toEqual(['a']);
  });
});

describe('applyPollUpdate', () => {
  it('moves a job and records when it last changed', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', progress: 0, remoteIds: ['a'] }, T0 + 1_000);
    await applyPollUpdate(job.id, { status: 'queued', progress: 0 }, T0 + 2_000);
    expect(await stored(job.id)).toMatchObject({ updatedAt: T0 + 2_000, changedAt: T0 + 1_000 });
    await applyPollUpdate(
      job.id,
      { status: 'running', progress: 30, detail: '3 ahead in queue' },
      T0 + 3_000,
    );
    expect(await stored(job.id)).toMatchObject({
      status: 'running',
      progress: 30,
      detail: '3 ahead in queue',
      changedAt: T0 + 3_000,
      completedAt: null,
    });
    await applyPollUpdate(job.id, { status: 'running', progress: 31 }, T0 + 4_000);
    expect((await stored(job.id)).changedAt).toBe(T0 + 4_000);
  });

  it('stores the media with their defaults, and the completion time', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    await applyPollUpdate(
      job.id,
      {
        status: 'succeeded',
        progress: 100,
        media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }],
        raw: { id: 'a' },
      },
      T0 + 9_000,
    );
    expect(await stored(job.id)).toMatchObject({
      status: 'succeeded',
      completedAt: T0 + 9_000,
      raw: { id: 'a' },
      media: [
        {
          kind: 'video',
          url: 'https://cdn.example/v.mp4',
          viaGateway: false,
          poster: null,
          title: null,
          remoteId: null,
          status: null,
          durationSeconds: null,
          error: null,
        },
      ],
    });
  });

  it('ignores anything that arrives after a terminal state', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    await applyPollUpdate(
      job.id,
      {
        status: 'succeeded',
        progress: 100,
        media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }],
      },
      T0 + 1,
    );
    const done = await stored(job.id);
    await applyPollUpdate(
      job.id,
      { status: 'running', progress: 10, media: [], remoteIds: ['late'] },
      T0 + 2,
    );
    await applyPollUpdate(job.id, { status: 'failed', error: 'late failure' }, T0 + 3);
    expect(await stored(job.id)).toEqual(done);
  });

  it('a refused job stays refused', async () => {
    const job = await submitting();
    await recordCreateRefused(job.id, 'refused', '', T0 + 1);
    await applyPollUpdate(job.id, { status: 'succeeded' }, T0 + 2);
    expect((await stored(job.id)).status).toBe('refused');
  });

  it('does nothing for an id it does not hold', async () => {
    await expect(applyPollUpdate('missing', { status: 'running' })).resolves.toBeUndefined();
    expect(await listEntries()).toEqual([]);
  });
});

describe('after the fact', () => {
  it('an unanswered create can be given the id the person found; it is then followed, never re-sent', async () => {
    const job = await submitting();
    await recordCreateUnanswered(job.id, 'No answer.', T0 + 1);
    await attachRemoteIds(job.id, ['video_found'], T0 + 2);
    expect(await stored(job.id)).toMatchObject({
      status: 'queued',
      remoteIds: ['video_found'],
      error: null,
      request: { prompt: 'a boat' },
    });
  });

  it('an id is only attached to a job that has none yet', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'running', remoteIds: ['a'] });
    await attachRemoteIds(job.id, ['b']);
    expect(await stored(job.id)).toMatchObject({ status: 'running', remoteIds: ['a'] });
  });

  it('a finished job may get a fresh result link, and stays finished', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    await applyPollUpdate(
      job.id,
      { status: 'succeeded', media: [{ kind: 'video', url: 'https://cdn.example/old.mp4' }] },
      T0 + 1,
    );
    await refreshResult(
      job.id,
      {
        status: 'running',
        media: [{ kind: 'video', url: 'https://cdn.example/new.mp4' }],
        raw: { fresh: true },
      },
      T0 + 2,
    );
    const after = await stored(job.id);
    expect(after).toMatchObject({ status: 'succeeded', completedAt: T0 + 1, raw: { fresh: true } });
    expect(after.media.map((m) => m.url)).toEqual(['https://cdn.example/new.mp4']);
  });
});

describe('poll errors and auth pauses', () => {
  it('recordPollError keeps the message and whether the key was refused; the next good poll clears it', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['a'] });
    await recordPollError(
      job.id,
      'The gateway had an internal error (500).',
      false,
      '<html>oops</html>',
      T0 + 5,
    );
    expect((await stored(job.id)).pollError).toEqual({
      message: 'The gateway had an internal error (500).',
      auth: false,
      body: '<html>oops</html>',
      at: T0 + 5,
    });
    expect((await stored(job.id)).status).toBe('queued');
    await applyPollUpdate(job.id, { status: 'running' });
    expect((await stored(job.id)).pollError).toBeNull();
  });

  it('clearAuthPauses resumes only the jobs paused for the key', async () => {
    const a = await addImportedJob({
      kind: 'video',
      gateway: 'http://gateway.test',
      remoteIds: ['a'],
      summary: { prompt: '', fields: {} },
    });
    const b = await addImportedJob({
      kind: 'video',
      gateway: 'http://gateway.test',
      remoteIds: ['b'],
      summary: { prompt: '', fields: {} },
    });
    await recordPollError(a.id, 'key refused', true, null, T0);
    await recordPollError(b.id, 'server busy', false, null, T0);
    await clearAuthPauses();
    expect((await stored(a.id)).pollError).toBeNull();
    expect((await stored(b.id)).pollError).toEqual({
      message: 'server busy',
      auth: false,
      body: null,
      at: T0,
    });
  });

  it('resumeJob clears the pause of one job', async () => {
    const a = await addImportedJob({
      kind: 'video',
      gateway: 'http://gateway.test',
      remoteIds: ['a'],
      summary: { prompt: '', fields: {} },
    });
    await recordPollError(a.id, 'key refused', true, null, T0);
    await resumeJob(a.id);
    expect((await stored(a.id)).pollError).toBeNull();
  });
});

describe('reading the ledger', () => {
  it('lists newest first', async () => {
    const older = await submitting(T0);
    const newer = await submitting(T0 + 1_000);
    const ids = (await listEntries()).map((e) => (e.ok ? e.job.id : e.id));
    expect(ids).toEqual([newer.id, older.id]);
  });

  it('an imported job starts queued with the ids it was given', async () => {
    const job = await addImportedJob({
      kind: 'tune',
      gateway: 'http://gateway.test',
      remoteIds: ['c1', 'c2'],
      summary: { prompt: '', fields: { imported: 'c1, c2' } },
      now: T0,
    });
    expect(await stored(job.id)).toMatchObject({
      origin: 'imported',
      status: 'queued',
      remoteIds: ['c1', 'c2'],
      createdAt: T0,
    });
  });

  it('a damaged record is shown as a problem, not dropped', async () => {
    const good = await submitting(T0);
    await ledgerRows.put({
      id: 'damaged-1',
      kind: 'video',
      createdAt: T0 + 1,
      status: 'exploded',
      remoteIds: ['keep-me'],
    });

    const entries = await listEntries();
    expect(entries).toHaveLength(2);
    const bad = entries.find((e) => !e.ok);
    expect(bad).toMatchObject({ ok: false, id: 'damaged-1', raw: { remoteIds: ['keep-me'] } });
    expect(bad && !bad.ok ? bad.problem : '').not.toBe('');
    expect(entries.find((e) => e.ok && e.job.id === good.id)).toBeDefined();

    // Reading it, or a stray update for it, leaves it in place for the person to deal with.
    expect(await getJob('damaged-1')).toBeUndefined();
    await applyPollUpdate('damaged-1', { status: 'succeeded' });
    expect(await ledgerRows.get('damaged-1')).toMatchObject({
      status: 'exploded',
      remoteIds: ['keep-me'],
    });
  });

  it('removeJob deletes only the job asked for', async () => {
    const a = await submitting(T0);
    const b = await submitting(T0 + 1);
    await removeJob(a.id);
    expect(await getJob(a.id)).toBeUndefined();
    expect(await getJob(b.id)).toBeDefined();
  });
});

describe('what a gateway sends cannot make a job unreadable', () => {
  it('INVARIANT a non-finite number in an update is dropped, so the job and its ids still read back', async () => {
    const { addSubmittingJob: add, recordCreated: created } = await import('./create-writes');
    const { getJob: get } = await import('./reads');
    const job = await add({
      kind: 'video',
      gateway: 'http://g',
      summary: { prompt: 'p', fields: { seconds: Number.NaN } },
      request: {},
    });
    await created(job.id, {
      status: 'queued',
      remoteIds: ['t1'],
      fields: { seconds: Number('5s'), size: '1280x720' },
    });
    const read = await get(job.id);
    expect(read?.remoteIds).toEqual(['t1']);
    expect(read?.fields).toEqual({ size: '1280x720' });
  });
});
