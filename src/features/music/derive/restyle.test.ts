import { describe, expect, it } from 'vitest';
import { tuneTimings } from '@/features/music/demo/tune';
import { GatewayError } from '@/gateway/errors';
import { zTuneClip, zTuneFeed, zTunePersonaAnswer } from '@/features/music/gateway-schema/tune';
import type { Persona } from '@/features/music/persona/personas';
import { TEST_GATEWAY, createDemoTestbed } from '@/testing/demo-testbed';
import { testJob } from '@/testing/jobs';
import { musicCreator } from '@/features/music/api';
import { musicGenerator } from '@/features/music/index';
import { summariseClips } from '@/features/music/normalise';
import { musicOperations } from '@/features/music/operations';
import {
  chosenPersona,
  musicCreatorWith,
  personaSchema,
  requestPersona,
  toPersonaRequest,
  toPersonaSongRequest,
} from './persona';
import {
  clipSings,
  coverCreator,
  coverSchema,
  jobOffersCover,
  jobOffersPaint,
  jobOffersPersona,
  paintCreator,
  paintOffered,
  paintSchema,
  toCoverRequest,
  toPaintRequest,
} from './restyle';
import { musicDefaults, zMusicForm } from '@/features/music/schema';

const DONE_MS = tuneTimings[1].queueMs + tuneTimings[1].runMs + 1;
const source = { jobId: 'song', clipId: 'c1', title: 'Harbour', model: 'chirp-v3-5' };

describe('cover: limits, body, lineage', () => {
  it('needs new style tags; lyrics may be empty (an instrumental cover); limits hold', () => {
    const schema = coverSchema();
    expect(schema.safeParse({ tags: ' ', title: '', lyrics: '' }).error?.issues[0]?.message).toBe(
      'Write the new style: a cover needs one.',
    );
    expect(schema.safeParse({ tags: 'folk', title: '', lyrics: '' }).success).toBe(true);
    expect(schema.safeParse({ tags: 'x'.repeat(201), title: '', lyrics: '' }).success).toBe(false);
    expect(schema.safeParse({ tags: 'folk', title: 'x'.repeat(81), lyrics: '' }).success).toBe(
      false,
    );
    expect(schema.safeParse({ tags: 'folk', title: '', lyrics: 'x'.repeat(3001) }).success).toBe(
      false,
    );
  });

  it('sends task "cover" with the clip, the words, the style, the title and the model', () => {
    const values = { tags: 'acoustic folk', title: 'Harbour', lyrics: '[Verse] the boats' };
    expect(toCoverRequest(source, values)).toEqual({
      task: 'cover',
      cover_clip_id: 'c1',
      prompt: '[Verse] the boats',
      tags: 'acoustic folk',
      title: 'Harbour',
      mv: 'chirp-v3-5',
    });
    expect(coverCreator(source).source?.(values)).toEqual({
      jobId: 'song',
      relation: 'cover',
      remoteId: 'c1',
      at: null,
    });
  });
});

describe('add vocals / add an instrumental', () => {
  it('vocals need words; an instrumental needs a style and sends no words', () => {
    expect(
      paintSchema('overpainting').safeParse({ lyrics: '', tags: '', title: '' }).error?.issues[0]
        ?.message,
    ).toBe('Write the lyrics to sing over the instrumental.');
    expect(
      paintSchema('underpainting').safeParse({ lyrics: '', tags: '', title: '' }).error?.issues[0]
        ?.message,
    ).toBe('Write the style of the instrumental.');
    const values = { lyrics: 'la la', tags: 'soul', title: 'T' };
    expect(toPaintRequest('overpainting', source, values)).toEqual({
      task: 'overpainting',
      continue_clip_id: 'c1',
      prompt: 'la la',
      tags: 'soul',
      title: 'T',
      mv: 'chirp-v3-5',
    });
    expect(toPaintRequest('underpainting', source, values)).toEqual({
      task: 'underpainting',
      continue_clip_id: 'c1',
      tags: 'soul',
      title: 'T',
      mv: 'chirp-v3-5',
    });
    expect(paintCreator('underpainting', source).source?.(values)).toMatchObject({
      relation: 'underpainting',
      remoteId: 'c1',
    });
  });

  it('vocals only where there are none, an instrumental only under vocals; unknown offers both', () => {
    const clip = (metadata: Record<string, unknown>) =>
      zTuneClip.parse({ id: 'c', status: 'complete', audio_url: 'https://a/x.mp3', metadata });
    const job = testJob({ kind: 'music' });
    expect(clipSings(job, clip({ has_vocal: false }))).toBe(false);
    expect(clipSings(job, clip({ stem_type_group_name: 'Vocals' }))).toBe(true);
    expect(clipSings(testJob({ kind: 'music', fields: { instrumental: true } }), clip({}))).toBe(
      false,
    );
    expect(clipSings(job, clip({ type: 'upload' }))).toBeNull();
    expect(paintOffered('overpainting', true)).toBe(false);
    expect(paintOffered('underpainting', true)).toBe(true);
    expect(paintOffered('overpainting', false)).toBe(true);
    expect(paintOffered('underpainting', false)).toBe(false);
    expect(paintOffered('overpainting', null) && paintOffered('underpainting', null)).toBe(true);
  });
});

