import { describe, expect, it } from 'vitest';
import { zTuneClip, type TuneClip } from '@/features/music/gateway-schema/tune';
import { activateLocale } from '@/i18n/i18n';
import { errorText } from '@/jobs/job-view';
import { testJob } from '@/testing/jobs';
import { clipKey, describeClip, knownClips, pendingClipIds, summariseClips } from './normalise';

const A = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';
const B = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function clip(
  id: string,
  status: string | undefined,
  over: Record<string, unknown> = {},
): TuneClip {
  const metadata = {
    tags: 'dream pop',
    prompt: '[Verse]\nStreetlights hum',
    duration: null,
    error_message: null,
  };
  return zTuneClip.parse({
    id,
    status,
    title: 'Streetlights',
    audio_url: '',
    image_url: null,
    metadata,
    ...over,
  });
}

const streaming = (id: string) =>
  clip(id, 'streaming', {
    audio_url: `https://audiopipe.example/?item_id=${id}`,
    image_url: 'https://cdn.example/c.jpg',
  });
const complete = (id: string) =>
  clip(id, 'complete', {
    audio_url: `https://cdn.example/${id}.mp3`,
    video_url: `https://cdn.example/${id}.mp4`,
    image_url: 'https://cdn.example/c.jpg',
    metadata: { tags: 'dream pop', prompt: '[Verse]\nStreetlights hum', duration: 182.4 },
  });
const failed = (id: string, message: string | null = 'Flagged by moderation') =>
  clip(id, 'error', { metadata: { error_message: message } });

const byId = (...clips: TuneClip[]) => new Map(clips.map((c) => [clipKey(c.id), c]));

describe('describeClip: each clip state word', () => {
  it.each([
    ['submitted', 'queued'],
    ['queued', 'queued'],
    ['streaming', 'running'],
    ['complete', 'succeeded'],
    ['error', 'failed'],
    ['COMPLETE', 'succeeded'],
    ['initializing', 'unknown'],
  ])('%s → %s', (word, status) => {
    // A finished clip needs an address to be done (see "complete without audio" below).
    const extra =
      word.toLowerCase() === 'complete' ? { audio_url: 'https://cdn.example/a.mp3' } : {};
    expect(describeClip(clip(A, word, extra))).toMatchObject({ status, word });
  });

  it('a "complete" clip without an audio address is still running: nothing to play yet', () => {
    expect(describeClip(clip(A, 'complete'))).toMatchObject({ status: 'running' });
  });

  it('no status at all is unknown, never done', () => {
    expect(describeClip(clip(A, undefined))).toMatchObject({ status: 'unknown', word: null });
  });

  it('a streaming clip already has its audio; the duration is not known yet', () => {
    expect(describeClip(streaming(A))).toMatchObject({
      status: 'running',
      audioUrl: `https://audiopipe.example/?item_id=${A}`,
      durationSeconds: null,
      coverUrl: 'https://cdn.example/c.jpg',
    });
  });

  it('a complete clip: final audio, video, cover, title, tags, lyrics from metadata.prompt, duration', () => {
    expect(describeClip(complete(A))).toEqual({
      id: A,
      status: 'succeeded',
      word: 'complete',
      title: 'Streetlights',
      tags: 'dream pop',
      lyrics: '[Verse]\nStreetlights hum',
      audioUrl: `https://cdn.example/${A}.mp3`,
      videoUrl: `https://cdn.example/${A}.mp4`,
      coverUrl: 'https://cdn.example/c.jpg',
      durationSeconds: 182.4,
      error: null,
      // Not a stem: its record names no stem part.
      stem: null,
      // Generated, not uploaded (`metadata.type` is not `upload`).
      uploaded: false,
    });
  });

  it('an error clip shows metadata.error_message, or says none was given', () => {
    expect(describeClip(failed(A)).error).toBe('Flagged by moderation');
    expect(describeClip(failed(A, '  ')).error).toBe(
      'The gateway reported the clip as failed without saying why.',
    );
    expect(describeClip(failed(A, null)).error).toBe(
      'The gateway reported the clip as failed without saying why.',
    );
  });

  it('an error_message on a clip that did not fail is not an error', () => {
    expect(
      describeClip(clip(A, 'streaming', { metadata: { error_message: 'stale' } })).error,
    ).toBeNull();
  });

  it('falls back to the large cover, and treats blank strings as absent', () => {
    const view = describeClip(
      clip(A, 'queued', {
        image_url: '',
        image_large_url: 'https://cdn.example/big.jpg',
        title: '  ',
      }),
    );
    expect(view.coverUrl).toBe('https://cdn.example/big.jpg');
    expect(view.title).toBeNull();
  });
});

