import { describe, expect, it } from 'vitest';
import { zClipRecord } from './gateway-schema';

const created = {
  id: '0b9a6f6e-2f5c-4f0e-9d7b-5a1c3e2d4f60',
  prompt: 'A hummingbird',
  state: 'pending',
  created_at: '2026-11-21T12:00:00.123456Z',
  video: null,
  liked: null,
  estimate_wait_seconds: null,
  server_id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
};

describe('zClipRecord', () => {
  it('reads the documented create answer', () => {
    const record = zClipRecord.parse(created);
    expect(record.id).toBe(created.id);
    expect(record.state).toBe('pending');
    expect(record.video).toBeNull();
    expect(record.server_id).toBe(created.server_id);
  });

  it('accepts a record without server_id, as some gateways send', () => {
    const rest: Record<string, unknown> = { ...created };
    delete rest.server_id;
    expect(zClipRecord.parse(rest).server_id).toBeUndefined();
  });

  it('reads a completed record with its video, thumbnail and last frame, keeping unknown fields', () => {
    const record = zClipRecord.parse({
      ...created,
      state: 'completed',
      video: {
        url: 'https://cdn.example/v.mp4',
        width: 1360,
        height: 752,
        thumbnail: 'https://cdn.example/t.jpg',
        download_url: 'https://s3.example/v.mp4?X-Amz-Expires=3600',
      },
      video_raw: { url: 'https://cdn.example/raw.mp4', width: 1360, height: 752 },
      thumbnail: { url: 'https://cdn.example/t.jpg', width: 1360, height: 752, palette: 'x' },
      last_frame: { url: 'https://cdn.example/l.jpg', width: 1360, height: 752 },
      request: { aspect_ratio: '16:9' },
    });
    expect(record.video?.url).toBe('https://cdn.example/v.mp4');
    expect(record.thumbnail?.url).toBe('https://cdn.example/t.jpg');
    expect(record).toHaveProperty('request', { aspect_ratio: '16:9' });
    expect(record.thumbnail).toHaveProperty('palette', 'x');
  });

  it('takes the wait estimate as a number or a numeric string, and failure_reason as null or text', () => {
    expect(zClipRecord.parse({ ...created, estimate_wait_seconds: 42 }).estimate_wait_seconds).toBe(
      42,
    );
    expect(
      zClipRecord.parse({ ...created, estimate_wait_seconds: '42' }).estimate_wait_seconds,
    ).toBe('42');
    expect(
      zClipRecord.parse({ ...created, state: 'failed', failure_reason: null }).failure_reason,
    ).toBeNull();
    expect(
      zClipRecord.parse({ ...created, state: 'failed', failure_reason: 'nope' }).failure_reason,
    ).toBe('nope');
  });

  it('refuses an answer without an id: a job could never be followed from it', () => {
    const rest: Record<string, unknown> = { ...created };
    delete rest.id;
    expect(zClipRecord.safeParse(rest).success).toBe(false);
    expect(zClipRecord.safeParse({ ...created, id: '' }).success).toBe(false);
  });

  it('refuses a video that is not an object', () => {
    expect(zClipRecord.safeParse({ ...created, video: 'https://cdn.example/v.mp4' }).success).toBe(
      false,
    );
  });
});