describe('which finished jobs offer them (by the job’s data)', () => {
  const done = (metadata: Record<string, unknown>) =>
    testJob({
      kind: 'music',
      status: 'succeeded',
      remoteIds: ['c'],
      raw: [{ id: 'c', status: 'complete', audio_url: 'https://a/x.mp3', metadata }],
    });
  it('an uploaded clip offers a cover and both paints, never a persona', () => {
    const upload = done({ type: 'upload' });
    expect(jobOffersCover(upload)).toBe(true);
    expect(jobOffersPaint('overpainting')(upload)).toBe(true);
    expect(jobOffersPaint('underpainting')(upload)).toBe(true);
    expect(jobOffersPersona(upload)).toBe(false);
  });
  it('a sung take offers a persona and an instrumental, not vocals; nothing without a finished take', () => {
    const sung = done({ type: 'gen', has_vocal: true });
    expect(jobOffersPersona(sung)).toBe(true);
    expect(jobOffersPaint('overpainting')(sung)).toBe(false);
    expect(jobOffersPaint('underpainting')(sung)).toBe(true);
    const waiting = testJob({ kind: 'music', status: 'succeeded', remoteIds: ['c'] });
    expect(jobOffersCover(waiting)).toBe(false);
  });
  it('every operation has its lineage words in the operations list', () => {
    expect(musicOperations.map((op) => op.id)).toEqual(
      expect.arrayContaining(['cover', 'overpainting', 'underpainting', 'persona']),
    );
  });
});

describe('a clip followed by id keeps its lineage', () => {
  const update = (metadata: Record<string, unknown>) =>
    summariseClips(['c2'], new Map([['c2', zTuneClip.parse({ id: 'c2', metadata })]])).source;
  it('cover, paints and persona are read before a plain continuation', () => {
    expect(update({ type: 'cover', cover_clip_id: 'c1' })).toEqual({
      relation: 'cover',
      remoteId: 'c1',
      at: null,
    });
    expect(update({ type: 'overpainting', continue_clip_id: 'c1' })?.relation).toBe('overpainting');
    expect(update({ type: 'underpainting', continue_clip_id: 'c1' })?.relation).toBe(
      'underpainting',
    );
    expect(update({ persona_id: 'p', artist_clip_id: 'c1' })?.relation).toBe('persona');
    expect(update({ continue_clip_id: 'c1', continue_at: 3 })?.relation).toBe('continue');
  });
});

const persona: Persona = {
  id: 'local',
  remoteId: 'p1',
  name: 'Harbour voice',
  description: '',
  kind: 'music',
  gateway: TEST_GATEWAY,
  rootClipId: 'c1',
  jobId: 'song',
  sourceTitle: 'Harbour',
  createdAt: 0,
};

describe('persona', () => {
  it('a name is required (≤ 60), a description ≤ 500; the body names the clip once, private', () => {
    const schema = personaSchema();
    expect(schema.safeParse({ name: ' ', description: '' }).error?.issues[0]?.message).toBe(
      'Give the persona a name.',
    );
    expect(schema.safeParse({ name: 'x'.repeat(61), description: '' }).success).toBe(false);
    expect(schema.safeParse({ name: 'V', description: 'x'.repeat(501) }).success).toBe(false);
    expect(toPersonaRequest('c1', { name: 'V', description: 'warm' })).toEqual({
      root_clip_id: 'c1',
      name: 'V',
      description: 'warm',
      clips: ['c1'],
      is_public: false,
    });
  });

  it('its answer: an id, as `id`, `persona_id` or wrapped in `data`; none is refused', () => {
    expect(zTunePersonaAnswer.parse({ id: 'p1', name: 'V' }).id).toBe('p1');
    expect(zTunePersonaAnswer.parse({ persona_id: 7 }).id).toBe('7');
    expect(zTunePersonaAnswer.parse({ data: { id: 'p2' } }).id).toBe('p2');
    expect(zTunePersonaAnswer.safeParse({ name: 'V' }).success).toBe(false);
  });

  it('a song in its voice: task artist_consistency, persona_id, artist_clip_id, lineage to the take', () => {
    const values = zMusicForm.parse({ ...musicDefaults, lyrics: 'la', personaId: 'p1' });
    expect(toPersonaSongRequest(values, { ...persona, remoteId: 'p1' })).toMatchObject({
      task: 'artist_consistency',
      persona_id: 'p1',
      artist_clip_id: 'c1',
      prompt: 'la',
    });
    const creator = musicCreatorWith([persona], TEST_GATEWAY);
    expect(creator.source?.(values)).toEqual({
      jobId: 'song',
      relation: 'persona',
      remoteId: 'c1',
      at: null,
    });
    expect(creator.summarize(values).fields).toMatchObject({ persona: 'Harbour voice' });
    // Not chosen, instrumental, at another gateway, or not confirmed: a plain song.
    const plain = zMusicForm.parse({ ...musicDefaults, lyrics: 'la' });
    expect(creator.source?.(plain)).toBeNull();
    expect(chosenPersona({ ...values, instrumental: true }, [persona], TEST_GATEWAY)).toBeNull();
    expect(chosenPersona(values, [persona], 'http://elsewhere')).toBeNull();
    expect(chosenPersona(values, [{ ...persona, remoteId: null }], TEST_GATEWAY)).toBeNull();
    expect(musicCreatorWith([], TEST_GATEWAY)).toBe(musicCreator);
  });
});

