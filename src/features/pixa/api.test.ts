import { describe, expect, it } from 'vitest';
import { pixaTiming } from '@/features/pixa/demo';
import { GatewayError } from '@/gateway/errors';
import { zPixaCreateResult } from '@/features/pixa/gateway-schema';
import type { Job, JobUpdate } from '@/jobs/job';
import { addSubmittingJob, recordCreated } from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { TEST_GATEWAY, TEST_MEDIA, createDemoTestbed } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { pixaCreator, pixaPoller } from './api';
import { pixaDefaults, zPixaForm, type PixaFormInput } from './schema';

withFreshLedger();

type Bed = ReturnType<typeof createDemoTestbed>;

function values(input: Partial<PixaFormInput>) {
  return zPixaForm.parse({ ...pixaDefaults, ...input });
}

/** A create as the form makes it: ledger record first, then the POST, then the id stored. */
async function createInLedger(bed: Bed, input: Partial<PixaFormInput>): Promise<Job> {
  const v = values(input);
  const job = await addSubmittingJob({
    kind: 'pixa',
    gateway: TEST_GATEWAY,
    summary: pixaCreator.summarize(v),
    request: pixaCreator.describeRequest(v, bed.settings),
  });
  const created = await pixaCreator.create({ client: bed.client, settings: bed.settings }, v);
  await recordCreated(job.id, { ...created.update, remoteIds: created.remoteIds });
  const stored = await getJob(job.id);
  if (stored === undefined) throw new Error('the job was not stored');
  return stored;
}

async function poll(bed: Bed, job: Job): Promise<JobUpdate | undefined> {
  return (await pixaPoller.poll({ client: bed.client, settings: bed.settings }, [job])).get(job.id);
}

describe('pixa ids above 2^53 round-trip exactly', () => {
  it('create answer → ledger remoteIds → the poll path, digit for digit', async () => {
    const bed = createDemoTestbed();
    const job = await createInLedger(bed, { prompt: 'A fox in the snow' });
    const [task] = bed.engine.list('pixa');
    const id = task?.id ?? '';
    expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    // What JSON.parse would have produced is a different id: the test would catch a rounding client.
    expect(String(Number(id))).not.toBe(id);

    expect(job.remoteIds).toEqual([id]);
    expect(job.status).toBe('queued');
    await poll(bed, job);
    expect(bed.requests.at(-1)?.url).toBe(`${TEST_GATEWAY}/pixa/video/task/${id}`);
  });

  it('the demo writes the id as raw JSON digits', async () => {
    const bed = createDemoTestbed();
    const response = await bed.fetch(`${TEST_GATEWAY}/vip/pixa/video/create`, {
      method: 'POST',
      body: JSON.stringify({
        prompt: 'p',
        model: 'v4',
        duration: 5,
        quality: '540p',
        motion_mode: 'normal',
      }),
    });
    const text = await response.text();
    const id = bed.engine.list('pixa')[0]?.id ?? '';
    expect(text).toBe(`{"video_id":${id}}`);
  });
});

