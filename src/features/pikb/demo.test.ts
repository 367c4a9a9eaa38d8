import { describe, expect, it } from 'vitest';
import { zPikbTask } from '@/features/pikb/gateway-schema';
import { DemoEngine } from '@/gateway/demo/engine';
import { handleDemoRequest } from '@/gateway/demo/handlers';
import type { DemoResponse } from '@/gateway/demo/http';
import { testDemoRoutes } from '@/testing/demo-routes';
import { PIKB_NO_VIDEOS_MS, pikbDemoContent, pikbEntryTiming } from './demo';

const MEDIA = 'http://media.test/demo/';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Known from the derivation: three videos, "Cake-ify", model 1.5, 10 s. */
const THREE = '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a';
/** One video, "Crush", model turbo. */
const ONE = '7c1d0e2f-9a8b-4c3d-8e7f-0a1b2c3d4e5f';

function setup(speed = 1) {
  let now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const engine = new DemoEngine({ now: () => now, speed, mediaBase: MEDIA });
  const query = (id: string | null, method = 'GET'): DemoResponse =>
    handleDemoRequest(
      engine,
      {
        method,
        url: new URL(
          id === null ? '/pikb/task' : `/pikb/task?id=${encodeURIComponent(id)}`,
          'http://gateway.test',
        ),
        headers: {},
        body: '',
      },
      testDemoRoutes,
    );
  return { engine, query, advance: (ms: number) => (now += ms) };
}

function bodyOf(response: DemoResponse): Record<string, unknown> {
  if (response.body.type !== 'json') throw new Error(`not JSON: ${response.body.type}`);
  return JSON.parse(response.body.text) as Record<string, unknown>;
}

function task(response: DemoResponse) {
  expect(response.status).toBe(200);
  return zPikbTask.parse(bodyOf(response));
}

function statuses(response: DemoResponse): (string | null | undefined)[] {
  return (task(response).videos ?? []).map((v) => v.status);
}

