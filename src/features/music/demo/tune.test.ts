import { describe, expect, it } from 'vitest';
import { describeHttpFailure } from '@/testing/http-failure';
import { zTuneCreateAnswer, zTuneFeed, type TuneClip } from '@/features/music/gateway-schema/tune';
import { createDemoTestbed, TEST_GATEWAY, TEST_MEDIA } from '@/testing/demo-testbed';
import { SAMPLE_DURATION_SECONDS, tuneTimings } from './tune';

type Bed = ReturnType<typeof createDemoTestbed>;

const lyricsBody = {
  prompt: '[Verse]\nStreetlights hum',
  tags: 'dream pop',
  title: 'Streetlights',
  make_instrumental: false,
  mv: 'chirp-v4',
};
const [first, second] = tuneTimings;
/** Long enough for both clips of a generation to end. */
const BOTH_DONE_MS = second.queueMs + second.runMs;

function create(bed: Bed, body: Record<string, unknown> = lyricsBody) {
  return bed.client.json({
    method: 'POST',
    path: '/tune/generate',
    body,
    schema: zTuneCreateAnswer,
  });
}

function feed(bed: Bed, ids: readonly string[]) {
  return bed.client.json({ method: 'GET', path: `/tune/feed/${ids.join(',')}`, schema: zTuneFeed });
}

