// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { zClipRecord } from '@/features/clip/gateway-schema';
import {
  zTuneConcatAnswer,
  zTuneCreateAnswer,
  zTuneFeed,
  zTuneLyrics,
  zTuneLyricsTask,
} from '@/features/music/gateway-schema/tune';
import { zVideoRecord, zVideoTask } from '@/features/video/gateway-schema';
import { assumedPaths as clipAssumed } from '@/features/clip/paths';
import { assumedPaths as musicAssumed } from '@/features/music/paths';
import { assumedPaths as videoAssumed } from '@/features/video/paths';
import { fillPath } from '@/gateway/path';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { SAMPLE_DURATION_SECONDS, tuneTimings } from '@/features/music/demo/tune';
import { lyricsTiming } from '@/features/music/demo/tune-lyrics';
import { concatTiming } from '@/features/music/demo/tune-stems-concat';

type Bed = ReturnType<typeof createDemoTestbed>;

const VIDEO_DONE_MS = 27_001;
const CLIP_DONE_MS = 60_001;
const TUNE_DONE_MS = tuneTimings[1].queueMs + tuneTimings[1].runMs + 1;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof GatewayError) return error.status;
    throw error;
  }
}

const t2v = {
  model: 'videomodel-1.0-t2v',
  prompt: 'a paper boat',
  seconds: 5,
  resolution: '720P',
  ratio: '16:9',
  watermark: false,
};

async function video(bed: Bed) {
  const task = await bed.client.json({
    method: 'POST',
    path: '/v1/videos',
    body: t2v,
    schema: zVideoTask,
  });
  return task.id ?? '';
}

const remix = (bed: Bed, id: string, prompt: string) =>
  bed.client.json({
    method: 'POST',
    path: fillPath(videoAssumed.videoRemixPath.default, { id }),
    body: { prompt },
    schema: zVideoTask,
  });

describe('POST /v1/videos/{id}/remix', () => {
  it('a finished video remixes into a new task that names its source and runs like any video', async () => {
    const bed = createDemoTestbed();
    const source = await video(bed);
    bed.advance(VIDEO_DONE_MS);
    const task = await remix(bed, source, 'the boat at night');
    expect(task.id).not.toBe(source);
    expect(task).toMatchObject({
      status: 'queued',
      model: 'videomodel-1.0-t2v',
      seconds: '5',
      remixed_from_video_id: source,
    });
    bed.advance(VIDEO_DONE_MS);
    const record = await bed.client.json({
      method: 'GET',
      path: `/v1/videos/${task.id ?? ''}`,
      schema: zVideoRecord,
    });
    expect(record).toMatchObject({ status: 'completed', remixed_from_video_id: source });
  });

  it('an unknown source is 404, an unfinished one 400, an empty prompt 400', async () => {
    const bed = createDemoTestbed();
    expect(await status(remix(bed, 'video_nope', 'x'))).toBe(404);
    const source = await video(bed);
    expect(await status(remix(bed, source, 'too early'))).toBe(400);
    bed.advance(VIDEO_DONE_MS);
    expect(await status(remix(bed, source, '  '))).toBe(400);
  });

  it('the new prompt carries scenario tags: [429] refuses the remix', async () => {
    const bed = createDemoTestbed();
    const source = await video(bed);
    bed.advance(VIDEO_DONE_MS);
    expect(await status(remix(bed, source, 'again [429]'))).toBe(429);
  });
});

const clipBody = {
  user_prompt: 'a lighthouse',
  aspect_ratio: '16:9',
  expand_prompt: true,
  loop: false,
};
const extend = (bed: Bed, id: string, body: Record<string, unknown> = clipBody) =>
  bed.client.json({
    method: 'POST',
    path: fillPath(clipAssumed.clipExtendPath.default, { id }),
    body,
    schema: zClipRecord,
  });

