// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { createGatewayClient } from '@/gateway/client';
import { GatewayError, NetworkError } from '@/gateway/errors';
import { zVideoRecord, zVideoTask } from '@/features/video/gateway-schema';
import { createDemoTestbed, TEST_GATEWAY, TEST_MEDIA } from '@/testing/demo-testbed';
import { sizeFor } from './demo';

const t2v = {
  model: 'videomodel-1.0-t2v',
  prompt: 'a paper boat',
  seconds: 5,
  resolution: '720P',
  ratio: '16:9',
  watermark: false,
};

type Bed = ReturnType<typeof createDemoTestbed>;

function create(bed: Bed, body: Record<string, unknown> = t2v) {
  return bed.client.json({ method: 'POST', path: '/v1/videos', body, schema: zVideoTask });
}

function poll(bed: Bed, id: string) {
  return bed.client.json({ method: 'GET', path: `/v1/videos/${id}`, schema: zVideoRecord });
}

/** The id the create answered with. */
async function createdId(bed: Bed, prompt = 'a paper boat'): Promise<string> {
  const task = await create(bed, { ...t2v, prompt });
  if (task.id === undefined) throw new Error('no id');
  return task.id;
}

function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
}

describe('POST /v1/videos', () => {
  it('answers with the documented task: queued at 0 %, id equal to task_id, seconds as a string', async () => {
    const bed = createDemoTestbed();
    const task = await create(bed);
    expect(task).toMatchObject({
      object: 'video',
      model: 'videomodel-1.0-t2v',
      status: 'queued',
      progress: 0,
      seconds: '5',
      size: '1280x720',
    });
    expect(task.id).toMatch(/^video_[0-9a-f]{24}$/);
    expect(task.task_id).toBe(task.id);
    expect(task.created_at).toBe(Math.floor(bed.now() / 1000));
  });

  it.each([
    ['720P', '16:9', '1280x720'],
    ['1080P', '9:16', '1080x1920'],
    ['720P', '1:1', '720x720'],
    ['720P', '21:9', '1680x720'],
    ['1080P', '4:5', '1080x1350'],
  ])('size of %s %s is %s', (resolution, ratio, size) => {
    expect(sizeFor(resolution, ratio)).toBe(size);
  });

  it.each([
    [{ ...t2v, seconds: 16 }, 'seconds must be an integer from 3 to 15'],
    [{ ...t2v, seconds: 2 }, 'seconds must be an integer from 3 to 15'],
    [{ ...t2v, seconds: '5' }, 'seconds must be an integer from 3 to 15'],
    [{ ...t2v, resolution: '4K' }, 'resolution must be 720P or 1080P'],
    [{ ...t2v, ratio: '2:1' }, 'ratio must be one of'],
    [{ ...t2v, prompt: ' ' }, 'prompt is required'],
    [{ ...t2v, model: 'other' }, 'model must be one of'],
    [{ ...t2v, model: 'videomodel-1.0-i2v' }, 'image to video needs a first-frame image'],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const bed = createDemoTestbed();
    const error = await failure(create(bed, body));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toContain(message);
    expect(bed.engine.list('video')).toEqual([]);
  });

  it.each(['image', 'input_reference'])('image to video accepts the frame as %s', async (field) => {
    const bed = createDemoTestbed();
    const i2v = {
      model: 'videomodel-1.0-i2v',
      prompt: 'the boat sets sail',
      seconds: 5,
      resolution: '720P',
      watermark: false,
    };
    await expect(
      create(bed, { ...i2v, [field]: 'https://img.example/f.png' }),
    ).resolves.toMatchObject({ status: 'queued' });
  });

  it('image to video accepts the frame as images[]', async () => {
    const bed = createDemoTestbed();
    await expect(
      create(bed, { ...t2v, model: 'videomodel-1.0-i2v', images: ['https://img.example/f.png'] }),
    ).resolves.toMatchObject({ status: 'queued' });
  });
});

