import { describe, expect, it } from 'vitest';
import { zClipRecord, type ClipRecord } from '@/features/clip/gateway-schema';
import { describeWait, normaliseClipRecord } from './normalise';

const id = '0b9a6f6e-2f5c-4f0e-9d7b-5a1c3e2d4f60';
const video = {
  url: 'https://cdn.example/clip.mp4',
  width: 1360,
  height: 752,
  thumbnail: 'https://cdn.example/thumb.jpg',
  download_url: 'https://s3.example/clip.mp4?X-Amz-Expires=3600',
};

function record(fields: Record<string, unknown>): ClipRecord {
  return zClipRecord.parse({
    id,
    prompt: 'A bird',
    created_at: '2026-11-21T12:00:00.123Z',
    liked: null,
    ...fields,
  });
}

describe('normaliseClipRecord: state words', () => {
  it.each([
    ['pending', 'queued'],
    ['queued', 'queued'],
    ['processing', 'running'],
    ['dreaming', 'running'],
    ['Dreaming', 'running'],
    ['PROCESSING', 'running'],
    ['failed', 'failed'],
    ['upscaling', 'unknown'],
    [null, 'unknown'],
  ] as const)('"%s" is %s, and keeps the vendor word', (state, status) => {
    const update = normaliseClipRecord(record({ state, video: null }));
    expect(update.status).toBe(status);
    expect(update.statusWord).toBe(state);
    expect(update.media).toBeUndefined();
  });

  it.each(['completed', 'Completed', 'complete'])(
    '"%s" with a video succeeds with the video and its poster',
    (state) => {
      const update = normaliseClipRecord(record({ state, video }));
      expect(update.status).toBe('succeeded');
      expect(update.progress).toBe(100);
      expect(update.media).toEqual([{ kind: 'video', url: video.url, poster: video.thumbnail }]);
      expect(update.fields).toEqual({ size: '1360x752' });
    },
  );

  it('"completed" without any video keeps following instead of showing an empty success', () => {
    const update = normaliseClipRecord(record({ state: 'completed', video: null }));
    expect(update.status).toBe('running');
    expect(update.detail).toMatch(/no video yet/);
    expect(update.media).toBeUndefined();
  });

  it('keeps the raw record', () => {
    const raw = record({ state: 'pending', video: null, server: 'x' });
    expect(normaliseClipRecord(raw).raw).toBe(raw);
  });
});

describe('normaliseClipRecord: waiting', () => {
  it('shows the wait estimate as the detail while processing', () => {
    expect(
      normaliseClipRecord(record({ state: 'processing', estimate_wait_seconds: 40 })).detail,
    ).toBe('about 40 s left');
    expect(
      normaliseClipRecord(record({ state: 'processing', estimate_wait_seconds: 95 })).detail,
    ).toBe('about 1 min 35 s left');
    expect(
      normaliseClipRecord(record({ state: 'pending', estimate_wait_seconds: '12' })).detail,
    ).toBe('about 12 s left');
  });

  it('hands the estimate to the poller, which aims the next poll at it (none once the job has ended)', () => {
    expect(
      normaliseClipRecord(record({ state: 'processing', estimate_wait_seconds: 40 })).etaSeconds,
    ).toBe(40);
    expect(
      normaliseClipRecord(record({ state: 'pending', estimate_wait_seconds: '12' })).etaSeconds,
    ).toBe(12);
    expect(
      normaliseClipRecord(record({ state: 'processing', estimate_wait_seconds: null })).etaSeconds,
    ).toBeNull();
    expect(
      normaliseClipRecord(record({ state: 'completed', video, estimate_wait_seconds: 5 }))
        .etaSeconds ?? null,
    ).toBeNull();
  });

  it('shows no estimate when there is none, it is zero, or the job has ended', () => {
    expect(
      normaliseClipRecord(record({ state: 'pending', estimate_wait_seconds: null })).detail,
    ).toBeNull();
    expect(
      normaliseClipRecord(record({ state: 'processing', estimate_wait_seconds: 0 })).detail,
    ).toBeNull();
    expect(
      normaliseClipRecord(record({ state: 'completed', video, estimate_wait_seconds: 5 })).detail,
    ).toBeNull();
  });

  it.each([[undefined], [null], [-3], ['soon'], [Number.NaN]])(
    'describeWait(%s) is null',
    (value) => {
      expect(describeWait(value)).toBeNull();
    },
  );

  it('reports no progress percentage: the vendor sends none', () => {
    expect(
      normaliseClipRecord(record({ state: 'processing', estimate_wait_seconds: 40 })).progress,
    ).toBeNull();
  });
});

describe('normaliseClipRecord: result URLs', () => {
  it('prefers video.url over the expiring download_url', () => {
    const update = normaliseClipRecord(record({ state: 'completed', video }));
    expect(update.media?.[0]?.url).toBe(video.url);
  });

  it('takes the poster from thumbnail.url when video.thumbnail is missing', () => {
    const update = normaliseClipRecord(
      record({
        state: 'completed',
        video: { ...video, thumbnail: null },
        thumbnail: { url: 'https://cdn.example/t2.jpg' },
      }),
    );
    expect(update.media?.[0]?.poster).toBe('https://cdn.example/t2.jpg');
  });

  it('has no poster when no thumbnail came', () => {
    const update = normaliseClipRecord(record({ state: 'completed', video: { url: video.url } }));
    expect(update.media).toEqual([{ kind: 'video', url: video.url, poster: null }]);
    expect(update.fields).toBeUndefined();
  });

  it('falls back to video_raw, then to download_url, when video.url is missing', () => {
    expect(
      normaliseClipRecord(
        record({
          state: 'completed',
          video: { ...video, url: '' },
          video_raw: { url: 'https://cdn.example/raw.mp4' },
        }),
      ).media?.[0]?.url,
    ).toBe('https://cdn.example/raw.mp4');
    expect(
      normaliseClipRecord(record({ state: 'completed', video: { ...video, url: null } })).media?.[0]
        ?.url,
    ).toBe(video.download_url);
  });

  it('skips a URL that may not be loaded in favour of a safe one, and a poster that may not', () => {
    const update = normaliseClipRecord(
      record({
        state: 'completed',
        video: { ...video, url: 'javascript:alert(1)', thumbnail: 'javascript:alert(2)' },
      }),
    );
    expect(update.media?.[0]?.url).toBe(video.download_url);
    expect(update.media?.[0]?.poster).toBeNull();
  });

  it('keeps an unsafe URL as the result only when nothing else came, so the card shows it as text', () => {
    const update = normaliseClipRecord(
      record({ state: 'completed', video: { url: 'javascript:alert(1)' } }),
    );
    expect(update.media?.[0]?.url).toBe('javascript:alert(1)');
  });
});

describe('normaliseClipRecord: failure', () => {
  it('shows failure_reason', () => {
    const update = normaliseClipRecord(
      record({
        state: 'failed',
        failure_reason: '400: prompt not allowed because advanced moderation failed',
      }),
    );
    expect(update.status).toBe('failed');
    expect(update.error).toBe('400: prompt not allowed because advanced moderation failed');
  });

  it.each([[null], [''], [undefined]])(
    'says the gateway gave no reason when failure_reason is %s',
    (reason) => {
      expect(normaliseClipRecord(record({ state: 'failed', failure_reason: reason })).error).toBe(
        'The gateway reported the clip as failed without saying why.',
      );
    },
  );
});