describe('POST /v1/clipapro/generations/{id}/extend', () => {
  it('extends a finished clip into a new generation followed on the query path', async () => {
    const bed = createDemoTestbed();
    const source = await bed.client.json({
      method: 'POST',
      path: '/v1/clipapro/generations',
      body: clipBody,
      schema: zClipRecord,
    });
    bed.advance(CLIP_DONE_MS);
    const next = await extend(bed, source.id, { ...clipBody, user_prompt: 'the light turns' });
    expect(next).toMatchObject({ state: 'pending', prompt: 'the light turns' });
    bed.advance(CLIP_DONE_MS);
    const record = await bed.client.json({
      method: 'GET',
      path: fillPath(clipAssumed.clipQueryPath.default, { id: next.id }),
      schema: zClipRecord,
    });
    expect(record.state).toBe('completed');
  });

  it('404 for an unknown clip, 400 for an unfinished one or a bad body', async () => {
    const bed = createDemoTestbed();
    expect(await status(extend(bed, UNKNOWN_UUID))).toBe(404);
    const source = await bed.client.json({
      method: 'POST',
      path: '/v1/clipapro/generations',
      body: clipBody,
      schema: zClipRecord,
    });
    expect(await status(extend(bed, source.id))).toBe(400);
    bed.advance(CLIP_DONE_MS);
    expect(await status(extend(bed, source.id, { ...clipBody, user_prompt: '' }))).toBe(400);
  });

  it('the new prompt carries scenario tags as a create does: [401] and [500] refuse, [fail] ends failed, [slow] takes four times as long', async () => {
    const bed = createDemoTestbed();
    const source = await bed.client.json({
      method: 'POST',
      path: '/v1/clipapro/generations',
      body: clipBody,
      schema: zClipRecord,
    });
    bed.advance(CLIP_DONE_MS);
    expect(
      await status(extend(bed, source.id, { ...clipBody, user_prompt: 'further [401]' })),
    ).toBe(401);
    expect(
      await status(extend(bed, source.id, { ...clipBody, user_prompt: 'further [500]' })),
    ).toBe(500);

    const failing = await extend(bed, source.id, { ...clipBody, user_prompt: 'further [fail]' });
    const slow = await extend(bed, source.id, { ...clipBody, user_prompt: 'further [slow]' });
    const query = (id: string) =>
      bed.client.json({
        method: 'GET',
        path: fillPath(clipAssumed.clipQueryPath.default, { id }),
        schema: zClipRecord,
      });
    bed.advance(CLIP_DONE_MS);
    expect(await query(failing.id)).toMatchObject({
      state: 'failed',
      failure_reason: expect.stringContaining('[fail]') as unknown,
    });
    expect((await query(slow.id)).state).not.toBe('completed');
    bed.advance(3 * CLIP_DONE_MS);
    expect((await query(slow.id)).state).toBe('completed');
  });
});

const song = {
  prompt: '[Verse]\nStreetlights hum',
  tags: 'dream pop',
  title: 'Streetlights',
  make_instrumental: false,
  mv: 'chirp-v4',
};
const createTune = (bed: Bed, body: Record<string, unknown>) =>
  bed.client.json({
    method: 'POST',
    path: musicAssumed.tuneCreatePath.default,
    body,
    schema: zTuneCreateAnswer,
  });
const feed = (bed: Bed, ids: string[]) =>
  bed.client.json({
    method: 'GET',
    path: fillPath(musicAssumed.tuneFeedPath.default, { ids: ids.join(',') }),
    schema: zTuneFeed,
  });

async function finishedSong(bed: Bed): Promise<string> {
  const clips = await createTune(bed, song);
  bed.advance(TUNE_DONE_MS);
  return clips[0]?.id ?? '';
}

const continueBody = (id: string, at: unknown) => ({
  task: 'extend',
  continue_clip_id: id,
  continue_at: at,
  prompt: '[Bridge]\nAnd then the rain',
  tags: 'dream pop',
  title: 'Streetlights II',
  mv: 'chirp-v4',
});