async function raw(bed: Bed, method: string, path: string, body?: unknown) {
  const response = await bed.fetch(`${TEST_GATEWAY}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function createdIds(bed: Bed, body: Record<string, unknown> = lyricsBody): Promise<string[]> {
  return (await create(bed, body)).map((c) => c.id);
}

async function clipsById(bed: Bed, ids: readonly string[]): Promise<Map<string, TuneClip>> {
  return new Map((await feed(bed, ids)).map((c) => [c.id, c]));
}

describe('POST /tune/generate', () => {
  it('makes two clips per generation, both submitted, with the batch around them', async () => {
    const bed = createDemoTestbed();
    const response = await raw(bed, 'POST', '/tune/generate', lyricsBody);
    expect(response.status).toBe(200);
    const answer = JSON.parse(response.text) as Record<string, unknown>;
    expect(answer).toMatchObject({
      status: 'complete',
      batch_size: 2,
      major_model_version: 'v4',
      metadata: { create_mode: 'custom', mv: 'chirp-v4' },
    });
    const clips = zTuneCreateAnswer.parse(answer);
    expect(clips).toHaveLength(2);
    for (const clip of clips) {
      expect(clip.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(clip).toMatchObject({
        status: 'submitted',
        audio_url: '',
        title: 'Streetlights',
        model_name: 'chirp-v4',
        metadata: { tags: 'dream pop', prompt: '[Verse]\nStreetlights hum', duration: null },
      });
    }
    expect(new Set(clips.map((c) => c.id)).size).toBe(2);
  });

  it.each([
    [{ ...lyricsBody, mv: 'chirp-v9' }, 'mv must be one of chirp-v4, chirp-v3-5, chirp-v3-0'],
    [{ ...lyricsBody, prompt: '' }, 'prompt (lyrics) or gpt_description_prompt is required'],
    [{ ...lyricsBody, prompt: 'x'.repeat(3001) }, 'prompt is longer than 3000 characters'],
    [{ ...lyricsBody, tags: 'x'.repeat(201) }, 'tags is longer than 200 characters'],
    [{ ...lyricsBody, title: 'x'.repeat(81) }, 'title is longer than 80 characters'],
    [
      { gpt_description_prompt: 'x'.repeat(501) },
      'gpt_description_prompt is longer than 500 characters',
    ],
    [{ ...lyricsBody, make_instrumental: 'yes' }, 'make_instrumental must be a boolean'],
  ])('refuses a bad body with 400 and {detail}', async (body, message) => {
    const bed = createDemoTestbed();
    const response = await raw(bed, 'POST', '/tune/generate', body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ detail: message });
    expect(bed.engine.list('tune')).toHaveLength(0);
  });

  it('accepts the limits themselves, and an instrumental without lyrics', async () => {
    const bed = createDemoTestbed();
    await expect(
      create(bed, {
        ...lyricsBody,
        prompt: 'x'.repeat(3000),
        tags: 'x'.repeat(200),
        title: 'x'.repeat(80),
      }),
    ).resolves.toHaveLength(2);
    await expect(
      create(bed, { prompt: '', tags: 'ambient', make_instrumental: true }),
    ).resolves.toHaveLength(2);
  });

  it('plays the create scenarios: [500] answers with the error envelope and creates nothing', async () => {
    const bed = createDemoTestbed();
    const response = await raw(bed, 'POST', '/tune/generate', {
      ...lyricsBody,
      title: 'Broken [500]',
    });
    expect(response.status).toBe(500);
    expect(describeHttpFailure(500, response.text)).toMatch(
      /^The gateway had an internal error \(500\): upstream error/,
    );
    expect(bed.engine.list('tune')).toHaveLength(0);
  });

  it('reads scenario tags from the description too', async () => {
    const bed = createDemoTestbed();
    expect(
      (await raw(bed, 'POST', '/tune/generate', { gpt_description_prompt: 'A song [400]' })).status,
    ).toBe(400);
  });
});

describe('GET /tune/feed/{ids}: a clip moves submitted → queued → streaming → complete', () => {
  it('with a playable stream while streaming, and the final audio, video, cover and duration when complete', async () => {
    const bed = createDemoTestbed();
    const [a = '', b = ''] = await createdIds(bed);

    bed.advance(first.queueMs * 0.5);
    expect((await clipsById(bed, [a])).get(a)).toMatchObject({ status: 'queued', audio_url: '' });

    bed.advance(first.queueMs);
    const early = (await clipsById(bed, [a])).get(a);
    expect(early).toMatchObject({
      status: 'streaming',
      audio_url: `${TEST_MEDIA}tune-a.mp3?item_id=${a}`,
      image_url: `${TEST_MEDIA}cover.jpg`,
      is_video_pending: true,
    });
    expect(early?.metadata?.duration).toBeNull();

    bed.advance(BOTH_DONE_MS);
    const done = await clipsById(bed, [a, b]);
    expect(done.get(a)).toMatchObject({
      status: 'complete',
      audio_url: `${TEST_MEDIA}tune-a.mp3`,
      video_url: `${TEST_MEDIA}sample.mp4`,
      image_url: `${TEST_MEDIA}cover.jpg`,
      is_video_pending: false,
      metadata: { duration: SAMPLE_DURATION_SECONDS, error_message: null },
    });
    // The two clips of a generation play different samples.
    expect(done.get(b)?.audio_url).toBe(`${TEST_MEDIA}tune-b.mp3`);
  });

  it('starts as submitted', async () => {
    const bed = createDemoTestbed();
    const [a = ''] = await createdIds(bed);
    expect((await clipsById(bed, [a])).get(a)?.status).toBe('submitted');
  });

  it('the second clip of a pair finishes later than the first', async () => {
    const bed = createDemoTestbed();
    const [a = '', b = ''] = await createdIds(bed);
    bed.advance(first.queueMs + first.runMs);
    const clips = await clipsById(bed, [a, b]);
    expect(clips.get(a)?.status).toBe('complete');
    expect(clips.get(b)?.status).toBe('streaming');
  });

  it('takes ~30–60 s at speed 1, and [slow] makes every phase four times longer', async () => {
    expect(first.queueMs + first.runMs).toBeGreaterThanOrEqual(30_000);
    expect(BOTH_DONE_MS).toBeLessThanOrEqual(60_000);
    const bed = createDemoTestbed();
    const [a = ''] = await createdIds(bed, { ...lyricsBody, title: 'Slow [slow]' });
    bed.advance((first.queueMs + first.runMs) * 2);
    expect((await clipsById(bed, [a])).get(a)?.status).toBe('streaming');
  });

  it('description mode: the model writes title, style and lyrics once the clip starts', async () => {
    const bed = createDemoTestbed();
    const [a = ''] = await createdIds(bed, {
      gpt_description_prompt: 'a song about the last train home',
      mv: 'chirp-v3-5',
    });
    expect((await clipsById(bed, [a])).get(a)).toMatchObject({
      title: '',
      metadata: { prompt: '', gpt_description_prompt: 'a song about the last train home' },
    });
    bed.advance(first.queueMs + 1_000);
    const clip = (await clipsById(bed, [a])).get(a);
    expect(clip).toMatchObject({
      title: 'A Song About The',
      major_model_version: 'v3.5',
      metadata: { tags: 'pop, upbeat, warm synths' },
    });
    expect(clip?.metadata?.prompt).toContain('a song about the last train home');
  });

  it('an instrumental has no lyrics', async () => {
    const bed = createDemoTestbed();
    const [a = ''] = await createdIds(bed, {
      prompt: '',
      tags: 'ambient piano',
      make_instrumental: true,
    });
    bed.advance(BOTH_DONE_MS);
    expect((await clipsById(bed, [a])).get(a)?.metadata).toMatchObject({
      prompt: '',
      has_vocal: false,
    });
  });
});

describe('the feed answers many ids at once', () => {
  it('returns the known ids among those asked, leaving unknown ones out', async () => {
    const bed = createDemoTestbed();
    const ids = [
      ...(await createdIds(bed)),
      ...(await createdIds(bed)),
      ...(await createdIds(bed)),
    ];
    const unknown = '00000000-0000-4000-8000-000000000000';
    const clips = await feed(bed, [unknown, ...ids]);
    expect(clips.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it('in shuffled order', async () => {
    const bed = createDemoTestbed();
    const ids = [
      ...(await createdIds(bed)),
      ...(await createdIds(bed)),
      ...(await createdIds(bed)),
    ];
    const orders = new Set<string>();
    for (let i = 0; i < 20; i += 1) orders.add((await feed(bed, ids)).map((c) => c.id).join(','));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('also on the /tuneapi/feed/ prefix the contract’s prose uses', async () => {
    const bed = createDemoTestbed();
    const ids = await createdIds(bed);
    const response = await raw(bed, 'GET', `/tuneapi/feed/${ids.join(',')}`);
    expect(response.status).toBe(200);
    expect(zTuneFeed.parse(JSON.parse(response.text))).toHaveLength(2);
  });

  it('404 {detail: "Not found"} when it knows none of them', async () => {
    const bed = createDemoTestbed();
    const response = await raw(
      bed,
      'GET',
      '/tune/feed/00000000-0000-4000-8000-000000000000,11111111-1111-4111-8111-111111111111',
    );
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toEqual({ detail: 'Not found' });
  });

  it('400 for an id that is not a UUID', async () => {
    const bed = createDemoTestbed();
    const ids = await createdIds(bed);
    const response = await raw(bed, 'GET', `/tune/feed/${ids[0] ?? ''},nope`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ detail: 'Invalid clip id: nope' });
  });

  it('needs the key when the gateway has one', async () => {
    const bed = createDemoTestbed({ apiKey: 'k' });
    const ids = await createdIds(bed);
    await expect(feed(bed, ids)).resolves.toHaveLength(2);
    const anonymous = await bed.fetch(`${TEST_GATEWAY}/tune/feed/${ids.join(',')}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('scenarios', () => {
  it('[fail]: both clips end in error with metadata.error_message, and no audio', async () => {
    const bed = createDemoTestbed();
    const ids = await createdIds(bed, { ...lyricsBody, title: 'Doomed [fail]' });
    bed.advance(BOTH_DONE_MS);
    for (const clip of await feed(bed, ids)) {
      expect(clip).toMatchObject({ status: 'error', audio_url: '', metadata: { duration: null } });
      expect(clip.metadata?.error_message).toMatch(/^Unable to generate this clip/);
    }
  });

  it('[fail-one]: only the second clip fails; the first completes', async () => {
    const bed = createDemoTestbed();
    const [a = '', b = ''] = await createdIds(bed, { ...lyricsBody, tags: 'pop [fail-one]' });
    bed.advance(BOTH_DONE_MS);
    const clips = await clipsById(bed, [a, b]);
    expect(clips.get(a)?.status).toBe('complete');
    expect(clips.get(b)).toMatchObject({ status: 'error' });
  });

  it('[unknown]: an undocumented word while queued, then the usual words', async () => {
    const bed = createDemoTestbed();
    const [a = ''] = await createdIds(bed, { ...lyricsBody, title: 'Odd [unknown]' });
    bed.advance(first.queueMs * 0.6);
    expect((await clipsById(bed, [a])).get(a)?.status).toBe('initializing');
    bed.advance(BOTH_DONE_MS);
    expect((await clipsById(bed, [a])).get(a)?.status).toBe('complete');
  });

  it('[poll-502]: the first two feed requests that carry the clip answer an HTML proxy page', async () => {
    const bed = createDemoTestbed();
    const ids = await createdIds(bed, { ...lyricsBody, title: 'Flaky [poll-502]' });
    for (let i = 0; i < 2; i += 1) {
      const response = await raw(bed, 'GET', `/tune/feed/${ids.join(',')}`);
      expect(response.status).toBe(502);
      expect(response.text).toContain('<title>502 Bad Gateway</title>');
    }
    expect(await feed(bed, ids)).toHaveLength(2);
  });

  it('[poll-429]: the first feed request answers 429 with Retry-After', async () => {
    const bed = createDemoTestbed();
    const ids = await createdIds(bed, { ...lyricsBody, title: 'Busy [poll-429]' });
    const response = await raw(bed, 'GET', `/tune/feed/${ids.join(',')}`);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('3');
    expect(await feed(bed, ids)).toHaveLength(2);
  });

  it('a fault of one generation fails the whole feed request it shares with others', async () => {
    const bed = createDemoTestbed();
    const good = await createdIds(bed);
    const flaky = await createdIds(bed, { ...lyricsBody, title: 'Flaky [poll-500]' });
    expect((await raw(bed, 'GET', `/tune/feed/${[...good, ...flaky].join(',')}`)).status).toBe(500);
  });
});
