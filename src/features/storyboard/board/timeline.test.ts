import { describe, expect, it } from 'vitest';
import {
  clampTrim,
  estimateRemaining,
  filmLength,
  frameTimes,
  letterbox,
  locate,
  onTrimStep,
  placeShots,
  captionSpans,
  transitionAt,
  shotLength,
  songGainAt,
  songOverhang,
  songPosition,
} from './timeline';
import { copyOrReencode, KEY_FRAME_SLACK, type ShotTrack } from './film-plan';

const shot = (durationSeconds: number | null, inSeconds = 0, outSeconds: number | null = null) => ({
  durationSeconds,
  inSeconds,
  outSeconds,
});

describe('trims', () => {
  it('shows a time in the trim fields to the tenth, as the clock shows it and as it is typed', () => {
    // A WebM's end read to the millisecond: the same "4" as its neighbours, a step of the field.
    expect(onTrimStep(4.008)).toBe(4);
    expect(onTrimStep(4.3)).toBe(4.3);
    expect(onTrimStep(2.96)).toBe(3);
    expect(onTrimStep(1.25)).toBe(1.3);
    expect(onTrimStep(-0.04)).toBe(0);
  });

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
  const film = { width: 1280, height: 720, shotsVolume: 1 };
  const same: ShotTrack = {
    videoCodec: 'avc',
    videoConfig: 'avc1.64001f|0164001fffe1',
    width: 1280,
    height: 720,
    frameRate: 30,
    keyFrames: [0, 2, 4],
    inOrder: true,
    audioCodec: 'aac',
    audioConfig: 'mp4a.40.2|1210',
  };
  const two = [shot(5), shot(5)];
  const song = { offsetSeconds: 0, volume: 0.8, fadeOutSeconds: 2, durationSeconds: 10 };
  const reason = (plan: ReturnType<typeof copyOrReencode>) =>
    plan.path === 'reencode' ? plan.reason : 'copy';

  it('copies only when nothing about the frames or the sound changes', () => {
    const plan = copyOrReencode(two, [same, same], null, film);
    expect(plan).toMatchObject({ path: 'copy', container: 'mp4' });
    expect(reason(copyOrReencode(two, [same, same], song, film))).toBe('soundtrack');
    expect(reason(copyOrReencode(two, [same, { ...same, videoCodec: 'vp9' }], null, film))).toBe(
      'codec',
    );
    // Same codec, another encoder's set-up: one track cannot hold both.
    expect(
      reason(copyOrReencode(two, [same, { ...same, videoConfig: 'avc1.42c01e|01' }], null, film)),
    ).toBe('codec');
    expect(
      reason(copyOrReencode(two, [same, { ...same, width: 320, height: 180 }], null, film)),
    ).toBe('size');
    // Every shot 720p, the film asked at 1080p: scaled, so encoded again.
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, width: 1920 }))).toBe('size');
    expect(reason(copyOrReencode(two, [same, { ...same, frameRate: 15 }], null, film))).toBe(
      'frameRate',
    );
    expect(reason(copyOrReencode(two, [same, { ...same, frameRate: 29.97 }], null, film))).toBe(
      'copy',
    );
    expect(
      reason(
        copyOrReencode(two, [same, { ...same, audioCodec: null, audioConfig: null }], null, film),
      ),
    ).toBe('sound');
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, shotsVolume: 0.5 }))).toBe(
      'volume',
    );
    expect(reason(copyOrReencode(two, [same, null], null, film))).toBe('unreadable');
    expect(reason(copyOrReencode([], [], null, film))).toBe('empty');
  });

  it('writes VP9 with Opus as WebM, and VP9 with AAC as MP4', () => {
    const vp9 = { ...same, videoCodec: 'vp9', audioCodec: 'opus', audioConfig: 'opus|' };
    expect(copyOrReencode(two, [vp9, vp9], null, film)).toMatchObject({ container: 'webm' });
    const vp9aac = { ...vp9, audioCodec: 'aac', audioConfig: 'aac|' };
    expect(copyOrReencode(two, [vp9aac, vp9aac], null, film)).toMatchObject({ container: 'mp4' });
    const silent = { ...vp9, audioCodec: null, audioConfig: null };
    expect(copyOrReencode(two, [silent, silent], null, film)).toMatchObject({ container: 'webm' });
    // A codec no container here copies: encoded again.
    const odd = { ...same, videoCodec: null };
    expect(reason(copyOrReencode(two, [odd, odd], null, film))).toBe('codec');
  });

  it('starts a trimmed shot on the key frame before its in point, within the slack', () => {
    const plan = copyOrReencode([shot(5, 2.3, 4), shot(5, 0, 3)], [same, same], null, film);
    if (plan.path !== 'copy') throw new Error(`copy expected, got ${plan.reason}`);
    const [a, b] = plan.cuts;
    expect(a).toMatchObject({ index: 0, inSeconds: 2, outSeconds: 4, start: 0, end: 2 });
    expect(a?.movedBy).toBeCloseTo(0.3);
    expect(b).toMatchObject({
      index: 1,
      inSeconds: 0,
      outSeconds: 3,
      movedBy: 0,
      start: 2,
      end: 5,
    });
    // More than the slack after its key frame: the film is encoded again, not quietly longer.
    const far = 2 + KEY_FRAME_SLACK + 0.1;
    expect(reason(copyOrReencode([shot(5, far), shot(5)], [same, same], null, film))).toBe(
      'keyFrame',
    );
  });

  it('cuts an out point anywhere without B-frames, and only at the end with them', () => {
    const bFrames = { ...same, inOrder: false };
    expect(reason(copyOrReencode([shot(5, 0, 3), shot(5)], [bFrames, bFrames], null, film))).toBe(
      'outPoint',
    );
    expect(reason(copyOrReencode(two, [bFrames, bFrames], null, film))).toBe('copy');
    expect(reason(copyOrReencode([shot(5, 0, 3), shot(5)], [same, same], null, film))).toBe('copy');
  });

  it('copies only into the file asked for, without burned captions or a muted shot (issue 42)', () => {
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, container: 'mp4' }))).toBe(
      'copy',
    );
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, container: 'webm' }))).toBe(
      'format',
    );
    const vp9 = { ...same, videoCodec: 'vp9', audioCodec: 'opus' };
    expect(reason(copyOrReencode(two, [vp9, vp9], null, { ...film, container: 'webm' }))).toBe(
      'copy',
    );
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, burnCaptions: true }))).toBe(
      'captions',
    );
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, muted: true }))).toBe('muted');
    expect(reason(copyOrReencode(two, [same, same], null, { ...film, titles: true }))).toBe(
      'titles',
    );
    const silent = { ...same, audioCodec: null, audioConfig: null };
    expect(reason(copyOrReencode(two, [silent, silent], null, { ...film, muted: true }))).toBe(
      'copy',
    );
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

  it('letterboxes a picture whole and centred in the film’s size', () => {
    expect(letterbox(320, 180, 1280, 720)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    // Portrait 9:16 in a 16:9 film: bars left and right.
    expect(letterbox(720, 1280, 1280, 720)).toEqual({ x: 438, y: 0, width: 405, height: 720 });
    // Square: bars left and right.
    expect(letterbox(500, 500, 1920, 1080)).toEqual({ x: 420, y: 0, width: 1080, height: 1080 });
    // Wider than the film: bars above and below.
    expect(letterbox(2560, 720, 1280, 720)).toEqual({ x: 0, y: 180, width: 1280, height: 360 });
    expect(letterbox(0, 0, 1280, 720).width).toBe(0);
  });

  it('estimates the time left once there is progress to go by', () => {
    expect(estimateRemaining(0, 5)).toBeNull();
    expect(estimateRemaining(0.25, 10)).toBe(30);
  });
});

