// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '@/gateway/client';
import { defaultPaths } from '@/testing/assumed-paths';
import { zJob, type Job } from '@/jobs/job';
import { createDemoTestbed, TEST_GATEWAY, TEST_MEDIA } from '@/testing/demo-testbed';
import { videoCreator, videoPoller } from './api';
import { zVideoForm, type VideoFormValues } from './schema';

const values: VideoFormValues = zVideoForm.parse({
  model: 'videomodel-1.0-t2v',
  prompt: 'a paper boat',
  seconds: 5,
  resolution: '720P',
  ratio: '16:9',
  watermark: false,
  firstFrame: null,
});

type Bed = ReturnType<typeof createDemoTestbed>;

function jobFor(remoteIds: string[]): Job {
  return zJob.parse({
    id: 'local-1',
    kind: 'video',
    gateway: TEST_GATEWAY,
    status: 'queued',
    remoteIds,
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
  });
}

async function start(bed: Bed, prompt = 'a paper boat') {
  const created = await videoCreator.create(
    { client: bed.client, settings: bed.settings },
    { ...values, prompt },
  );
  const job = jobFor(created.remoteIds);
  const pollOnce = async () =>
    (await videoPoller.poll({ client: bed.client, settings: bed.settings }, [job])).get(job.id);
  return { created, job, pollOnce };
}

describe('video: create → poll → done through the demo gateway', () => {
  it('creates once, keeps the id, and follows the task to a playable result', async () => {
    const bed = createDemoTestbed();
    const { created, pollOnce } = await start(bed);
    const [task] = bed.engine.list('video');
    expect(created.remoteIds).toEqual([task?.id]);
    expect(created.update).toMatchObject({
      status: 'queued',
      statusWord: 'queued',
      progress: 0,
      fields: { size: '1280x720', seconds: 5 },
    });

    await expect(pollOnce()).resolves.toMatchObject({ status: 'queued', progress: 0 });
    bed.advance(15_000);
    await expect(pollOnce()).resolves.toMatchObject({
      status: 'running',
      statusWord: 'in_progress',
      progress: 50,
    });
    bed.advance(12_000);
    const done = await pollOnce();
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: 100,
      media: [{ kind: 'video', url: `${TEST_MEDIA}sample.mp4` }],
    });

    expect(bed.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /v1/videos',
      `GET /v1/videos/${task?.id}`,
      `GET /v1/videos/${task?.id}`,
      `GET /v1/videos/${task?.id}`,
    ]);
  });

  it('[fail] ends failed with the vendor message', async () => {
    const bed = createDemoTestbed();
    const { pollOnce } = await start(bed, 'a boat [fail]');
    bed.advance(60_000);
    await expect(pollOnce()).resolves.toMatchObject({
      status: 'failed',
      error:
        'The upstream model could not render this prompt (scenario [fail]). (generation_failed)',
    });
  });

  it('[unknown] shows the undocumented word as unknown, then carries on', async () => {
    const bed = createDemoTestbed();
    const { pollOnce } = await start(bed, 'a boat [unknown]');
    bed.advance(5_000);
    await expect(pollOnce()).resolves.toMatchObject({
      status: 'unknown',
      statusWord: 'rendering_frames',
    });
    bed.advance(60_000);
    await expect(pollOnce()).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('[nourl] points at the content endpoint, fetched through the gateway', async () => {
    const bed = createDemoTestbed();
    const { pollOnce, created } = await start(bed, 'a boat [nourl]');
    bed.advance(60_000);
    const done = await pollOnce();
    expect(done?.media).toEqual([
      { kind: 'video', url: `/v1/videos/${created.remoteIds[0]}/content`, viaGateway: true },
    ]);
    const blob = await bed.client.blob(done?.media?.[0]?.url ?? '');
    expect(await blob.text()).toBe('bytes of sample.mp4');
  });

  it('keeps task_id when a gateway sends no id', async () => {
    const fetch = () =>
      Promise.resolve(
        new Response('{"task_id":"t-9","status":"queued","progress":0}', { status: 200 }),
      );
    const client = createGatewayClient({ baseUrl: TEST_GATEWAY, apiKey: '', fetch });
    const created = await videoCreator.create(
      { client, settings: createDemoTestbed().settings },
      values,
    );
    expect(created.remoteIds).toEqual(['t-9']);
  });

  it('an answer with neither id nor task_id is refused, not stored id-less', async () => {
    const fetch = () => Promise.resolve(new Response('{"status":"queued"}', { status: 200 }));
    const client = createGatewayClient({ baseUrl: TEST_GATEWAY, apiKey: '', fetch });
    await expect(
      videoCreator.create({ client, settings: createDemoTestbed().settings }, values),
    ).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});

describe('what the ledger keeps of a create', () => {
  it('summarises the form for the card', () => {
    expect(videoCreator.summarize(values)).toEqual({
      prompt: 'a paper boat',
      fields: {
        model: 'videomodel-1.0-t2v',
        seconds: 5,
        resolution: '720P',
        ratio: '16:9',
        watermark: false,
        firstFrame: null,
      },
    });
  });

  it('keeps the request without the inline image', () => {
    const frame = {
      source: 'file' as const,
      url: `data:image/png;base64,${'A'.repeat(4096)}`,
      name: 'f.png',
      bytes: 3000,
      width: 800,
      height: 600,
    };
    const kept = videoCreator.describeRequest(
      { ...values, model: 'videomodel-1.0-i2v', firstFrame: frame },
      { ...createDemoTestbed().settings, paths: defaultPaths },
    );
    expect(kept).toMatchObject({ image: 'data:image/png;base64,… (4 KB, not kept)' });
    expect(JSON.stringify(kept)).not.toContain('AAAA');
  });
});