describe('scripted create failures', () => {
  it('[400]: the task-route envelope', async () => {
    const bed = createDemoTestbed();
    const error = await failure(create(bed, { ...t2v, prompt: 'x [400]' }));
    expect(error).toMatchObject({
      status: 400,
      message:
        'The gateway rejected the request (400): prompt violates the content policy (scenario [400])',
    });
    expect(JSON.parse((error as GatewayError).body)).toEqual({
      code: 'invalid_request',
      message: 'prompt violates the content policy (scenario [400])',
      data: null,
    });
  });

  it('[401]: the OpenAI-style envelope with a request id', async () => {
    const bed = createDemoTestbed();
    const error = await failure(create(bed, { ...t2v, prompt: 'x [401]' }));
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).toMatch(
      /^The gateway did not accept the API key \(401\): Invalid token \(request id: \w+\)$/,
    );
  });

  it('[403]', async () => {
    const error = await failure(create(createDemoTestbed(), { ...t2v, prompt: 'x [403]' }));
    expect(error).toMatchObject({ status: 403 });
    expect((error as Error).message).toContain('This token has no access to this model');
  });

  it('[429] with Retry-After', async () => {
    const error = await failure(create(createDemoTestbed(), { ...t2v, prompt: 'x [429]' }));
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3_000 });
  });

  it('[500]', async () => {
    const error = await failure(create(createDemoTestbed(), { ...t2v, prompt: 'x [500]' }));
    expect(error).toMatchObject({ status: 500 });
    expect((error as Error).message).toContain('upstream error: do request failed');
  });

  it('[502]: an HTML page from a proxy', async () => {
    const error = await failure(create(createDemoTestbed(), { ...t2v, prompt: 'x [502]' }));
    expect(error).toMatchObject({
      status: 502,
      message:
        'The gateway could not reach its upstream (502): 502 Bad Gateway (an HTML error page, probably from a proxy)',
    });
    expect((error as GatewayError).body).toContain('<center>nginx</center>');
  });

  it('[drop-create]: no answer at all', async () => {
    const bed = createDemoTestbed();
    expect(await failure(create(bed, { ...t2v, prompt: 'x [drop-create]' }))).toBeInstanceOf(
      NetworkError,
    );
    expect(bed.engine.list('video')).toEqual([]);
  });

  it('a scripted failure creates no task', async () => {
    const bed = createDemoTestbed();
    await failure(create(bed, { ...t2v, prompt: 'x [500]' }));
    expect(bed.engine.list('video')).toEqual([]);
  });

  it('a body that is not a JSON object is a 400', async () => {
    const bed = createDemoTestbed();
    const response = await bed.fetch(`${TEST_GATEWAY}/v1/videos`, {
      method: 'POST',
      body: '[1,2]',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('request body must be a JSON object');
  });
});

describe('GET /v1/videos/{id}', () => {
  it('follows the task from queued through in_progress to completed with a URL', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed);
    await expect(poll(bed, id)).resolves.toMatchObject({
      status: 'queued',
      progress: 0,
      completed_at: null,
      error: null,
      metadata: {},
    });
    bed.advance(15_000);
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'in_progress', progress: 50 });
    bed.advance(12_000);
    const done = await poll(bed, id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      metadata: { url: `${TEST_MEDIA}sample.mp4` },
      size: '1280x720',
    });
    expect(done.expires_at).toBe(Math.floor(bed.now() / 1000) + 3600);
  });

  it('[fail]: failed with an error code and message', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [fail]');
    bed.advance(60_000);
    await expect(poll(bed, id)).resolves.toMatchObject({
      status: 'failed',
      progress: 60,
      error: {
        code: 'generation_failed',
        message: 'The upstream model could not render this prompt (scenario [fail]).',
      },
      metadata: {},
    });
  });

  it('[unknown]: an undocumented word for the first half of the run', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [unknown]');
    bed.advance(5_000);
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'rendering_frames' });
    bed.advance(10_000);
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'in_progress' });
  });

  it('an id it never made is a 404', async () => {
    const error = await failure(poll(createDemoTestbed(), 'video_nope'));
    expect(error).toMatchObject({ status: 404 });
    expect((error as Error).message).toContain('task_not_exist');
  });

  it('[poll-500]: two 500s, then answers', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [poll-500]');
    for (let i = 0; i < 2; i += 1) {
      const error = await failure(poll(bed, id));
      expect(error).toMatchObject({ status: 500 });
      expect((error as Error).message).toContain('upstream error: upstream timeout');
    }
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'queued' });
  });

  it('[poll-502]: two HTML pages, then answers', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [poll-502]');
    await expect(poll(bed, id)).rejects.toMatchObject({ status: 502 });
    await expect(poll(bed, id)).rejects.toMatchObject({ status: 502 });
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'queued' });
  });

  it('[poll-429]: one 429 with Retry-After: 3, then answers', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [poll-429]');
    await expect(poll(bed, id)).rejects.toMatchObject({ status: 429, retryAfterMs: 3_000 });
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'queued' });
  });

  it('[poll-drop]: two dropped connections, then answers', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [poll-drop]');
    expect(await failure(poll(bed, id))).toBeInstanceOf(NetworkError);
    expect(await failure(poll(bed, id))).toBeInstanceOf(NetworkError);
    await expect(poll(bed, id)).resolves.toMatchObject({ status: 'queued' });
  });
});