describe('transitions between shots (issue 54)', () => {
  const shot = (transition?: { kind: 'cut' | 'crossfade' | 'dip'; seconds: number }) => ({
    durationSeconds: 4,
    inSeconds: 0,
    outSeconds: 2,
    transition,
  });

  it('a cut (or none said) lays the shots end to end, as before', () => {
    const placed = placeShots([shot(), shot({ kind: 'cut', seconds: 1 })]);
    expect(placed.map((p) => [p.start, p.end])).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(filmLength([shot(), shot()])).toBe(4);
    expect(transitionAt(placed, 1.99)).toEqual({ layers: [{ index: 0, opacity: 1 }], black: 0 });
    expect(transitionAt(placed, 2)).toEqual({ layers: [{ index: 1, opacity: 1 }], black: 0 });
  });

  it('a cross-fade overlaps the shots: the film is shorter by it, the next shot fades in over the last', () => {
    const shots = [shot(), shot({ kind: 'crossfade', seconds: 1 })];
    const placed = placeShots(shots);
    expect(placed.map((p) => [p.start, p.end])).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(filmLength(shots)).toBe(3);
    expect(transitionAt(placed, 0.5)).toEqual({ layers: [{ index: 0, opacity: 1 }], black: 0 });
    expect(transitionAt(placed, 1.5)).toEqual({
      layers: [
        { index: 0, opacity: 1 },
        { index: 1, opacity: 0.5 },
      ],
      black: 0,
    });
    expect(transitionAt(placed, 2.5)).toEqual({ layers: [{ index: 1, opacity: 1 }], black: 0 });
    // The captions hand over at the overlap's middle.
    expect(captionSpans(placed)).toEqual([
      { start: 0, end: 1.5 },
      { start: 1.5, end: 3 },
    ]);
    // Seeking inside the overlap finds the shot leaving.
    expect(locate(shots, 1.5)).toEqual({ index: 0, sourceSeconds: 1.5 });
  });

  it('a transition lasts at most half of either shot', () => {
    const placed = placeShots([shot(), shot({ kind: 'crossfade', seconds: 2 })]);
    expect(placed[1]).toMatchObject({ start: 1, enter: { kind: 'crossfade', seconds: 1 } });
    expect(placeShots([shot(), shot({ kind: 'cut', seconds: 1 })])[1]?.enter).toBeUndefined();
  });

  it('a dip to black keeps the length: black rises to the cut and falls after it', () => {
    const shots = [shot(), shot({ kind: 'dip', seconds: 1 })];
    const placed = placeShots(shots);
    expect(filmLength(shots)).toBe(4);
    expect(transitionAt(placed, 1).black).toBe(0);
    expect(transitionAt(placed, 1.75).black).toBeCloseTo(0.5);
    expect(transitionAt(placed, 2)).toEqual({ layers: [{ index: 1, opacity: 1 }], black: 1 });
    expect(transitionAt(placed, 2.25).black).toBeCloseTo(0.5);
    expect(transitionAt(placed, 2.5).black).toBe(0);
  });

  it('a film with a cross-fade or a dip is re-encoded, never copied', () => {
    const track = {
      videoCodec: 'avc',
      videoConfig: 'avc1',
      width: 1280,
      height: 720,
      frameRate: 30,
      keyFrames: [0, 1, 2, 3],
      inOrder: true,
      audioCodec: null,
      audioConfig: null,
    };
    const film = { width: 1280, height: 720, shotsVolume: 1 };
    expect(copyOrReencode([shot(), shot()], [track, track], null, film).path).toBe('copy');
    expect(
      copyOrReencode([shot(), shot({ kind: 'dip', seconds: 1 })], [track, track], null, film),
    ).toEqual({ path: 'reencode', reason: 'transitions' });
  });
});