describe('through the demo gateway', () => {
  it('cover, paints and a persona’s song: each one create of two clips; a persona one POST', async () => {
    const bed = createDemoTestbed();
    const ctx = { client: bed.client, settings: bed.settings };
    const sung = await musicCreator.create(
      ctx,
      zMusicForm.parse({ ...musicDefaults, lyrics: '[Verse]', title: 'Harbour' }),
    );
    const played = await musicCreator.create(
      ctx,
      zMusicForm.parse({ ...musicDefaults, tags: 'piano', instrumental: true }),
    );
    bed.advance(DONE_MS);
    const take = { ...source, clipId: sung.remoteIds[0] ?? '' };
    const instrumental = { ...source, clipId: played.remoteIds[0] ?? '' };

    const cover = await coverCreator(take).create(ctx, { tags: 'folk', title: '', lyrics: '' });
    expect(cover.remoteIds).toHaveLength(2);
    const vocals = { lyrics: 'la', tags: 'soul', title: '' };
    expect(
      (await paintCreator('overpainting', instrumental).create(ctx, vocals)).remoteIds,
    ).toHaveLength(2);
    expect((await paintCreator('underpainting', take).create(ctx, vocals)).remoteIds).toHaveLength(
      2,
    );
    // The demo refuses what makes no sense: vocals over vocals, an instrumental under one.
    await expect(paintCreator('overpainting', take).create(ctx, vocals)).rejects.toBeInstanceOf(
      GatewayError,
    );
    await expect(
      paintCreator('underpainting', instrumental).create(ctx, vocals),
    ).rejects.toBeInstanceOf(GatewayError);

    const answer = await requestPersona(
      ctx,
      toPersonaRequest(take.clipId, { name: 'V', description: '' }),
    );
    expect(bed.requests.at(-1)?.url).toBe(`${TEST_GATEWAY}/tune/persona/create/`);
    const mine = { ...persona, remoteId: answer.id, rootClipId: take.clipId };
    const song = await musicCreatorWith([mine], TEST_GATEWAY).create(
      ctx,
      zMusicForm.parse({ ...musicDefaults, lyrics: 'new words', personaId: answer.id }),
    );
    expect(song.remoteIds).toHaveLength(2);
    expect(JSON.parse(bed.requests.at(-1)?.body ?? '')).toMatchObject({
      task: 'artist_consistency',
      persona_id: answer.id,
      artist_clip_id: take.clipId,
    });
    bed.advance(DONE_MS);
    // The new clips name their source, so a job following them by id keeps its lineage.
    const feed = await bed.client.json({
      method: 'GET',
      path: `/tune/feed/${cover.remoteIds.join(',')}`,
      schema: zTuneFeed,
    });
    expect(feed[0]?.metadata?.cover_clip_id).toBe(take.clipId);
    expect(feed[0]?.status).toBe('complete');
  });
});

describe('Try again on a refused one', () => {
  it('sends the same body to the same clip, never a plain song', async () => {
    const bed = createDemoTestbed();
    const ctx = { client: bed.client, settings: bed.settings };
    const sung = await musicCreator.create(
      ctx,
      zMusicForm.parse({ ...musicDefaults, lyrics: '[Verse]', title: 'Harbour' }),
    );
    bed.advance(DONE_MS);
    const body = toCoverRequest(
      { ...source, clipId: sung.remoteIds[0] ?? '' },
      { tags: 'folk', title: 'Harbour', lyrics: '[Verse]' },
    );
    const refused = testJob({
      kind: 'music',
      status: 'refused',
      request: body,
      source: { jobId: 'song', relation: 'cover', remoteId: body.cover_clip_id, at: null },
    });
    const plan = musicGenerator.tryAgain?.(refused);
    if (plan?.ready !== true) throw new Error('no plan');
    expect(plan.creator.describeRequest(undefined, bed.settings)).toEqual(body);
    expect(plan.creator.source?.()).toMatchObject({ relation: 'cover' });
    await plan.creator.create(ctx);
    expect(JSON.parse(bed.requests.at(-1)?.body ?? '')).toEqual(body);
  });
});