describe('GET /pikb/task?id=', () => {
  it('knows any well-formed UUID and fills every documented field of the task', () => {
    const { query, advance } = setup();
    query(THREE);
    advance(pikbEntryTiming(2).queueMs + pikbEntryTiming(2).runMs);
    const record = bodyOf(query(THREE));
    expect(Object.keys(record).sort()).toEqual([
      'adjusted',
      'extended',
      'hasSfx',
      'id',
      'lipSynced',
      'params',
      'promptText',
      'upscaled',
      'videos',
    ]);
    expect(record.id).toBe(THREE);
    const parsed = zPikbTask.parse(record);
    expect(parsed.promptText).toBe('A corgi sitting on a beach towel, looking at the camera');
    expect(parsed.params).toMatchObject({
      promptText: parsed.promptText,
      pikbeffect: 'Cake-ify',
      model: '1.5',
      duration: 10,
      image: `${MEDIA}cover.jpg`,
      options: { frameRate: 24, parameters: { guidanceScale: 12 } },
    });
    expect(parsed.params?.userId).toMatch(uuid);
    expect(Object.keys(parsed.params?.options ?? {}).sort()).toEqual([
      'aspectRatio',
      'camera',
      'frameRate',
      'parameters',
    ]);
    expect(Object.keys(parsed.params?.options?.parameters ?? {}).sort()).toEqual([
      'guidanceScale',
      'motion',
      'negativePrompt',
      'seed',
    ]);
    const videos = parsed.videos ?? [];
    expect(videos).toHaveLength(3);
    for (const video of videos) {
      expect(video.id).toMatch(uuid);
      expect(video).toMatchObject({
        status: 'finished',
        duration: 10,
        feedback: 0,
        favorited: false,
        folders: [],
        videoPoster: `${MEDIA}poster.jpg`,
        imageThumb: `${MEDIA}poster.jpg`,
      });
      expect(video.sharingUrl).toBe(`https://pikb.example/video/${video.id ?? ''}`);
      expect(Number.isInteger(video.seed)).toBe(true);
    }
    // Both sample containers get played.
    expect(new Set(videos.map((v) => v.resultUrl))).toEqual(
      new Set([`${MEDIA}sample.mp4`, `${MEDIA}sample.webm`]),
    );
  });

  it('derives the same task from the same id, in any engine', () => {
    expect(bodyOf(setup().query(THREE))).toEqual(bodyOf(setup().query(THREE)));
    expect(pikbDemoContent(ONE).entries).toHaveLength(1);
    expect(pikbDemoContent(THREE).entries.map((e) => e.id)).not.toContain(
      pikbDemoContent(ONE).entries[0]?.id,
    );
  });

  it('has no videos at first, then each video moves queued → started → finished on its own clock', () => {
    const { query, advance } = setup();
    expect(statuses(query(THREE))).toEqual([]);
    advance(PIKB_NO_VIDEOS_MS);
    expect(statuses(query(THREE))).toEqual(['queued', 'queued', 'queued']);
    advance(pikbEntryTiming(0).queueMs - PIKB_NO_VIDEOS_MS);
    const started = task(query(THREE)).videos ?? [];
    expect(started.map((v) => v.status)).toEqual(['started', 'queued', 'queued']);
    // resultUrl, videoPoster and imageThumb come with `finished` only.
    expect(started[0]).not.toHaveProperty('resultUrl');
    expect(started[0]).not.toHaveProperty('videoPoster');
    advance(pikbEntryTiming(0).runMs);
    expect(statuses(query(THREE))).toEqual(['finished', 'started', 'started']);
    advance(
      pikbEntryTiming(1).queueMs +
        pikbEntryTiming(1).runMs -
        pikbEntryTiming(0).queueMs -
        pikbEntryTiming(0).runMs,
    );
    expect(statuses(query(THREE))).toEqual(['finished', 'finished', 'started']);
    advance(60_000);
    expect(statuses(query(THREE))).toEqual(['finished', 'finished', 'finished']);
  });

  it('takes tens of seconds at speed 1 and an eighth of that at speed 8', () => {
    const last = pikbEntryTiming(2);
    expect(last.queueMs + last.runMs).toBeGreaterThanOrEqual(30_000);
    const { query, advance } = setup(8);
    query(THREE);
    advance(Math.ceil((last.queueMs + last.runMs) / 8));
    expect(statuses(query(THREE))).toEqual(['finished', 'finished', 'finished']);
  });

  it('answers 404 with the task envelope for ids starting 00000000', () => {
    const response = setup().query('00000000-0000-4000-8000-000000000404');
    expect(response.status).toBe(404);
    expect(bodyOf(response)).toMatchObject({ code: 'task_not_exist', data: null });
    expect(String(bodyOf(response).message)).toMatch(/^task not found \(request id: \w+\)$/);
  });

  it('ends one video of three in `error` for ids starting fa11fa11, the others finished', () => {
    const { query, advance } = setup();
    const id = 'fa11fa11-0000-4000-8000-000000000001';
    query(id);
    advance(120_000);
    const videos = task(query(id)).videos ?? [];
    expect(videos.map((v) => v.status)).toEqual(['finished', 'error', 'finished']);
    expect(videos[1]).not.toHaveProperty('resultUrl');
    expect(videos[1]).not.toHaveProperty('sharingUrl');
  });

  it('fails every video for ids starting deadbeef', () => {
    const { query, advance } = setup();
    const id = 'deadbeef-0000-4000-8000-000000000001';
    query(id);
    advance(120_000);
    expect(statuses(query(id))).toEqual(['failed', 'failed']);
  });

  it('plays the poll-fault scenarios for ids starting 00000429 / 00000500 / 00000502', () => {
    const { query } = setup();
    const limited = query('00000429-0000-4000-8000-000000000001');
    expect(limited.status).toBe(429);
    expect(limited.headers?.['Retry-After']).toBe('3');
    expect(query('00000429-0000-4000-8000-000000000001').status).toBe(200);

    const id500 = '00000500-0000-4000-8000-000000000001';
    expect([query(id500).status, query(id500).status, query(id500).status]).toEqual([
      500, 500, 200,
    ]);
    const id502 = '00000502-0000-4000-8000-000000000001';
    const proxy = query(id502);
    expect(proxy.status).toBe(502);
    expect(proxy.body.type).toBe('text');
  });

  it('refuses a missing or malformed id with 400 and the task envelope', () => {
    const { query, engine } = setup();
    const missing = query(null);
    expect(missing.status).toBe(400);
    expect(bodyOf(missing)).toMatchObject({ code: 'invalid_request', data: null });
    expect(String(bodyOf(missing).message)).toContain('id is required');
    const malformed = query('not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(String(bodyOf(malformed).message)).toContain('id must be a UUID');
    expect(engine.list('pikb')).toHaveLength(0);
  });

  it('has no create operation: POST is not allowed', () => {
    expect(setup().query(THREE, 'POST').status).toBe(405);
  });
});
