import { describe, expect, it } from 'vitest';
import { tuneTimings } from '@/features/music/demo/tune';
import { zTuneClip, zTuneFeed } from '@/features/music/gateway-schema/tune';
import { zJob } from '@/jobs/job';
import { childSentence, sourceSentence } from '@/jobs/lineage';
import { TEST_GATEWAY, createDemoTestbed } from '@/testing/demo-testbed';
import { musicCreator } from '@/features/music/api';
import { tryAgainDerived } from './derive';
import { infillCreator, infillSchema, startingSection, toInfillRequest } from './infill';
import { summariseClips } from '@/features/music/normalise';
import { musicDefaults, zMusicForm } from '@/features/music/schema';

const DONE_MS = tuneTimings[1].queueMs + tuneTimings[1].runMs + 1;
const source = { jobId: 'song', clipId: 'c1', title: 'Harbour', model: 'chirp-v3-5' };
const values = { start: 5, end: 10, lyrics: '[Bridge]\nNew words', tags: 'folk', title: 'Harbour' };

const messageOf = (schema: ReturnType<typeof infillSchema>, input: object) =>
  schema.safeParse({ ...values, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('replace a section: the zod limits, each said at its field', () => {
  const schema = infillSchema(60);

  it('takes a section inside the song, ending after it starts, at most 30 s long', () => {
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, start: 30, end: 60 }).success).toBe(true);
    expect(messageOf(schema, { end: 61 })).toEqual([
      ['end', "End must be a number of seconds from 0 to 60 (the song's length)."],
    ]);
    expect(messageOf(schema, { start: -1 })).toEqual([
      ['start', "Start must be a number of seconds from 0 to 60 (the song's length)."],
    ]);
    expect(messageOf(schema, { start: 10, end: 10 })).toEqual([
      ['end', 'End must come after the start (0:10).'],
    ]);
    expect(messageOf(schema, { start: 5, end: 35.1 })).toEqual([
      ['end', 'A section can be at most 30 seconds long; this one is 30.1 seconds.'],
    ]);
    expect(messageOf(schema, { start: Number.NaN })?.[0]?.[0]).toBe('start');
    expect(messageOf(schema, { lyrics: '  ' })).toEqual([
      ['lyrics', 'Write the lyrics to sing in the section.'],
    ]);
  });

  it('without a known length, only the gateway bounds the song', () => {
    expect(infillSchema(null).safeParse({ ...values, start: 100, end: 120 }).success).toBe(true);
    expect(infillSchema(null).safeParse({ ...values, start: 100, end: 140 }).success).toBe(false);
  });

  it('starts from the player’s time, five seconds long, inside the song', () => {
    expect(startingSection(0, 6.03)).toEqual({ start: 0, end: 5 });
    expect(startingSection(3.24, 60)).toEqual({ start: 3.2, end: 8.2 });
    expect(startingSection(5.9, 6.03)).toEqual({ start: 1, end: 6 });
    expect(startingSection(1, 2)).toEqual({ start: 0, end: 2 });
  });
});

describe('replace a section: the request, its source and its lineage words', () => {
  it('sends task "infill" with the clip, the span and the new words', () => {
    expect(toInfillRequest(source, values)).toEqual({
      task: 'infill',
      continue_clip_id: 'c1',
      infill_start_s: 5,
      infill_end_s: 10,
      prompt: '[Bridge]\nNew words',
      tags: 'folk',
      title: 'Harbour',
      mv: 'chirp-v3-5',
    });
    expect(infillCreator(source).source?.(values)).toEqual({
      jobId: 'song',
      relation: 'infill',
      remoteId: 'c1',
      at: 5,
      until: 10,
    });
  });

  it('names the span on the new song and on its source', () => {
    const child = zJob.parse({
      id: 'j2',
      kind: 'music',
      gateway: TEST_GATEWAY,
      remoteIds: [],
      status: 'running',
      prompt: 'New words',
      fields: { title: 'Harbour' },
      source: { jobId: 'song', relation: 'infill', remoteId: 'c1', at: 5, until: 10 },
      createdAt: 0,
      updatedAt: 0,
      changedAt: 0,
    });
    const from = child.source;
    if (from === null) throw new Error('no source');
    expect(sourceSentence(from, 'Harbour')).toBe('Section 0:05–0:10 replaced in “Harbour”');
    expect(childSentence(child)).toBe('Section 0:05–0:10 replaced: “Harbour”');
  });

  it('a clip followed by id that names its replaced span keeps it as its source', () => {
    const clip = zTuneClip.parse({
      id: 'c2',
      status: 'queued',
      metadata: { type: 'infill', continue_clip_id: 'c1', infill_start_s: 5, infill_end_s: '10' },
    });
    expect(summariseClips(['c2'], new Map([['c2', clip]])).source).toEqual({
      relation: 'infill',
      remoteId: 'c1',
      at: 5,
      until: 10,
    });
  });

  it('the demo gateway makes new takes from a finished song, and refuses a bad span', async () => {
    const bed = createDemoTestbed();
    const ctx = { client: bed.client, settings: bed.settings };
    const song = await musicCreator.create(
      ctx,
      zMusicForm.parse({ ...musicDefaults, lyrics: 'La' }),
    );
    const clipId = song.remoteIds[0] ?? '';
    const from = { ...source, clipId };
    // Not finished yet: refused.
    await expect(infillCreator(from).create(ctx, { ...values, start: 1, end: 3 })).rejects.toThrow(
      /not complete/,
    );
    bed.advance(DONE_MS);
    await expect(infillCreator(from).create(ctx, { ...values, start: 1, end: 9 })).rejects.toThrow(
      /from 0 to 6.03/,
    );
    const made = await infillCreator(from).create(ctx, { ...values, start: 1, end: 3 });
    expect(made.remoteIds).toHaveLength(2);
    expect(bed.requests.at(-1)?.url).toBe(`${TEST_GATEWAY}/tune/generate`);
    bed.advance(DONE_MS);
    const clips = await bed.client.json({
      method: 'GET',
      path: `/tune/feed/${made.remoteIds.join(',')}`,
      schema: zTuneFeed,
    });
    expect(clips.map((c) => c.status)).toEqual(['complete', 'complete']);
    expect(clips[0]?.metadata).toMatchObject({
      type: 'infill',
      continue_clip_id: clipId,
      infill_start_s: 1,
      infill_end_s: 3,
    });
  });

  it('"Try again" on a refused replacement sends the same span of the same clip', () => {
    const refused = zJob.parse({
      id: 'j3',
      kind: 'music',
      gateway: TEST_GATEWAY,
      remoteIds: [],
      status: 'refused',
      request: toInfillRequest(source, values),
      fields: { title: 'Harbour', model: 'chirp-v3-5' },
      source: { jobId: 'song', relation: 'infill', remoteId: 'c1', at: 5, until: 10 },
      createdAt: 0,
      updatedAt: 0,
      changedAt: 0,
    });
    const plan = tryAgainDerived(refused);
    if (plan === null || !plan.ready) throw new Error('no plan');
    expect(plan.creator.describeRequest(undefined as never, createDemoTestbed().settings)).toEqual(
      toInfillRequest(source, values),
    );
  });
});