describe('music continue, stems and join', () => {
  it('task "extend" continues a finished clip; the new clips name it and the time', async () => {
    const bed = createDemoTestbed();
    const source = await finishedSong(bed);
    const clips = await createTune(bed, continueBody(source, 3.5));
    expect(clips).toHaveLength(2);
    bed.advance(TUNE_DONE_MS);
    const [clip] = await feed(bed, [clips[0]?.id ?? '']);
    expect(clip?.metadata).toMatchObject({
      continue_clip_id: source,
      continue_at: 3.5,
      prompt: '[Bridge]\nAnd then the rain',
    });
  });

  it('continue: 404 for an unknown clip, 400 for an unfinished one or a time outside the clip', async () => {
    const bed = createDemoTestbed();
    expect(await status(createTune(bed, continueBody(UNKNOWN_UUID, 1)))).toBe(404);
    const [fresh] = await createTune(bed, song);
    expect(await status(createTune(bed, continueBody(fresh?.id ?? '', 1)))).toBe(400);
    bed.advance(TUNE_DONE_MS);
    expect(
      await status(createTune(bed, continueBody(fresh?.id ?? '', SAMPLE_DURATION_SECONDS + 1))),
    ).toBe(400);
    expect(await status(createTune(bed, continueBody(fresh?.id ?? '', -1)))).toBe(400);
    expect(
      await status(createTune(bed, continueBody(fresh?.id ?? '', SAMPLE_DURATION_SECONDS))),
    ).toBe(200);
  });

  it('continue: the new words carry scenario tags as a create does: [401] and [429] refuse, [fail] ends both clips in error, [fail-one] the second', async () => {
    const bed = createDemoTestbed();
    const source = await finishedSong(bed);
    const tagged = (tag: string) => ({
      ...continueBody(source, 2),
      prompt: `[Bridge]\nAnd then the rain ${tag}`,
    });
    expect(await status(createTune(bed, tagged('[401]')))).toBe(401);
    expect(
      await status(createTune(bed, { ...continueBody(source, 2), tags: 'dream pop [429]' })),
    ).toBe(429);

    const failing = await createTune(bed, tagged('[fail]'));
    const mixed = await createTune(bed, tagged('[fail-one]'));
    bed.advance(TUNE_DONE_MS);
    const statusOf = async (ids: string[]) => {
      const clips = await feed(bed, ids);
      return ids.map((id) => clips.find((c) => c.id === id)?.status);
    };
    expect(await statusOf(failing.map((c) => c.id))).toEqual(['error', 'error']);
    expect(await statusOf(mixed.map((c) => c.id))).toEqual(['complete', 'error']);
  });

  it('task "gen_stem" splits a finished clip into vocals and instrumental', async () => {
    const bed = createDemoTestbed();
    const source = await finishedSong(bed);
    const clips = await createTune(bed, {
      task: 'gen_stem',
      continue_clip_id: source,
      stem_task: 'two',
    });
    expect(clips).toHaveLength(2);
    bed.advance(TUNE_DONE_MS);
    const parts = await feed(
      bed,
      clips.map((c) => c.id),
    );
    expect(parts.map((p) => p.title).sort()).toEqual([
      'Streetlights (Instrumental)',
      'Streetlights (Vocals)',
    ]);
    expect(parts.every((p) => p.status === 'complete' && p.metadata?.stem_from_id === source)).toBe(
      true,
    );
    expect(
      await status(createTune(bed, { task: 'gen_stem', continue_clip_id: UNKNOWN_UUID })),
    ).toBe(404);
  });

  it('what is made from a described song is named from the title the model wrote, never "Untitled"', async () => {
    const bed = createDemoTestbed();
    const [described] = await createTune(bed, {
      gpt_description_prompt: 'a warm summer indie-pop song about the coast',
      mv: 'chirp-v4',
    });
    bed.advance(TUNE_DONE_MS);
    const source = described?.id ?? '';
    const stems = await createTune(bed, {
      task: 'gen_stem',
      continue_clip_id: source,
      stem_task: 'two',
    });
    const cover = await createTune(bed, {
      task: 'cover',
      cover_clip_id: source,
      tags: 'bossa nova',
      title: '',
      prompt: '',
      mv: 'chirp-v4',
    });
    bed.advance(TUNE_DONE_MS);
    const titles = (
      await feed(
        bed,
        [...stems, ...cover].map((c) => c.id),
      )
    ).map((c) => c.title);
    expect(titles.sort()).toEqual([
      'A Warm Summer Indie-pop',
      'A Warm Summer Indie-pop',
      'A Warm Summer Indie-pop (Instrumental)',
      'A Warm Summer Indie-pop (Vocals)',
    ]);
  });

  it('stems of a song without a title come without one: the studio names them', async () => {
    const bed = createDemoTestbed();
    const [untitled] = await createTune(bed, { ...song, title: '' });
    bed.advance(TUNE_DONE_MS);
    const stems = await createTune(bed, {
      task: 'gen_stem',
      continue_clip_id: untitled?.id ?? '',
      stem_task: 'two',
    });
    bed.advance(TUNE_DONE_MS);
    const parts = await feed(
      bed,
      stems.map((c) => c.id),
    );
    expect(parts.map((p) => p.title)).toEqual(['', '']);
  });

  it('stems: 400 for a clip not finished yet, 404 for an unknown one, and nothing is made', async () => {
    const bed = createDemoTestbed();
    const [fresh] = await createTune(bed, song);
    const before = bed.engine.list('tune').length;
    expect(
      await status(
        createTune(bed, { task: 'gen_stem', continue_clip_id: fresh?.id ?? '', stem_task: 'two' }),
      ),
    ).toBe(400);
    expect(
      await status(
        createTune(bed, { task: 'gen_stem', continue_clip_id: UNKNOWN_UUID, stem_task: 'two' }),
      ),
    ).toBe(404);
    expect(bed.engine.list('tune')).toHaveLength(before);
    // Once the clip is finished, the same request splits it.
    bed.advance(TUNE_DONE_MS);
    expect(
      await status(
        createTune(bed, { task: 'gen_stem', continue_clip_id: fresh?.id ?? '', stem_task: 'two' }),
      ),
    ).toBe(200);
  });

  it('concat joins a continued clip into one clip; a clip that was not continued is 400, an unknown one 404', async () => {
    const bed = createDemoTestbed();
    const source = await finishedSong(bed);
    const join = (id: string) =>
      bed.client.json({
        method: 'POST',
        path: musicAssumed.tuneConcatPath.default,
        body: { clip_id: id, is_infill: false },
        schema: zTuneConcatAnswer,
      });
    expect(await status(join(source))).toBe(400);
    expect(await status(join(UNKNOWN_UUID))).toBe(404);
    const [continued] = await createTune(bed, continueBody(source, 2));
    expect(await status(join(continued?.id ?? ''))).toBe(400);
    bed.advance(TUNE_DONE_MS);
    const whole = await join(continued?.id ?? '');
    expect(whole).toHaveLength(1);
    bed.advance(concatTiming.queueMs + concatTiming.runMs + 1);
    const [done] = await feed(bed, [whole[0]?.id ?? '']);
    expect(done).toMatchObject({ status: 'complete', title: 'Streetlights II' });
  });
});

