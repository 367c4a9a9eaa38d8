import { describe, expect, it } from 'vitest';
import { tuneTimings } from '@/features/music/demo/tune';
import { zTuneClip, zTuneConcatAnswer, zTuneLyrics } from '@/features/music/gateway-schema/tune';
import { TEST_GATEWAY, createDemoTestbed } from '@/testing/demo-testbed';
import { musicCreator } from '@/features/music/api';
import {
  concatCreator,
  continueCreator,
  continueSchema,
  stemsCreator,
  toConcatRequest,
  toContinueRequest,
  toStemRequest,
  tryAgainDerived,
} from './derive';
import { infillCreator } from './infill';
import { testJob } from '@/testing/jobs';
import { roundSeconds } from './song-fields';
import { lyricsOutcome, zLyricsIdea } from '@/features/music/compose/lyrics';
import { summariseClips } from '@/features/music/normalise';
import { musicDefaults, zMusicForm } from '@/features/music/schema';

const DONE_MS = tuneTimings[1].queueMs + tuneTimings[1].runMs + 1;
const source = { jobId: 'song', clipId: 'c1', title: 'Streetlights', model: 'chirp-v3-5' };
const values = { continueAt: 72, lyrics: '[Bridge]', tags: 'pop', title: 'Part two' };

describe('continue: the zod rule for continue_at and the request', () => {
  it('continue_at must fall inside the clip', () => {
    const schema = continueSchema(134.5);
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, continueAt: 134.5 }).success).toBe(true);
    expect(schema.safeParse({ ...values, continueAt: 134.6 }).error?.issues[0]?.message).toBe(
      "Continue at must be a number of seconds from 0 to 134.5 (the clip's length).",
    );
    expect(schema.safeParse({ ...values, continueAt: -1 }).success).toBe(false);
    expect(schema.safeParse({ ...values, continueAt: Number.NaN }).success).toBe(false);
    expect(schema.safeParse({ ...values, lyrics: ' ' }).error?.issues[0]?.message).toBe(
      'Write the lyrics that come next.',
    );
  });

  it('builds the music create body with task "extend", the clip and the time', () => {
    expect(toContinueRequest(source, values)).toEqual({
      task: 'extend',
      continue_clip_id: 'c1',
      continue_at: 72,
      prompt: '[Bridge]',
      tags: 'pop',
      title: 'Part two',
      mv: 'chirp-v3-5',
    });
    expect(continueCreator(source).source?.(values)).toEqual({
      jobId: 'song',
      relation: 'continue',
      remoteId: 'c1',
      at: 72,
    });
    expect(roundSeconds(3.24)).toBe(3.2);
  });

  it('stems and join bodies', () => {
    expect(toStemRequest(source)).toEqual({
      task: 'gen_stem',
      continue_clip_id: 'c1',
      stem_task: 'two',
    });
    expect(toConcatRequest(source)).toEqual({ clip_id: 'c1', is_infill: false });
    expect(stemsCreator(source).source?.()).toMatchObject({ relation: 'stems', remoteId: 'c1' });
    expect(concatCreator(source).source?.()).toMatchObject({ relation: 'concat', remoteId: 'c1' });
  });
});

describe('what is made from a song is named from its title (issue 38)', () => {
  it('a blank-titled continuation or section replacement keeps its source’s title', () => {
    expect(continueCreator(source).summarize({ ...values, title: '' }).fields.title).toBe(
      'Streetlights',
    );
    expect(continueCreator(source).summarize(values).fields.title).toBe('Part two');
    expect(
      infillCreator(source).summarize({ start: 1, end: 3, lyrics: 'x', tags: '', title: '' }).fields
        .title,
    ).toBe('Streetlights');
  });

  it('stems store their source’s own title, no words of the studio; trying again keeps it', () => {
    const { fields } = stemsCreator(source).summarize();
    expect(fields).toEqual({ mode: 'stems', title: 'Streetlights' });
    const refused = testJob({
      kind: 'music',
      status: 'refused',
      fields,
      source: { jobId: 'song', relation: 'stems', remoteId: 'c1', at: null },
    });
    const plan = tryAgainDerived(refused);
    expect(plan?.ready === true ? plan.creator.summarize(undefined).fields.title : null).toBe(
      'Streetlights',
    );
  });
});

describe('through the demo gateway', () => {
  it('continue → join: one create with task extend, then one concat; each a job of clips', async () => {
    const bed = createDemoTestbed();
    const ctx = { client: bed.client, settings: bed.settings };
    const song = await musicCreator.create(
      ctx,
      zMusicForm.parse({ ...musicDefaults, lyrics: '[Verse]', title: 'Streetlights' }),
    );
    bed.advance(DONE_MS);
    const from = { ...source, clipId: song.remoteIds[0] ?? '' };
    const continued = await continueCreator(from).create(ctx, { ...values, continueAt: 3 });
    expect(continued.remoteIds).toHaveLength(2);
    expect(JSON.parse(bed.requests.at(-1)?.body ?? '')).toMatchObject({
      task: 'extend',
      continue_at: 3,
    });
    bed.advance(DONE_MS);
    const whole = await concatCreator({ ...from, clipId: continued.remoteIds[0] ?? '' }).create(
      ctx,
    );
    expect(bed.requests.at(-1)?.url).toBe(`${TEST_GATEWAY}/tune/generate/concat`);
    expect(whole.remoteIds).toHaveLength(1);
    const stems = await stemsCreator(from).create(ctx);
    expect(stems.remoteIds).toHaveLength(2);
  });

  it('a continued clip’s record gives a followed job its source', () => {
    const clip = zTuneClip.parse({
      id: 'c2',
      status: 'queued',
      metadata: { continue_clip_id: 'c1', continue_at: 72 },
    });
    const update = summariseClips(['c2'], new Map([['c2', clip]]));
    expect(update.source).toEqual({ relation: 'continue', remoteId: 'c1', at: 72 });
  });
});

describe('response schemas', () => {
  it('concat answers one record or a list', () => {
    expect(zTuneConcatAnswer.parse({ id: 'a', status: 'submitted' })).toHaveLength(1);
    expect(zTuneConcatAnswer.parse({ clips: [{ id: 'a' }, { id: 'b' }] })).toHaveLength(2);
    expect(zTuneConcatAnswer.safeParse({ clips: [] }).success).toBe(false);
  });

  it('lyrics: done only with text; an error word ends it; anything else waits', () => {
    expect(
      lyricsOutcome(zTuneLyrics.parse({ status: 'complete', text: 'la', title: 'T' })),
    ).toEqual({ state: 'done', text: 'la', title: 'T' });
    expect(lyricsOutcome(zTuneLyrics.parse({ status: 'complete', text: '' }))).toEqual({
      state: 'waiting',
    });
    expect(lyricsOutcome(zTuneLyrics.parse({ status: 'running' }))).toEqual({ state: 'waiting' });
    expect(lyricsOutcome(zTuneLyrics.parse({ status: 'error', error_message: 'no' }))).toEqual({
      state: 'failed',
      message: 'no',
    });
  });

  it('a lyrics idea is required and short', () => {
    expect(zLyricsIdea.safeParse(' ').error?.issues[0]?.message).toBe(
      'Write a short idea for the song.',
    );
    expect(zLyricsIdea.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
