import { describe, expect, it } from 'vitest';
import { zJob, type MediaInput } from '@/jobs/job';
import {
  MAX_GRAB_ATTEMPTS,
  STALE_GRAB_MS,
  coverShape,
  grabSource,
  grabTimes,
  isDark,
  mayGrab,
  posterSize,
  resultPicture,
} from './poster-rules';

function job(media: MediaInput[], status: 'succeeded' | 'running' = 'succeeded') {
  return zJob.parse({
    id: 'j1',
    kind: 'video',
    gateway: 'https://gw.example',
    status,
    remoteIds: ['t1'],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
    media,
  });
}

const video = { kind: 'video', url: 'https://cdn.example/v.mp4' } as const;

describe('resultPicture: what a list shows for a result', () => {
  it("uses the gateway's poster or cover as it is", () => {
    expect(resultPicture(job([{ ...video, poster: 'https://cdn.example/p.jpg' }]), 0)).toEqual({
      type: 'image',
      src: 'https://cdn.example/p.jpg',
    });
    expect(
      resultPicture(
        job([
          { kind: 'audio', url: 'https://cdn.example/a.mp3', poster: 'https://cdn.example/c.jpg' },
        ]),
        0,
      ),
    ).toEqual({ type: 'image', src: 'https://cdn.example/c.jpg' });
  });

  it('grabs a finished video without one, and draws a song without one', () => {
    expect(resultPicture(job([video]), 0)).toEqual({ type: 'grab' });
    expect(resultPicture(job([{ kind: 'audio', url: 'https://cdn.example/a.mp3' }]), 0)).toEqual({
      type: 'generated',
      seed: 'j1#0',
    });
  });

  it('a poster that is not a web address is not shown (javascript:, data: from a gateway)', () => {
    expect(resultPicture(job([{ ...video, poster: 'javascript:alert(1)' }]), 0)).toEqual({
      type: 'grab',
    });
  });

  it('shows nothing for an unfinished job, a failed take or a missing slot', () => {
    expect(resultPicture(job([video], 'running'), 0)).toEqual({ type: 'none' });
    expect(resultPicture(job([{ ...video, status: 'failed' }]), 0)).toEqual({ type: 'none' });
    expect(resultPicture(job([video]), 3)).toEqual({ type: 'none' });
  });
});

describe('grabSource: where a poster is read from', () => {
  it('the kept copy first, else the web link; a gateway-only video only from its copy', () => {
    const blob = new Blob(['v'], { type: 'video/mp4' });
    expect(grabSource(job([video]), 0, blob)).toEqual({ blob });
    expect(grabSource(job([video]), 0, null)).toEqual({ url: 'https://cdn.example/v.mp4' });
    const viaGateway = job([{ kind: 'video', url: '/v1/videos/t1/content', viaGateway: true }]);
    expect(grabSource(viaGateway, 0, null)).toBeNull();
    expect(grabSource(viaGateway, 0, blob)).toEqual({ blob });
  });

  it('never for a song or an unfinished job', () => {
    expect(
      grabSource(job([{ kind: 'audio', url: 'https://cdn.example/a.mp3' }]), 0, null),
    ).toBeNull();
    expect(grabSource(job([video], 'running'), 0, null)).toBeNull();
  });
});

describe('mayGrab: once, ever', () => {
  const now = 1_000_000;
  it('grabs what was never claimed', () => {
    expect(mayGrab(undefined, now)).toBe(true);
  });
  it('never again once done or failed, however old', () => {
    expect(mayGrab({ state: 'done', at: 0, attempts: 1 }, now)).toBe(false);
    expect(mayGrab({ state: 'failed', at: 0, attempts: 1 }, now)).toBe(false);
  });
  it('leaves a grab under way alone; one cut off (a reload) is tried once more, then never', () => {
    expect(mayGrab({ state: 'grabbing', at: now - 1_000, attempts: 1 }, now)).toBe(false);
    expect(mayGrab({ state: 'grabbing', at: now - STALE_GRAB_MS - 1, attempts: 1 }, now)).toBe(
      true,
    );
    expect(
      mayGrab({ state: 'grabbing', at: now - STALE_GRAB_MS - 1, attempts: MAX_GRAB_ATTEMPTS }, now),
    ).toBe(false);
  });
});

describe('posterSize, grabTimes, isDark', () => {
  it('keeps the shape at 320 px on the long side, never enlarging', () => {
    expect(posterSize(1280, 720)).toEqual({ width: 320, height: 180 });
    expect(posterSize(720, 1280)).toEqual({ width: 180, height: 320 });
    expect(posterSize(160, 90)).toEqual({ width: 160, height: 90 });
    expect(posterSize(0, 0)).toEqual({ width: 1, height: 1 });
  });

  it('takes a frame a little in, then later when that one is black, never past the end', () => {
    expect(grabTimes(8)).toEqual([0.5, 3]);
    expect(grabTimes(1)).toEqual([0.25, 0.5]);
    expect(grabTimes(Number.NaN)).toEqual([0]);
    for (const d of [0.1, 2, 30]) for (const at of grabTimes(d)) expect(at).toBeLessThan(d);
  });

  it('reads a black or near-black frame as dark, a picture as not', () => {
    expect(isDark(new Uint8ClampedArray([0, 0, 0, 255, 10, 10, 10, 255]))).toBe(true);
    expect(isDark(new Uint8ClampedArray([120, 90, 60, 255, 200, 180, 150, 255]))).toBe(false);
  });
});

describe('coverShape: the generated cover of a song without one', () => {
  it('is the same for the same song, different for another, and never silent', () => {
    expect(coverShape('j1#0')).toEqual(coverShape('j1#0'));
    expect(coverShape('j1#0')).not.toEqual(coverShape('j1#1'));
    const { hue, bars } = coverShape('j2#0');
    expect(hue).toBeGreaterThanOrEqual(0);
    expect(hue).toBeLessThan(360);
    expect(bars).toHaveLength(24);
    for (const bar of bars) {
      expect(bar).toBeGreaterThanOrEqual(0.15);
      expect(bar).toBeLessThanOrEqual(1);
    }
  });
});
