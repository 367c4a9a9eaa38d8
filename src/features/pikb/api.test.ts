import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { pikbEntryTiming } from '@/features/pikb/demo';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import type { Job } from '@/jobs/job';
import { TEST_GATEWAY, TEST_MEDIA, createDemoTestbed } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { pikbTaskPath } from '@/features/pikb/gateway-schema';
import { pikbPoller } from './api';

withFreshLedger();

const THREE = '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a';
const ALL_DONE_MS = pikbEntryTiming(2).queueMs + pikbEntryTiming(2).runMs;

async function follow(taskId: string): Promise<Job> {
  return addImportedJob({
    kind: 'pikb',
    gateway: TEST_GATEWAY,
    remoteIds: [taskId],
    summary: { prompt: '', fields: {} },
  });
}

/** One poll tick as the polling engine runs it: ask, then write the answer to the ledger. */
async function tick(bed: ReturnType<typeof createDemoTestbed>, job: Job): Promise<Job> {
  const current = (await getJob(job.id)) ?? job;
  const updates = await pikbPoller.poll({ client: bed.client, settings: bed.settings }, [current]);
  const update = updates.get(job.id);
  if (update !== undefined) await applyPollUpdate(job.id, update);
  const next = await getJob(job.id);
  if (next === undefined) throw new Error('the job vanished from the ledger');
  return next;
}

describe('follow → poll → done through the demo gateway', () => {
  it('asks GET /pikb/task?id=…, sees the videos arrive one by one, and ends with three players', async () => {
    const bed = createDemoTestbed();
    const job = await follow(THREE);

    const first = await tick(bed, job);
    expect(bed.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${TEST_GATEWAY}/pikb/task?id=${THREE}`,
    ]);
    expect(first).toMatchObject({ status: 'queued', detail: 'The task has no videos yet.' });
    // The card learns what the task is from the first answer.
    expect(first.fields).toEqual({ effect: 'Cake-ify', model: '1.5', seconds: 10 });
    // An imported job learns its prompt from the first answer: it becomes the card's main text.
    expect(first.prompt).toBe('A corgi sitting on a beach towel, looking at the camera');

    bed.advance(pikbEntryTiming(0).queueMs + pikbEntryTiming(0).runMs);
    const partly = await tick(bed, job);
    expect(partly.status).toBe('running');
    expect(partly.media.map((m) => m.status)).toEqual(['succeeded', 'running', 'running']);
    expect(partly.media[0]).toMatchObject({
      url: `${TEST_MEDIA}sample.mp4`,
      poster: `${TEST_MEDIA}poster.jpg`,
    });
    expect(partly.detail).toBe('1 of 3 finished · 2 generating');

    bed.advance(ALL_DONE_MS);
    const done = await tick(bed, job);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100 });
    expect(done.media.map((m) => [m.status, m.url, m.poster])).toEqual([
      ['succeeded', `${TEST_MEDIA}sample.mp4`, `${TEST_MEDIA}poster.jpg`],
      ['succeeded', `${TEST_MEDIA}sample.webm`, `${TEST_MEDIA}poster.jpg`],
      ['succeeded', `${TEST_MEDIA}sample.mp4`, `${TEST_MEDIA}poster.jpg`],
    ]);
    expect(done.completedAt).not.toBeNull();
  });

  it('a task with a failing video ends succeeded, that video failed and the others playable', async () => {
    const bed = createDemoTestbed();
    const job = await follow('fa11fa11-1234-4abc-8def-0123456789ab');
    await tick(bed, job);
    bed.advance(ALL_DONE_MS);
    const done = await tick(bed, job);
    expect(done.status).toBe('succeeded');
    expect(done.media.map((m) => m.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(done.media[1]?.error).toContain('“error”');
  });

  it('a task whose videos all fail ends failed, with a message', async () => {
    const bed = createDemoTestbed();
    const job = await follow('deadbeef-0000-4000-8000-000000000001');
    await tick(bed, job);
    bed.advance(ALL_DONE_MS);
    const done = await tick(bed, job);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^All 2 videos failed\./);
  });

  it('an id the gateway does not know ends the job with a clear message, and polling stops', async () => {
    const bed = createDemoTestbed();
    const job = await follow('00000000-0000-4000-8000-000000000000');
    const done = await tick(bed, job);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(
      /^The gateway does not know this task \(404\): task not found \(request id: \w+\)\. Check the Task ID/,
    );
  });

  it('a 404 after good answers is a poll problem, not the end: the task may come back', async () => {
    const bed = createDemoTestbed();
    const job = await follow(THREE);
    const seen = await tick(bed, job);
    const moved = { ...seen, remoteIds: ['00000000-0000-4000-8000-000000000000'] };
    await expect(
      pikbPoller.poll({ client: bed.client, settings: bed.settings }, [moved]),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it('a poll fault is thrown for the polling engine to retry, and the next poll reads the task', async () => {
    const bed = createDemoTestbed();
    const job = await follow('00000502-0000-4000-8000-000000000001');
    await expect(tick(bed, job)).rejects.toMatchObject({ status: 502 });
    await expect(tick(bed, job)).rejects.toMatchObject({ status: 502 });
    expect((await tick(bed, job)).status).toBe('queued');
  });

  it('sends the key to the gateway when one is set', async () => {
    const bed = createDemoTestbed({ apiKey: 'k-1' });
    await tick(bed, await follow(THREE));
    expect(bed.requests[0]?.headers.authorization).toBe('Bearer k-1');
  });
});

describe('pikbTaskPath', () => {
  it('puts the id in the query, escaped', () => {
    expect(pikbTaskPath('a b&c')).toBe('/pikb/task?id=a%20b%26c');
  });
});