describe('summariseClips: the job from its clips', () => {
  it('both submitted or queued: queued, with what each clip is doing', () => {
    const update = summariseClips([A, B], byId(clip(A, 'submitted'), clip(B, 'queued')));
    expect(update).toMatchObject({
      status: 'queued',
      statusWord: 'submitted, queued',
      detail: 'Clips: 1 submitted, 1 queued',
      error: null,
    });
  });

  it('one streaming: running', () => {
    expect(summariseClips([A, B], byId(streaming(A), clip(B, 'queued')))).toMatchObject({
      status: 'running',
      detail: 'Clips: 1 streaming, 1 queued',
    });
  });

  it('one complete, one still queued: running — the job is not done while any clip is pending', () => {
    expect(summariseClips([A, B], byId(complete(A), clip(B, 'queued'))).status).toBe('running');
  });

  it('all complete: succeeded, progress 100, no waiting detail', () => {
    expect(summariseClips([A, B], byId(complete(A), complete(B)))).toMatchObject({
      status: 'succeeded',
      progress: 100,
      detail: null,
      error: null,
    });
  });

  it('complete and error: succeeded, the error stays on its clip', () => {
    const update = summariseClips([A, B], byId(complete(A), failed(B)));
    expect(update).toMatchObject({ status: 'succeeded', error: null });
    expect(update.media?.[1]).toMatchObject({
      remoteId: B,
      status: 'failed',
      error: 'Flagged by moderation',
    });
  });

  it('all error: failed, with the clips’ messages (once each)', () => {
    expect(summariseClips([A, B], byId(failed(A), failed(B)))).toMatchObject({
      status: 'failed',
      error: 'Flagged by moderation',
    });
    expect(summariseClips([A, B], byId(failed(A, 'Too long'), failed(B))).error).toBe(
      'Too long · Flagged by moderation',
    );
  });

  it('an undocumented word with nothing running: unknown, and polling goes on', () => {
    expect(summariseClips([A, B], byId(clip(A, 'initializing'), clip(B, 'queued')))).toMatchObject({
      status: 'unknown',
      statusWord: 'initializing, queued',
    });
  });

  it('a clip the gateway has not answered for stays pending, and the detail says so', () => {
    const update = summariseClips([A, B], byId(complete(A)));
    expect(update).toMatchObject({
      status: 'running',
      detail: "Clips: 1 complete; 1 not in the gateway's answer yet",
    });
    expect(summariseClips([A, B], new Map())).toMatchObject({
      status: 'queued',
      statusWord: null,
      media: [],
      raw: [],
    });
  });

  it('one media entry per known clip, in id order, with its own status, audio, cover, duration and error', () => {
    const update = summariseClips([A, B], byId(failed(B), streaming(A)));
    expect(update.media).toEqual([
      {
        kind: 'audio',
        url: `https://audiopipe.example/?item_id=${A}`,
        poster: 'https://cdn.example/c.jpg',
        title: 'Streetlights',
        remoteId: A,
        status: 'running',
        durationSeconds: null,
        error: null,
      },
      {
        kind: 'audio',
        url: '',
        poster: null,
        title: 'Streetlights',
        remoteId: B,
        status: 'failed',
        durationSeconds: null,
        error: 'Flagged by moderation',
      },
    ]);
  });

  it('keeps the latest record of each clip as the raw record, ids matched without regard to case', () => {
    const upper = clip(A.toUpperCase(), 'queued');
    const update = summariseClips([A], byId(upper));
    expect(update.raw).toEqual([upper]);
    expect(update.status).toBe('queued');
  });
});

describe('what the next feed request asks for', () => {
  it('every clip without a record, or whose record is not complete or error', () => {
    const job = { remoteIds: [A, B], raw: [complete(A), streaming(B)] };
    expect(pendingClipIds(job)).toEqual([B]);
    expect(pendingClipIds({ remoteIds: [A, B], raw: undefined })).toEqual([A, B]);
    expect(pendingClipIds({ remoteIds: [A, B], raw: [failed(A), complete(B)] })).toEqual([]);
  });

  it('a raw record that is not a list of clips is read as "nothing known": the clips are asked again', () => {
    expect(knownClips({ raw: { something: 'else' } }).size).toBe(0);
    expect(pendingClipIds({ remoteIds: [A], raw: 'garbage' })).toEqual([A]);
  });
});

describe('a failure without the gateway’s reason', () => {
  it('is kept as its key too, so it reads in the language chosen since; a reason stays as it came (issue 38)', async () => {
    const summary = (message: string | null) => summariseClips([A], byId(failed(A, message)));
    const silent = summary(null);
    expect(silent.errorMessage).toEqual({ key: 'status.clipFailedWithoutReason' });
    expect(summary('Upstream model stopped').errorMessage).toBeUndefined();
    await activateLocale('zh');
    try {
      expect(errorText(testJob({ error: silent.error, errorMessage: silent.errorMessage }))).toBe(
        '网关报告该片段失败，但未说明原因。',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
