import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { zClipRecord } from '@/features/clip/gateway-schema';
import type { GatewaySettings } from '@/gateway/settings';
import { CLIP_TIMING } from '@/features/clip/demo';
import { zJob, type Job, type JobUpdate } from '@/jobs/job';
import { TEST_MEDIA, createDemoTestbed } from '@/testing/demo-testbed';
import { clipCreator, clipPoller } from './api';
import { clipDefaults, zClipForm, type ClipFormInput } from './schema';

function values(input: Partial<ClipFormInput>) {
  return zClipForm.parse({ ...clipDefaults, ...input });
}

/** Just enough of a ledger job for the poller: it reads the remote id. */
function jobFor(remoteId: string): Job {
  return zJob.parse({
    id: 'local-1',
    kind: 'clip',
    gateway: 'http://gateway.test',
    status: 'queued',
    remoteIds: [remoteId],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
  });
}

async function poll(
  bed: ReturnType<typeof createDemoTestbed>,
  job: Job,
  settings: GatewaySettings = bed.settings,
): Promise<JobUpdate | undefined> {
  const updates = await clipPoller.poll({ client: bed.client, settings }, [job]);
  return updates.get(job.id);
}

describe('clip create → poll → done through the demo gateway', () => {
  it('creates with one POST, then follows pending → processing (with the wait) → a video with its poster', async () => {
    const bed = createDemoTestbed();
    const created = await clipCreator.create(
      { client: bed.client, settings: bed.settings },
      values({ prompt: 'A hummingbird', aspectRatio: '1:1' }),
    );
    expect(bed.requests).toHaveLength(1);
    expect(bed.requests[0]?.method).toBe('POST');
    expect(bed.requests[0]?.url).toBe('http://gateway.test/v1/clipapro/generations');
    expect(JSON.parse(bed.requests[0]?.body ?? '')).toEqual({
      user_prompt: 'A hummingbird',
      aspect_ratio: '1:1',
      expand_prompt: true,
      loop: false,
    });
    expect(created.remoteIds).toHaveLength(1);
    expect(created.update).toMatchObject({ status: 'queued', statusWord: 'pending', detail: null });

    const job = jobFor(created.remoteIds[0] ?? '');
    expect(await poll(bed, job)).toMatchObject({ status: 'queued', statusWord: 'pending' });
    expect(bed.requests[1]?.url).toBe(
      `http://gateway.test/v1/clipapro/generations/${job.remoteIds[0] ?? ''}`,
    );

    bed.advance(CLIP_TIMING.queueMs + 10_000);
    const running = await poll(bed, job);
    expect(running).toMatchObject({
      status: 'running',
      statusWord: 'processing',
      detail: 'about 44 s left',
    });

    bed.advance(CLIP_TIMING.runMs);
    const done = await poll(bed, job);
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: 100,
      fields: { size: '1024x1024' },
    });
    expect(done?.media).toEqual([
      { kind: 'video', url: `${TEST_MEDIA}sample.mp4`, poster: `${TEST_MEDIA}poster.jpg` },
    ]);
  });

  it('shows failure_reason for [fail]', async () => {
    const bed = createDemoTestbed();
    const created = await clipCreator.create(
      { client: bed.client, settings: bed.settings },
      values({ prompt: 'Doomed [fail]' }),
    );
    bed.advance(CLIP_TIMING.queueMs + CLIP_TIMING.runMs);
    const update = await poll(bed, jobFor(created.remoteIds[0] ?? ''));
    expect(update?.status).toBe('failed');
    expect(update?.error).toBe(
      'Job failed: the model could not render this prompt (scenario [fail])',
    );
  });

  it('polls the query path from Settings, filled with the id', async () => {
    const bed = createDemoTestbed();
    const created = await clipCreator.create(
      { client: bed.client, settings: bed.settings },
      values({ prompt: 'Elsewhere' }),
    );
    const id = created.remoteIds[0] ?? '';
    const settings = {
      ...bed.settings,
      paths: { ...bed.settings.paths, clipQueryPath: '/clipapro/task/{id}/status' },
    };
    // The demo serves only the default path, so the custom one is refused — but it was the one asked.
    await expect(poll(bed, jobFor(id), settings)).rejects.toBeInstanceOf(GatewayError);
    expect(bed.requests.at(-1)?.url).toBe(`http://gateway.test/clipapro/task/${id}/status`);
  });

  it('a create the gateway refuses is a GatewayError with its message, and creates nothing', async () => {
    const bed = createDemoTestbed();
    const error = await clipCreator
      .create({ client: bed.client, settings: bed.settings }, values({ prompt: 'Refused [400]' }))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toMatch(
      /^The gateway rejected the request \(400\): prompt violates the content policy/,
    );
    expect(bed.engine.list('clip')).toHaveLength(0);
  });

  it('a poll fault surfaces as an error for the poller to retry, and the next poll reads the record', async () => {
    const bed = createDemoTestbed();
    const created = await clipCreator.create(
      { client: bed.client, settings: bed.settings },
      values({ prompt: 'Flaky [poll-500]' }),
    );
    const job = jobFor(created.remoteIds[0] ?? '');
    await expect(poll(bed, job)).rejects.toThrow(/internal error \(500\)/);
    await expect(poll(bed, job)).rejects.toThrow(/internal error \(500\)/);
    expect((await poll(bed, job))?.status).toBe('queued');
  });

  it('the demo refuses a body a real gateway would, with the envelope read into the message', async () => {
    const bed = createDemoTestbed();
    const error = await bed.client
      .json({
        method: 'POST',
        path: '/v1/clipapro/generations',
        body: { aspect_ratio: '16:9' },
        schema: zClipRecord,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toMatch(
      /^The gateway rejected the request \(400\): user_prompt is required \(request id: \w+\)$/,
    );
  });

  it('summarises the job for the card, and the request as sent', () => {
    const v = values({
      prompt: 'Morph',
      loop: true,
      imageUrl: 'https://images.example/path/start.jpg',
    });
    expect(clipCreator.summarize(v)).toEqual({
      prompt: 'Morph',
      fields: {
        ratio: '16:9',
        expandPrompt: true,
        loop: true,
        startImage: 'images.example/…/start.jpg',
        endImage: null,
      },
    });
    expect(clipCreator.describeRequest(v, createDemoTestbed().settings)).toEqual({
      user_prompt: 'Morph',
      aspect_ratio: '16:9',
      expand_prompt: true,
      loop: true,
      image_url: 'https://images.example/path/start.jpg',
    });
  });
});