describe('pixa create → poll → done through the demo gateway', () => {
  it('one POST with the documented body, then 5 (queue) → 10 → 1 with the video and its poster', async () => {
    const bed = createDemoTestbed();
    const job = await createInLedger(bed, {
      prompt: 'A fox',
      model: 'v5',
      templateId: '315446315336768',
      seed: '42',
      removeWatermark: true,
    });
    expect(bed.requests).toHaveLength(1);
    expect(bed.requests[0]?.url).toBe(`${TEST_GATEWAY}/vip/pixa/video/create`);
    expect(JSON.parse(bed.requests[0]?.body ?? '')).toEqual({
      prompt: 'A fox',
      model: 'v5',
      duration: 5,
      quality: '540p',
      motion_mode: 'normal',
      remove_watermark: 1,
      template_id: 315446315336768,
      seed: 42,
    });

    const queued = await poll(bed, job);
    expect(queued).toMatchObject({
      status: 'running',
      statusWord: 'video_status 5',
      detail: '2 ahead in queue · about 20 s',
    });

    bed.advance(pixaTiming.queueMs / 2);
    expect((await poll(bed, job))?.detail).toBe('1 ahead in queue · about 10 s');

    bed.advance(pixaTiming.queueMs / 2 + 1_000);
    const generating = await poll(bed, job);
    expect(generating).toMatchObject({
      status: 'running',
      statusWord: 'video_status 10',
      detail: null,
    });

    bed.advance(pixaTiming.runMs);
    const done = await poll(bed, job);
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: 100,
      fields: { Template: 'Cozy Winter', size: '960x540' },
    });
    expect(done?.media).toEqual([
      {
        kind: 'video',
        url: `${TEST_MEDIA}sample.mp4`,
        poster: `${TEST_MEDIA}poster.jpg`,
        title: 'Cozy Winter',
        durationSeconds: 5,
      },
    ]);
  });

  it('[moderation] ends in a moderation failure (7)', async () => {
    const bed = createDemoTestbed();
    const job = await createInLedger(bed, { prompt: 'Risky [moderation]' });
    bed.advance(pixaTiming.queueMs + pixaTiming.runMs);
    expect(await poll(bed, job)).toMatchObject({
      status: 'failed',
      error: 'The video did not pass content moderation (video_status 7).',
    });
  });

  it('[fail] ends in a failure (8); [deleted] in a deletion (6)', async () => {
    const bed = createDemoTestbed();
    const failing = await createInLedger(bed, { prompt: 'Doomed [fail]' });
    const deleted = await createInLedger(bed, { prompt: 'Gone [deleted]' });
    bed.advance(pixaTiming.queueMs + pixaTiming.runMs);
    expect((await poll(bed, failing))?.statusWord).toBe('video_status 8');
    expect(await poll(bed, deleted)).toMatchObject({
      status: 'failed',
      error: 'The video was deleted at the gateway (video_status 6).',
    });
  });

  it('[unknown] reports an undocumented status for a while: unknown, then generating', async () => {
    const bed = createDemoTestbed();
    const job = await createInLedger(bed, { prompt: 'Odd [unknown]' });
    bed.advance(pixaTiming.queueMs + 1_000);
    expect(await poll(bed, job)).toMatchObject({ status: 'unknown', statusWord: 'video_status 3' });
    bed.advance(pixaTiming.runMs * 0.6);
    expect(await poll(bed, job)).toMatchObject({
      status: 'running',
      statusWord: 'video_status 10',
    });
  });

  it('the template name follows a malformed i18n document back to template_name', async () => {
    const bed = createDemoTestbed();
    const job = await createInLedger(bed, { prompt: 'Melting', templateId: '302325299692608' });
    bed.advance(pixaTiming.queueMs + pixaTiming.runMs);
    expect((await poll(bed, job))?.fields).toMatchObject({ Template: 'Melt Away' });
  });

  it('a body the form would refuse is refused by the gateway too, with its message', async () => {
    const bed = createDemoTestbed();
    const error = await bed.client
      .json({
        method: 'POST',
        path: '/vip/pixa/video/create',
        body: { prompt: 'p', model: 'v4', duration: 8, quality: '540p', motion_mode: 'fast' },
        schema: zPixaCreateResult,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toMatch(
      /^The gateway rejected the request \(400\): Invalid parameter: motion_mode fast is only available with duration 5 \(request id: \w+\)$/,
    );
    expect(bed.engine.list('pixa')).toHaveLength(0);
  });

  it('[400] at create is a GatewayError, and nothing exists', async () => {
    const bed = createDemoTestbed();
    await expect(
      pixaCreator.create(
        { client: bed.client, settings: bed.settings },
        values({ prompt: 'No [400]' }),
      ),
    ).rejects.toThrow(/rejected the request \(400\): content moderation failed/);
    expect(bed.engine.list('pixa')).toHaveLength(0);
  });

  it('an id the gateway does not know is a 404 with its message', async () => {
    const bed = createDemoTestbed();
    const job = {
      ...(await createInLedger(bed, { prompt: 'x' })),
      remoteIds: ['1152921504606846977'],
    };
    await expect(poll(bed, job)).rejects.toThrow(
      /does not know this task \(404\): video 1152921504606846977 not found/,
    );
  });

  it('a poll fault is thrown for the poller to retry; the next poll reads the record', async () => {
    const bed = createDemoTestbed();
    const job = await createInLedger(bed, { prompt: 'Flaky [poll-502]' });
    await expect(poll(bed, job)).rejects.toThrow(/\(502\)/);
    await expect(poll(bed, job)).rejects.toThrow(/\(502\)/);
    expect((await poll(bed, job))?.statusWord).toBe('video_status 5');
  });

  it('summarises the job for the card, and keeps the request as sent', () => {
    const v = values({ prompt: 'A fox', imgUrl: 'https://img.example/a.jpg', seed: '7' });
    expect(pixaCreator.summarize(v)).toEqual({
      prompt: 'A fox',
      fields: {
        model: 'v4.5',
        seconds: 5,
        quality: '540p',
        motionMode: 'normal',
        templateId: null,
        seed: 7,
        imageUrl: 'https://img.example/a.jpg',
        removeWatermark: false,
      },
    });
    expect(pixaCreator.describeRequest(v, createDemoTestbed().settings)).toEqual({
      prompt: 'A fox',
      model: 'v4.5',
      duration: 5,
      quality: '540p',
      motion_mode: 'normal',
      remove_watermark: 0,
      seed: 7,
      img_url: 'https://img.example/a.jpg',
    });
  });
});
