import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '@/lib/json';
import { zTuneClip, zTuneCreateAnswer, zTuneFeed } from './tune';

const ID = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';

/** A complete clip with every documented field, as the contract's table lists them. */
const complete = {
  id: ID,
  video_url: 'https://cdn.example/clip.mp4',
  audio_url: 'https://cdn.example/clip.mp3',
  image_url: 'https://cdn.example/cover.jpg',
  image_large_url: 'https://cdn.example/cover-large.jpg',
  is_video_pending: false,
  major_model_version: 'v4',
  model_name: 'chirp-v4',
  metadata: {
    tags: 'dream pop',
    prompt: '[Verse]\nStreetlights hum',
    gpt_description_prompt: '',
    duration: 182.4,
    type: 'gen',
    error_message: null,
  },
  title: 'Streetlights',
  status: 'complete',
  created_at: '2026-11-21T12:00:00.000Z',
};

describe('a music clip', () => {
  it('keeps every documented field, and the ones the contract does not list', () => {
    const clip = zTuneClip.parse({
      ...complete,
      play_count: 3,
      upvote_count: 1,
      metadata: { ...complete.metadata, stream: true },
    });
    expect(clip).toMatchObject(complete);
    expect(clip.play_count).toBe(3);
    expect(clip.metadata?.stream).toBe(true);
  });

  it('a fresh clip: empty and null fields, no duration, no metadata at all', () => {
    const clip = zTuneClip.parse({
      id: ID,
      status: 'submitted',
      audio_url: '',
      video_url: '',
      image_url: null,
      metadata: null,
      title: '',
    });
    expect(clip.metadata).toBeNull();
    expect(clip.audio_url).toBe('');
    expect(zTuneClip.parse({ id: ID }).status).toBeUndefined();
  });

  it('duration: a number, a numeric string, or null until complete; anything else is "not known"', () => {
    const duration = (value: unknown) =>
      zTuneClip.parse({ id: ID, metadata: { duration: value } }).metadata?.duration;
    expect(duration(182.4)).toBe(182.4);
    expect(duration('95.5')).toBe(95.5);
    expect(duration(null)).toBeNull();
    expect(duration(undefined)).toBeNull();
    expect(duration('soon')).toBeNull();
    expect(duration(-1)).toBeNull();
  });

  it('an id is required; a numeric id becomes its exact string', () => {
    expect(zTuneClip.safeParse({ status: 'queued' }).success).toBe(false);
    expect(zTuneClip.safeParse({ id: '' }).success).toBe(false);
    expect(zTuneClip.parse(parseJsonLossless('{"id": 12345678901234567890}')).id).toBe(
      '12345678901234567890',
    );
  });

  it('an error clip carries metadata.error_message', () => {
    const clip = zTuneClip.parse({
      id: ID,
      status: 'error',
      metadata: { error_message: 'Flagged by moderation' },
    });
    expect(clip.metadata?.error_message).toBe('Flagged by moderation');
  });
});

describe('the feed answer', () => {
  it('is an array of clips, in whatever order', () => {
    expect(zTuneFeed.parse([complete, { id: 'b' }]).map((c) => c.id)).toEqual([ID, 'b']);
  });

  it('an empty array is a valid answer (none of the asked clips is known yet)', () => {
    expect(zTuneFeed.parse([])).toEqual([]);
  });

  it('is also read when a gateway wraps it in {clips} or {data}', () => {
    expect(zTuneFeed.parse({ clips: [complete] }).map((c) => c.id)).toEqual([ID]);
    expect(zTuneFeed.parse({ data: [complete], code: 'success' }).map((c) => c.id)).toEqual([ID]);
  });

  it('refuses something that is not a list of clips', () => {
    expect(zTuneFeed.safeParse({ detail: 'Not found' }).success).toBe(false);
    expect(zTuneFeed.safeParse([{ status: 'complete' }]).success).toBe(false);
  });
});

describe('the create answer', () => {
  it('is {clips: [...]} (with the batch around it) or an array of clips', () => {
    const wrapped = zTuneCreateAnswer.parse({
      id: 'batch',
      clips: [complete, { ...complete, id: 'second' }],
      status: 'complete',
      batch_size: 2,
    });
    expect(wrapped.map((c) => c.id)).toEqual([ID, 'second']);
    expect(zTuneCreateAnswer.parse([complete]).map((c) => c.id)).toEqual([ID]);
  });

  it('must name at least one clip: without an id there is nothing to follow', () => {
    const result = zTuneCreateAnswer.safeParse({ clips: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('the answer holds no clips');
  });
});
