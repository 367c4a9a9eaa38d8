import { describe, expect, it } from 'vitest';
import { DemoEngine } from '@/gateway/demo/engine';
import { handleDemoRequest } from '@/gateway/demo/handlers';
import type { DemoResponse } from '@/gateway/demo/http';
import { testDemoRoutes } from '@/testing/demo-routes';
import { CLIP_TIMING } from './demo';

const MEDIA = 'http://media.test/demo/';

function setup(speed = 1) {
  let now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const engine = new DemoEngine({ now: () => now, speed, mediaBase: MEDIA });
  const send = (method: string, path: string, body?: unknown): DemoResponse =>
    handleDemoRequest(
      engine,
      {
        method,
        url: new URL(path, 'http://gateway.test'),
        headers: {},
        body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
      },
      testDemoRoutes,
    );
  return { engine, send, advance: (ms: number) => (now += ms) };
}

function bodyOf(response: DemoResponse): Record<string, unknown> {
  if (response.body.type !== 'json') throw new Error(`not JSON: ${response.body.type}`);
  return JSON.parse(response.body.text) as Record<string, unknown>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function create(send: ReturnType<typeof setup>['send'], body: Record<string, unknown> = {}) {
  const response = send('POST', '/v1/clipapro/generations', {
    user_prompt: 'A hummingbird',
    aspect_ratio: '16:9',
    ...body,
  });
  return { response, record: bodyOf(response) };
}

describe('POST /v1/clipapro/generations', () => {
  it('answers with exactly the documented clip generation task', () => {
    const { send } = setup();
    const { response, record } = create(send);
    expect(response.status).toBe(200);
    expect(Object.keys(record).sort()).toEqual([
      'created_at',
      'estimate_wait_seconds',
      'id',
      'liked',
      'prompt',
      'server_id',
      'state',
      'video',
    ]);
    expect(record.id).toMatch(uuid);
    expect(record.server_id).toMatch(uuid);
    expect(record).toMatchObject({
      prompt: 'A hummingbird',
      state: 'pending',
      video: null,
      liked: null,
      estimate_wait_seconds: null,
    });
    expect(record.created_at).toBe('2026-11-21T12:00:00.000Z');
  });

  it.each([
    [{ user_prompt: undefined }, 'user_prompt is required'],
    [{ user_prompt: '  ' }, 'user_prompt is required'],
    [{ user_prompt: 42 }, 'user_prompt is required'],
    [{ aspect_ratio: '4:5' }, 'aspect_ratio must be one of 16:9, 9:16, 1:1, 4:3, 3:4, 21:9, 9:21'],
    [{ aspect_ratio: 1.77 }, 'aspect_ratio must be one of'],
    [{ loop: 'yes' }, 'loop must be a boolean'],
    [{ expand_prompt: 1 }, 'expand_prompt must be a boolean'],
    [{ image_url: 'ftp://x/a.jpg' }, 'image_url must be an http(s) URL'],
    [{ image_end_url: 'not a url' }, 'image_end_url must be an http(s) URL'],
  ])('refuses %o with 400 and a task-route envelope', (fields, message) => {
    const { send, engine } = setup();
    const { response, record } = create(send, fields);
    expect(response.status).toBe(400);
    expect(record).toMatchObject({ code: 'invalid_request', data: null });
    expect(String(record.message)).toContain(message);
    expect(String(record.message)).toMatch(/\(request id: \w+\)$/);
    expect(engine.list('clip')).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object', () => {
    const { send } = setup();
    expect(send('POST', '/v1/clipapro/generations', 'not json').status).toBe(400);
    expect(send('POST', '/v1/clipapro/generations', [1, 2]).status).toBe(400);
  });

  it('takes a body without aspect ratio or images', () => {
    const { send } = setup();
    expect(send('POST', '/v1/clipapro/generations', { user_prompt: 'Just words' }).status).toBe(
      200,
    );
  });

  it.each([400, 401, 403, 429, 500])(
    'answers [%i] in the prompt with that status and creates nothing',
    (status) => {
      const { send, engine } = setup();
      const { response } = create(send, { user_prompt: `Refused [${status}]` });
      expect(response.status).toBe(status);
      expect(engine.list('clip')).toHaveLength(0);
    },
  );

  it('answers [502] with an HTML proxy page', () => {
    const { send } = setup();
    const response = send('POST', '/v1/clipapro/generations', { user_prompt: 'Down [502]' });
    expect(response.status).toBe(502);
    expect(response.body.type).toBe('text');
  });

  it('drops the connection for [drop-create] and delays for [slow-create]', () => {
    const { send } = setup();
    expect(send('POST', '/v1/clipapro/generations', { user_prompt: 'x [drop-create]' }).drop).toBe(
      true,
    );
    expect(
      send('POST', '/v1/clipapro/generations', { user_prompt: 'x [slow-create]' }).delayMs,
    ).toBe(4_000);
  });
});

describe('GET /v1/clipapro/generations/{id}', () => {
  it('is pending, then processing with a shrinking wait estimate, then completed with a video and poster', () => {
    const { send, advance } = setup();
    const { record: created } = create(send, { aspect_ratio: '9:16' });
    const path = `/v1/clipapro/generations/${String(created.id)}`;

    const pending = bodyOf(send('GET', path));
    expect(pending).toMatchObject({
      id: created.id,
      state: 'pending',
      video: null,
      estimate_wait_seconds: null,
      failure_reason: null,
    });
    expect(pending).not.toHaveProperty('server_id');

    advance(CLIP_TIMING.queueMs + 1_000);
    const early = bodyOf(send('GET', path));
    expect(early.state).toBe('processing');
    expect(early.estimate_wait_seconds).toBe(Math.ceil((CLIP_TIMING.runMs - 1_000) / 1000));

    advance(20_000);
    const later = bodyOf(send('GET', path));
    expect(later.state).toBe('processing');
    expect(later.estimate_wait_seconds).toBe(Number(early.estimate_wait_seconds) - 20);

    advance(CLIP_TIMING.runMs);
    const done = bodyOf(send('GET', path));
    expect(done.state).toBe('completed');
    expect(done.estimate_wait_seconds).toBeNull();
    expect(done.video).toEqual({
      url: `${MEDIA}sample.mp4`,
      width: 752,
      height: 1360,
      thumbnail: `${MEDIA}poster.jpg`,
      download_url: expect.stringMatching(
        /^http:\/\/media\.test\/demo\/sample\.mp4\?.*X-Amz-Expires=3600/,
      ) as unknown,
    });
    expect(done.thumbnail).toMatchObject({ url: `${MEDIA}poster.jpg` });
  });

  it('estimates in wall-clock seconds when the demo runs fast', () => {
    const { send, advance } = setup(8);
    const { record } = create(send);
    advance((CLIP_TIMING.queueMs + 6_000) / 8);
    const body = bodyOf(send('GET', `/v1/clipapro/generations/${String(record.id)}`));
    expect(body.state).toBe('processing');
    expect(body.estimate_wait_seconds).toBe(Math.ceil((CLIP_TIMING.runMs - 6_000) / 8 / 1000));
  });

  it('fails part-way with failure_reason for [fail], and for [moderation]', () => {
    const { send, advance } = setup();
    const failing = create(send, { user_prompt: 'Doomed [fail]' }).record;
    const moderated = create(send, { user_prompt: 'Rude [moderation]' }).record;
    advance(CLIP_TIMING.queueMs + CLIP_TIMING.runMs);
    const failed = bodyOf(send('GET', `/v1/clipapro/generations/${String(failing.id)}`));
    expect(failed).toMatchObject({
      state: 'failed',
      video: null,
      failure_reason: expect.stringContaining('could not render') as unknown,
    });
    const refused = bodyOf(send('GET', `/v1/clipapro/generations/${String(moderated.id)}`));
    expect(refused.failure_reason).toMatch(/moderation failed/);
  });

  it('reports an undocumented word for a while under [unknown]', () => {
    const { send, advance } = setup();
    const { record } = create(send, { user_prompt: 'Odd [unknown]' });
    advance(CLIP_TIMING.queueMs + 1_000);
    expect(bodyOf(send('GET', `/v1/clipapro/generations/${String(record.id)}`)).state).toBe(
      'upscaling',
    );
  });

  it('answers the scripted poll faults, then the record', () => {
    const { send } = setup();
    const { record } = create(send, { user_prompt: 'Flaky [poll-502]' });
    const path = `/v1/clipapro/generations/${String(record.id)}`;
    expect(send('GET', path).status).toBe(502);
    expect(send('GET', path).status).toBe(502);
    expect(send('GET', path).status).toBe(200);

    const limited = create(send, { user_prompt: 'Busy [poll-429]' }).record;
    const first = send('GET', `/v1/clipapro/generations/${String(limited.id)}`);
    expect(first.status).toBe(429);
    expect(first.headers?.['Retry-After']).toBe('3');
  });

  it('answers 404 for an id it does not know', () => {
    const { send } = setup();
    const response = send('GET', '/v1/clipapro/generations/0b9a6f6e-2f5c-4f0e-9d7b-5a1c3e2d4f60');
    expect(response.status).toBe(404);
    expect(bodyOf(response)).toMatchObject({ code: 'task_not_exist', data: null });
  });

  it('serves no other query path', () => {
    const { send } = setup();
    const { record } = create(send);
    expect(send('GET', `/clipapro/generations/${String(record.id)}`).status).toBe(404);
  });
});
