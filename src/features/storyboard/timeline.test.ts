import { describe, expect, it } from 'vitest';
import {
  clampTrim,
  estimateRemaining,
  filmLength,
  frameTimes,
  joinPlan,
  locate,
  placeShots,
  shotLength,
  songGainAt,
  songOverhang,
  songPosition,
  type ShotTrackInfo,
} from './timeline';

const shot = (durationSeconds: number | null, inSeconds = 0, outSeconds: number | null = null) => ({
  durationSeconds,
  inSeconds,
  outSeconds,
});

describe('trims', () => {
  it('keeps a trim inside its source and at least a tenth of a second long', () => {
    expect(clampTrim(shot(5, -1, 9))).toEqual({ inSeconds: 0, outSeconds: 5 });
    expect(clampTrim(shot(5, 4.99, 2))).toEqual({ inSeconds: 1.9, outSeconds: 2 });
    expect(clampTrim(shot(5, 1, null))).toEqual({ inSeconds: 1, outSeconds: 5 });
  });

  it('measures each shot after its trim, and the film as their sum', () => {
    const shots = [shot(5, 1, 4), shot(4), shot(6, 2, null)];
    expect(shots.map(shotLength)).toEqual([3, 4, 4]);
    expect(filmLength(shots)).toBe(11);
    expect(filmLength([])).toBe(0);
  });

  it('lays the shots end to end', () => {
    expect(placeShots([shot(5, 1, 4), shot(4)])).toEqual([
      { index: 0, start: 0, end: 3, inSeconds: 1, outSeconds: 4 },
      { index: 1, start: 3, end: 7, inSeconds: 0, outSeconds: 4 },
    ]);
  });
});

describe('seeking across cuts', () => {
  const shots = [shot(5, 1, 4), shot(4, 0.5, null)];
  it('finds the shot and the moment of its source', () => {
    expect(locate(shots, 0)).toEqual({ index: 0, sourceSeconds: 1 });
    expect(locate(shots, 2.5)).toEqual({ index: 0, sourceSeconds: 3.5 });
    // On the cut: the next shot, from its own in point.
    expect(locate(shots, 3)).toEqual({ index: 1, sourceSeconds: 0.5 });
    expect(locate(shots, 100)).toEqual({ index: 1, sourceSeconds: 4 });
    expect(locate([], 1)).toBeNull();
  });
});

describe('the soundtrack', () => {
  const mix = { offsetSeconds: 2, volume: 0.8, fadeOutSeconds: 4, durationSeconds: 20 };
  it('is silent before its offset, at its volume after, and fades out before the film ends', () => {
    expect(songGainAt(mix, 12, 1)).toBe(0);
    expect(songGainAt(mix, 12, 2)).toBe(0.8);
    expect(songGainAt(mix, 12, 8)).toBe(0.8);
    expect(songGainAt(mix, 12, 10)).toBeCloseTo(0.4);
    expect(songGainAt(mix, 12, 12)).toBe(0);
  });

  it('stops at its own end, and places the song against the film', () => {
    const short = { ...mix, durationSeconds: 3, fadeOutSeconds: 0 };
    expect(songGainAt(short, 12, 5.5)).toBe(0);
    expect(songPosition(mix, 1)).toBeNull();
    expect(songPosition(mix, 5)).toBe(3);
    expect(songPosition(short, 6)).toBeNull();
    expect(songOverhang(mix, 12)).toBe(10);
    expect(songOverhang(short, 12)).toBe(-7);
  });
});

describe('copy or encode again', () => {
  const target = { width: 1280, height: 720, frameRate: 30, videoCodec: 'avc' };
  const same: ShotTrackInfo = {
    codec: 'avc',
    width: 1280,
    height: 720,
    frameRate: 30,
    inOnKeyFrame: true,
    hasAudio: true,
    audioCodec: 'aac',
  };
  it('copies only when nothing about the frames or the sound changes', () => {
    expect(joinPlan([same, same], target, false)).toEqual({ kind: 'copy' });
    expect(joinPlan([same, same], target, true)).toEqual({ kind: 'encode', reason: 'soundtrack' });
    expect(joinPlan([same, { ...same, codec: 'vp9' }], target, false).kind).toBe('encode');
    expect(joinPlan([same, { ...same, width: 320, height: 180 }], target, false)).toEqual({
      kind: 'encode',
      reason: 'size',
    });
    expect(joinPlan([same, { ...same, frameRate: 15 }], target, false).kind).toBe('encode');
    expect(joinPlan([same, { ...same, inOnKeyFrame: false }], target, false)).toEqual({
      kind: 'encode',
      reason: 'trim',
    });
    expect(joinPlan([], target, false)).toEqual({ kind: 'encode', reason: 'empty' });
  });
});

describe('frames and estimates', () => {
  it('takes one frame per film frame from the trimmed part of the source', () => {
    const [first, second] = placeShots([shot(5, 1, 1.1), shot(5, 2, 2.2)]);
    if (first === undefined || second === undefined) throw new Error('two shots');
    const a = frameTimes(first, 30);
    const b = frameTimes(second, 30);
    expect(a.length + b.length).toBe(9);
    expect(a[0]).toEqual({ filmSeconds: 0, sourceSeconds: 1 });
    expect(b[0]?.filmSeconds).toBeCloseTo(0.1);
    expect(b[0]?.sourceSeconds).toBeCloseTo(2);
  });

  it('estimates the time left once there is progress to go by', () => {
    expect(estimateRemaining(0, 5)).toBeNull();
    expect(estimateRemaining(0.25, 10)).toBe(30);
  });
});
