import { describe, expect, it } from 'vitest';
import { zTuneCreateAnswer } from '@/features/music/gateway-schema/tune';
import { zTuneTiming } from '@/features/music/gateway-schema/tune-timing';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { SAMPLE_DURATION_SECONDS, tuneTimings } from './tune';
import { WAVEFORM_POINTS, demoAlignedWords } from './tune-timing';

type Bed = ReturnType<typeof createDemoTestbed>;
const [, second] = tuneTimings;
const BOTH_DONE_MS = second.queueMs + second.runMs;
const lyrics = '[Verse]\nStreetlights hum a quiet tune\n\n[Chorus]\nSing it again';

async function song(bed: Bed, extra: Record<string, unknown> = {}) {
  const clips = await bed.client.json({
    method: 'POST',
    path: '/tune/generate',
    body: { prompt: lyrics, tags: 'dream pop', title: 'Streetlights', mv: 'chirp-v4', ...extra },
    schema: zTuneCreateAnswer,
  });
  return clips.map((c) => c.id);
}

async function timing(bed: Bed, id: string) {
  const response = await bed.fetch(`${TEST_GATEWAY}/tune/act/timing/${id}`, { method: 'GET' });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /tune/act/timing/{clip_id}', () => {
  it('answers a finished clip with its own lyrics aligned inside the sample, and a waveform', async () => {
    const bed = createDemoTestbed();
    const [id = ''] = await song(bed);
    bed.advance(BOTH_DONE_MS);
    const answer = await timing(bed, id);
    expect(answer.status).toBe(200);
    const parsed = zTuneTiming.parse(answer.body);
    expect(parsed.words.map((w) => w.word).join('')).toBe(
      '[Verse]\nStreetlights hum a quiet tune\n[Chorus]\nSing it again\n',
    );
    for (const word of parsed.words) {
      expect(word.startS).toBeGreaterThanOrEqual(0);
      expect(word.endS).toBeGreaterThanOrEqual(word.startS);
      expect(word.endS).toBeLessThanOrEqual(SAMPLE_DURATION_SECONDS);
    }
    expect(parsed.waveform).toHaveLength(WAVEFORM_POINTS);
    expect(parsed.waveform.every((v) => v >= 0 && v <= 1)).toBe(true);
    // Not flat: a song swells and fades.
    expect(Math.max(...parsed.waveform) - Math.min(...parsed.waveform)).toBeGreaterThan(0.3);
    // The same clip, the same answer.
    expect((await timing(bed, id)).body).toEqual(answer.body);
  });

  it('refuses a clip not finished (400), an unknown one (404), a malformed id (400)', async () => {
    const bed = createDemoTestbed();
    const [id = ''] = await song(bed);
    expect((await timing(bed, id)).status).toBe(400);
    expect((await timing(bed, '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).status).toBe(404);
    expect((await timing(bed, 'nope')).status).toBe(400);
  });

  it('scenario tags: [no-timing] answers 404, [timing-502] a 502', async () => {
    const bed = createDemoTestbed();
    const [none = ''] = await song(bed, { title: 'Plain [no-timing]' });
    const [broken = ''] = await song(bed, { tags: 'pop [timing-502]' });
    bed.advance(BOTH_DONE_MS);
    expect((await timing(bed, none)).status).toBe(404);
    expect((await timing(bed, broken)).status).toBe(502);
  });

  it('an instrumental has no words, and still a waveform', async () => {
    const bed = createDemoTestbed();
    const [id = ''] = await song(bed, { prompt: '', make_instrumental: true });
    bed.advance(BOTH_DONE_MS);
    const parsed = zTuneTiming.parse((await timing(bed, id)).body);
    expect(parsed.words).toEqual([]);
    expect(parsed.waveform).toHaveLength(WAVEFORM_POINTS);
  });

  it('spreads long lyrics over the song in order, a breath between lines', () => {
    const words = demoAlignedWords('a b c\nd e f\ng h i', 6);
    const starts = words.map((w) => w.start_s);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(words.at(-1)?.end_s).toBeLessThanOrEqual(6);
  });
});
