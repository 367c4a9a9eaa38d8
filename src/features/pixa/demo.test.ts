import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '@/lib/json';
import { TEST_GATEWAY, TEST_MEDIA, createDemoTestbed } from '@/testing/demo-testbed';
import { bigVideoId, pixaTemplates, pixaTiming, validatePixaCreate } from './demo';

type Bed = ReturnType<typeof createDemoTestbed>;

const valid = {
  prompt: 'A fox',
  model: 'v4.5',
  duration: 5,
  quality: '540p',
  motion_mode: 'normal',
};

async function send(bed: Bed, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await bed.fetch(`${TEST_GATEWAY}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    data: parseJsonLossless(text) as Record<string, unknown>,
  };
}

async function create(bed: Bed, body: Record<string, unknown> = valid): Promise<string> {
  const { data } = await send(bed, 'POST', '/vip/pixa/video/create', body);
  return String(data.video_id);
}

/** Every field of the pixa record in the contract. */
const documentedFields = [
  'video_id',
  'video_status',
  'account_id',
  'created_at',
  'first_frame',
  'output_width',
  'output_height',
  'original_video_id',
  'upscaled',
  'prompt',
  'model',
  'negative_prompt',
  'quality',
  'motion_mode',
  'asset_id',
  'auto_character_prompt',
  'seed',
  'likes',
  'model_name',
  'queue_data',
  'video_duration',
  'last_frame',
  'extended',
  'lip_sync',
  'url',
  'img_id',
  'img_url',
  'duration',
  'motion_brush',
  'asset_name',
  'asset_img_url',
  'remove_watermark',
  'nick_name',
  'avatar',
  'aspect_ratio',
  'camera_movement',
  'relation_type',
  'style',
  'template_id',
  'template_name',
  'template_thumbnail_url',
  'template_thumbnail_video_url',
  'template_i18n_json',
];

describe('pixa demo: create', () => {
  it('answers exactly {video_id} with the id as raw digits above 2^53', async () => {
    const bed = createDemoTestbed();
    const { status, text } = await send(bed, 'POST', '/vip/pixa/video/create', valid);
    expect(status).toBe(200);
    expect(text).toMatch(/^\{"video_id":\d{19}\}$/);
    const id = text.slice('{"video_id":'.length, -1);
    expect(BigInt(id) > 2n ** 53n).toBe(true);
    expect(bed.engine.get('pixa', id)).toBeDefined();
  });

  it('makes odd ids between 2^60 and 2^61 that no double can hold', () => {
    for (let i = 0; i < 50; i += 1) {
      const id = BigInt(bigVideoId());
      expect(id >= 2n ** 60n && id < 2n ** 61n).toBe(true);
      expect(id % 2n).toBe(1n);
      expect(BigInt(Number(id))).not.toBe(id);
    }
  });

  it('refuses with 400 and a {ErrCode, ErrMsg} body what the rules forbid', async () => {
    const bed = createDemoTestbed();
    const { status, data } = await send(bed, 'POST', '/vip/pixa/video/create', {
      ...valid,
      motion_mode: 'fast',
      quality: '1080p',
    });
    expect(status).toBe(400);
    expect(data.ErrCode).toBe(400017);
    expect(data.ErrMsg).toMatch(
      /^Invalid parameter: motion_mode fast is not available at 1080p \(request id: \w+\)$/,
    );
    expect(bed.engine.list('pixa')).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const bed = createDemoTestbed();
    const response = await bed.fetch(`${TEST_GATEWAY}/vip/pixa/video/create`, {
      method: 'POST',
      body: 'prompt=fox',
    });
    expect(response.status).toBe(400);
  });

  it('[400] refuses the prompt at create; [502] answers an HTML proxy page', async () => {
    const bed = createDemoTestbed();
    expect(
      (await send(bed, 'POST', '/vip/pixa/video/create', { ...valid, prompt: 'x [400]' })).data,
    ).toMatchObject({ ErrCode: 500054 });
    const proxy = await bed.fetch(`${TEST_GATEWAY}/vip/pixa/video/create`, {
      method: 'POST',
      body: JSON.stringify({ ...valid, prompt: 'x [502]' }),
    });
    expect(proxy.status).toBe(502);
    expect(await proxy.text()).toContain('<title>502 Bad Gateway</title>');
  });
});

describe('validatePixaCreate: the server rules at their edges', () => {
  const cases: [Record<string, unknown>, string | null][] = [
    [valid, null],
    [{ ...valid, motion_mode: 'fast', duration: 5, quality: '720p' }, null],
    [
      { ...valid, motion_mode: 'fast', duration: 8, quality: '720p' },
      'motion_mode fast is only available with duration 5',
    ],
    [
      { ...valid, motion_mode: 'fast', duration: 5, quality: '1080p' },
      'motion_mode fast is not available at 1080p',
    ],
    [{ ...valid, motion_mode: 'normal', duration: 8, quality: '1080p' }, null],
    [{ ...valid, motion_mode: undefined }, null],
    [{ ...valid, motion_mode: 'turbo' }, 'motion_mode must be normal or fast'],
    [{ ...valid, duration: 6 }, 'duration must be 5 or 8'],
    [{ ...valid, duration: '5' }, 'duration must be 5 or 8'],
    [{ ...valid, quality: '4k' }, 'quality must be one of 360p, 540p, 720p, 1080p'],
    [{ ...valid, prompt: ' ' }, 'prompt is required'],
    [{ ...valid, prompt: 'x'.repeat(2049) }, 'prompt must be at most 2048 characters'],
    [{ ...valid, model: '' }, 'model is required'],
    [{ ...valid, model: 'v6-preview' }, null],
    [{ ...valid, template_id: 315446315336768 }, null],
    [{ ...valid, template_id: 12 }, 'template_id 12 does not exist'],
    [{ ...valid, template_id: '315446315336768' }, 'template_id must be an integer'],
    [{ ...valid, seed: 0 }, null],
    [{ ...valid, seed: 2_147_483_647 }, null],
    [{ ...valid, seed: 2_147_483_648 }, 'seed must be an integer from 0 to 2147483647'],
    [{ ...valid, seed: -1 }, 'seed must be an integer from 0 to 2147483647'],
    [{ ...valid, img_url: 'https://img.example/a.jpg' }, null],
    [{ ...valid, img_url: 'ftp://img.example/a.jpg' }, 'img_url must be an http(s) URL'],
    [{ ...valid, remove_watermark: 1 }, null],
    [{ ...valid, remove_watermark: true }, 'remove_watermark must be 0 or 1'],
  ];
  for (const [body, expected] of cases) {
    it(`${JSON.stringify(body).slice(0, 110)} → ${expected ?? 'accepted'}`, () => {
      expect(validatePixaCreate(body)).toBe(expected);
    });
  }
});

describe('pixa demo: query', () => {
  it('answers the full record with every documented field and the id as raw digits', async () => {
    const bed = createDemoTestbed();
    const id = await create(bed, {
      ...valid,
      template_id: 308621408717184,
      img_url: 'https://img.example/a.jpg',
    });
    const { status, text, data } = await send(bed, 'GET', `/pixa/video/task/${id}`);
    expect(status).toBe(200);
    expect(text.startsWith(`{"video_id":${id},`)).toBe(true);
    expect(Object.keys(data).sort()).toEqual([...documentedFields].sort());
    expect(data).toMatchObject({
      video_status: 5,
      url: '',
      first_frame: '',
      template_name: 'Earth Zoom',
      template_id: 308621408717184,
      img_url: 'https://img.example/a.jpg',
      output_width: 960,
      output_height: 540,
    });
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(JSON.parse(String(data.template_i18n_json))).toMatchObject({
      en: 'Earth Zoom',
      'zh-CN': '地球缩放',
    });
  });

  it('moves 5 → 10 → 1 at speed 1 over tens of seconds, queue_data counting down', async () => {
    const bed = createDemoTestbed();
    const id = await create(bed);
    const at = async () => (await send(bed, 'GET', `/pixa/video/task/${id}`)).data;
    expect(await at()).toMatchObject({
      video_status: 5,
      queue_data: { queue_count: 2, queue_time: 20 },
    });
    bed.advance(15_000);
    expect(await at()).toMatchObject({
      video_status: 5,
      queue_data: { queue_count: 1, queue_time: 5 },
    });
    bed.advance(6_000);
    expect(await at()).toMatchObject({
      video_status: 10,
      queue_data: { queue_count: 0, queue_time: 0 },
      url: '',
    });
    bed.advance(pixaTiming.runMs);
    expect(await at()).toMatchObject({
      video_status: 1,
      url: `${TEST_MEDIA}sample.mp4`,
      first_frame: `${TEST_MEDIA}poster.jpg`,
      video_duration: 5,
    });
    expect(pixaTiming.queueMs + pixaTiming.runMs).toBeGreaterThanOrEqual(30_000);
  });

  it('the malformed template document is sent as it is', async () => {
    const bed = createDemoTestbed();
    const id = await create(bed, { ...valid, template_id: 302325299692608 });
    const { data } = await send(bed, 'GET', `/pixa/video/task/${id}`);
    expect(data.template_i18n_json).toBe(pixaTemplates['302325299692608']?.i18n);
    expect(() => {
      JSON.parse(String(data.template_i18n_json));
    }).toThrow();
  });

  it('an unknown id is a 404 with {ErrCode, ErrMsg}; a non-numeric id a 400', async () => {
    const bed = createDemoTestbed();
    const missing = await send(bed, 'GET', '/pixa/video/task/1152921504606846977');
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ ErrCode: 400018 });
    expect(String(missing.data.ErrMsg)).toMatch(/^video 1152921504606846977 not found/);
    expect((await send(bed, 'GET', '/pixa/video/task/abc')).status).toBe(400);
  });

  it('a rounded id (what JSON.parse would give) is not the same video', async () => {
    const bed = createDemoTestbed();
    const id = await create(bed);
    const rounded = BigInt(Number(id)).toString();
    expect((await send(bed, 'GET', `/pixa/video/task/${rounded}`)).status).toBe(404);
  });
});