describe('lyrics', () => {
  const write = (bed: Bed, prompt: string) =>
    bed.client.json({
      method: 'POST',
      path: musicAssumed.tuneLyricsPath.default,
      body: { prompt },
      schema: zTuneLyricsTask,
    });
  const read = (bed: Bed, id: string) =>
    bed.client.json({
      method: 'GET',
      path: fillPath(musicAssumed.tuneLyricsQueryPath.default, { id }),
      schema: zTuneLyrics,
    });

  it('writes lyrics: running, then complete with text and title', async () => {
    const bed = createDemoTestbed();
    const { id } = await write(bed, 'a night train to the sea');
    expect((await read(bed, id)).status).not.toBe('complete');
    bed.advance(lyricsTiming.queueMs + lyricsTiming.runMs + 1);
    const done = await read(bed, id);
    expect(done.status).toBe('complete');
    expect(done.title).toBe('A Night Train To');
    expect(done.text).toContain('[Chorus]');
  });

  it('an empty idea is 400, an unknown id 404, [fail] ends in error', async () => {
    const bed = createDemoTestbed();
    expect(await status(write(bed, ' '))).toBe(400);
    expect(await status(read(bed, UNKNOWN_UUID))).toBe(404);
    const { id } = await write(bed, 'doomed [fail]');
    bed.advance(lyricsTiming.queueMs + lyricsTiming.runMs + 1);
    expect((await read(bed, id)).status).toBe('error');
  });
});