describe('[nourl] and GET /v1/videos/{id}/content', () => {
  it('completes with no URL; the content endpoint answers 404 before and serves the file after', async () => {
    const bed = createDemoTestbed();
    const id = await createdId(bed, 'x [nourl]');
    const early = await failure(bed.client.blob(`/v1/videos/${id}/content`));
    expect(early).toMatchObject({ status: 404 });
    expect((early as Error).message).toContain('video is not ready yet');

    bed.advance(30_000);
    const done = await poll(bed, id);
    expect(done.status).toBe('completed');
    expect(done.metadata).toEqual({});
    expect(done.url ?? done.video_url ?? null).toBeNull();

    const blob = await bed.client.blob(`/v1/videos/${id}/content`);
    expect(blob.type).toBe('video/mp4');
    expect(await blob.text()).toBe('bytes of sample.mp4');
  });

  it('[own-link]: the result link names its task; other tasks keep the shared link', async () => {
    const bed = createDemoTestbed();
    const own = await createdId(bed, 'x [own-link]');
    const shared = await createdId(bed, 'y');
    bed.advance(30_000);
    expect((await poll(bed, own)).metadata).toEqual({ url: `${TEST_MEDIA}sample.mp4?task=${own}` });
    expect((await poll(bed, shared)).metadata).toEqual({ url: `${TEST_MEDIA}sample.webm` });
  });

  it('a tester can expire one task’s media: its content answers 410, another task’s still serves', async () => {
    const bed = createDemoTestbed();
    const gone = await createdId(bed, 'x [nourl]');
    const kept = await createdId(bed, 'y [nourl]');
    bed.advance(30_000);
    expect(bed.engine.expireMedia(gone)).toBe(1);
    expect(bed.engine.isMediaExpired(gone)).toBe(true);
    expect(bed.engine.isMediaExpired(kept)).toBe(false);
    const error = await failure(bed.client.blob(`/v1/videos/${gone}/content`));
    expect(error).toMatchObject({ status: 410 });
    expect((error as Error).message).toContain('expired');
    expect(await (await bed.client.blob(`/v1/videos/${kept}/content`)).text()).toMatch(
      /^bytes of sample\.(mp4|webm)$/,
    );
  });

  it('the content of a task it never made is a 404', async () => {
    await expect(
      createDemoTestbed().client.blob('/v1/videos/video_nope/content'),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the gateway as a whole', () => {
  it('with a key set, a request without one is refused with 401', async () => {
    const bed = createDemoTestbed({ apiKey: 'secret' });
    const anonymous = createGatewayClient({ baseUrl: TEST_GATEWAY, apiKey: '', fetch: bed.fetch });
    const error = await failure(
      anonymous.json({ method: 'POST', path: '/v1/videos', body: t2v, schema: zVideoTask }),
    );
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).toContain('No token provided');
    expect(bed.engine.list('video')).toEqual([]);
  });

  it('with a key set, a wrong key is refused with 401', async () => {
    const bed = createDemoTestbed({ apiKey: 'secret' });
    const wrong = createGatewayClient({ baseUrl: TEST_GATEWAY, apiKey: 'guess', fetch: bed.fetch });
    const error = await failure(
      wrong.json({ method: 'GET', path: '/v1/videos/x', schema: z.unknown() }),
    );
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).toContain('Invalid token');
  });

  it('with a key set, the right key is let in', async () => {
    const bed = createDemoTestbed({ apiKey: 'secret' });
    await expect(create(bed)).resolves.toMatchObject({ status: 'queued' });
    expect(bed.requests[0]?.headers.authorization).toBe('Bearer secret');
  });

  it('an unknown route is a 404 that names it', async () => {
    const error = await failure(
      createDemoTestbed().client.json({
        method: 'GET',
        path: '/v2/nothing-here',
        schema: z.unknown(),
      }),
    );
    expect(error).toMatchObject({ status: 404 });
    expect((error as Error).message).toContain('Invalid URL (GET /v2/nothing-here)');
  });

  it('a known route with the wrong method is a 405', async () => {
    const error = await failure(
      createDemoTestbed().client.json({
        method: 'POST',
        path: '/v1/videos/abc',
        body: {},
        schema: z.unknown(),
      }),
    );
    expect(error).toMatchObject({ status: 405 });
  });
});
