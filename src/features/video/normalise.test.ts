// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { zVideoRecord } from '@/features/video/gateway-schema';
import { findVideoResult, normaliseVideoRecord } from './normalise';

const TASK = 'video_abc123';

/** Records go through the same schema the poller uses, as the gateway would send them. */
function normalise(record: Record<string, unknown>, taskId = TASK) {
  return normaliseVideoRecord(zVideoRecord.parse({ id: taskId, ...record }), taskId);
}

function resultOf(record: Record<string, unknown>, taskId = TASK) {
  return findVideoResult(
    zVideoRecord.parse({ id: taskId, status: 'completed', ...record }),
    taskId,
  );
}

describe('where a completed task keeps its video', () => {
  const all = {
    metadata: {
      url: 'https://cdn.example/m-url.mp4',
      video_url: 'https://cdn.example/m-video-url.mp4',
    },
    url: 'https://cdn.example/url.mp4',
    video_url: 'https://cdn.example/video-url.mp4',
  };

  it('metadata.url comes first', () => {
    expect(resultOf(all)).toEqual({ kind: 'video', url: 'https://cdn.example/m-url.mp4' });
  });

  it('then metadata.video_url', () => {
    expect(
      resultOf({ ...all, metadata: { video_url: 'https://cdn.example/m-video-url.mp4' } }).url,
    ).toBe('https://cdn.example/m-video-url.mp4');
  });

  it('then a top-level url', () => {
    expect(resultOf({ ...all, metadata: null }).url).toBe('https://cdn.example/url.mp4');
  });

  it('then a top-level video_url', () => {
    expect(resultOf({ video_url: 'https://cdn.example/video-url.mp4', url: null }).url).toBe(
      'https://cdn.example/video-url.mp4',
    );
  });

  it('skips blank candidates and trims the one it takes', () => {
    expect(
      resultOf({ metadata: { url: '   ', video_url: '' }, url: ' https://cdn.example/url.mp4 ' })
        .url,
    ).toBe('https://cdn.example/url.mp4');
  });

  it('with none, the bytes come from the content endpoint through the gateway (with the key)', () => {
    expect(resultOf({ metadata: {} })).toEqual({
      kind: 'video',
      url: `/v1/videos/${TASK}/content`,
      viaGateway: true,
    });
  });

  it('escapes the task id in the content path', () => {
    expect(resultOf({}, 'a/b c?').url).toBe('/v1/videos/a%2Fb%20c%3F/content');
  });
});

describe('normaliseVideoRecord', () => {
  it('queued: waiting, with its progress', () => {
    expect(normalise({ status: 'queued', progress: 0 })).toMatchObject({
      status: 'queued',
      statusWord: 'queued',
      progress: 0,
    });
  });

  it('in_progress: running, progress as a number or as "30%"', () => {
    expect(normalise({ status: 'in_progress', progress: 42 })).toMatchObject({
      status: 'running',
      statusWord: 'in_progress',
      progress: 42,
    });
    expect(normalise({ status: 'in_progress', progress: '30%' })).toMatchObject({
      status: 'running',
      progress: 30,
    });
    expect(normalise({ status: 'in_progress' }).progress).toBeNull();
  });

  it('no media until the task is completed', () => {
    const update = normalise({
      status: 'in_progress',
      progress: 99,
      metadata: { url: 'https://cdn.example/early.mp4' },
    });
    expect(update.media).toBeUndefined();
  });

  it('completed: succeeded at 100 % with the video', () => {
    const update = normalise({
      status: 'completed',
      progress: 97,
      metadata: { url: 'https://cdn.example/v.mp4' },
    });
    expect(update).toMatchObject({ status: 'succeeded', statusWord: 'completed', progress: 100 });
    expect(update.media).toEqual([{ kind: 'video', url: 'https://cdn.example/v.mp4' }]);
    expect(update.error).toBeUndefined();
  });

  it('completed with no URL: the content endpoint', () => {
    expect(normalise({ status: 'completed', metadata: null }).media).toEqual([
      { kind: 'video', url: `/v1/videos/${TASK}/content`, viaGateway: true },
    ]);
  });

  it('failed: the vendor message, with its code', () => {
    const update = normalise({
      status: 'failed',
      progress: 60,
      error: { code: 'moderation_blocked', message: 'Your prompt was blocked' },
    });
    expect(update).toMatchObject({
      status: 'failed',
      progress: 60,
      error: 'Your prompt was blocked (moderation_blocked)',
    });
    expect(update.media).toBeUndefined();
  });

  it('failed: a message without a code, a numeric code, a plain string', () => {
    expect(
      normalise({ status: 'failed', error: { code: null, message: 'upstream gave up' } }).error,
    ).toBe('upstream gave up');
    expect(
      normalise({ status: 'failed', error: { code: '', message: 'upstream gave up' } }).error,
    ).toBe('upstream gave up');
    expect(normalise({ status: 'failed', error: { code: 500, message: 'boom' } }).error).toBe(
      'boom (500)',
    );
    expect(normalise({ status: 'failed', error: '  quota exhausted ' }).error).toBe(
      'quota exhausted',
    );
  });

  it('failed without a reason still says so', () => {
    const fallback = 'The gateway reported the task as failed without saying why.';
    expect(normalise({ status: 'failed', error: null }).error).toBe(fallback);
    expect(normalise({ status: 'failed', error: { code: 'x', message: '' } }).error).toBe(fallback);
    expect(normalise({ status: 'failed', error: '' }).error).toBe(fallback);
  });

  it('unknown: shown as unknown, never as done', () => {
    const update = normalise({ status: 'unknown', progress: 10 });
    expect(update).toMatchObject({ status: 'unknown', statusWord: 'unknown', progress: 10 });
    expect(update.media).toBeUndefined();
    expect(update.error).toBeUndefined();
  });

  it('an unseen word is unknown and the word is kept for the card', () => {
    expect(normalise({ status: 'rendering_frames', progress: 20 })).toMatchObject({
      status: 'unknown',
      statusWord: 'rendering_frames',
    });
  });

  it('a missing status is unknown', () => {
    expect(normalise({})).toMatchObject({ status: 'unknown', statusWord: null });
  });

  it('status words are read case-insensitively', () => {
    expect(
      normalise({ status: 'COMPLETED', metadata: { url: 'https://cdn.example/v.mp4' } }).status,
    ).toBe('succeeded');
    expect(normalise({ status: 'In_Progress' }).status).toBe('running');
  });

  it('keeps the raw record (with unknown fields) and the size', () => {
    const update = normalise({ status: 'queued', size: '1280x720', vendor_extra: { a: 1 } });
    expect(update.fields).toEqual({ size: '1280x720' });
    expect(update.raw).toMatchObject({ vendor_extra: { a: 1 }, size: '1280x720' });
  });
});
