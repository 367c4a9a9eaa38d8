/**
 * The film's arithmetic, pure: where each shot starts in the film, how long it lasts once trimmed,
 * where a moment of the film falls in which shot, how loud the song is at any moment, and whether
 * the shots can be joined by copying their encoded frames. The page, the preview and the export all
 * read time through these functions, so they can never disagree about where a cut is.
 */

/** The shortest a shot may be trimmed to: a frame or two at the studio's frame rates. */
export const MIN_SHOT_SECONDS = 0.1;

export interface ShotTiming {
  /** The source's own length, in seconds (null while unknown: the media has not been read yet). */
  durationSeconds: number | null;
  /** Trim: the first and last moment of the source that the film keeps, in source seconds. */
  inSeconds: number;
  /** null: to the end of the source. */
  outSeconds: number | null;
}

export interface SoundtrackMix {
  /** Where the song starts in the film, in seconds (0: with the first shot). */
  offsetSeconds: number;
  /** The song's gain, 0–1. */
  volume: number;
  /** The song fades to silence over this many seconds before the film ends (0: no fade). */
  fadeOutSeconds: number;
  /** The song's own length, when known. */
  durationSeconds: number | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A shot's trim made consistent with its source: in ≥ 0, out ≤ the source's end, and at least
 * `MIN_SHOT_SECONDS` between them. Whatever a person typed, the film is built from this.
 */
export function clampTrim(shot: ShotTiming): { inSeconds: number; outSeconds: number } {
  const end = shot.durationSeconds ?? Math.max(shot.outSeconds ?? 0, shot.inSeconds);
  const outRaw = shot.outSeconds ?? end;
  const out = clamp(outRaw, Math.min(MIN_SHOT_SECONDS, end), end);
  const inSeconds = clamp(shot.inSeconds, 0, Math.max(0, out - MIN_SHOT_SECONDS));
  return { inSeconds, outSeconds: out };
}

/** How long a shot lasts in the film, after its trim. */
export function shotLength(shot: ShotTiming): number {
  const { inSeconds, outSeconds } = clampTrim(shot);
  return Math.max(0, outSeconds - inSeconds);
}

export interface PlacedShot {
  index: number;
  /** Where the shot begins and ends in the film. */
  start: number;
  end: number;
  /** The part of the source it plays. */
  inSeconds: number;
  outSeconds: number;
}

/** Every shot laid end to end: its place in the film and the part of its source it plays. */
export function placeShots(shots: readonly ShotTiming[]): PlacedShot[] {
  let at = 0;
  return shots.map((shot, index) => {
    const { inSeconds, outSeconds } = clampTrim(shot);
    const start = at;
    at += outSeconds - inSeconds;
    return { index, start, end: at, inSeconds, outSeconds };
  });
}

/** The film's length: the trimmed shots end to end (the song never lengthens it). */
export function filmLength(shots: readonly ShotTiming[]): number {
  return shots.reduce((sum, shot) => sum + shotLength(shot), 0);
}

/**
 * Which shot plays at a moment of the film, and where in its source: the basis of seeking across
 * cuts. A moment on a cut belongs to the shot that starts there; the film's end to its last shot.
 */
export function locate(
  shots: readonly ShotTiming[],
  filmSeconds: number,
): { index: number; sourceSeconds: number } | null {
  const placed = placeShots(shots);
  const last = placed.at(-1);
  if (last === undefined) return null;
  const at = clamp(filmSeconds, 0, last.end);
  const shot = placed.find((p) => at < p.end) ?? last;
  return { index: shot.index, sourceSeconds: shot.inSeconds + (at - shot.start) };
}

/**
 * The song's gain at a moment of the film: silent before its offset and after its own end, at its
 * volume between, falling linearly to 0 over the fade before the film ends.
 */
export function songGainAt(mix: SoundtrackMix, film: number, filmSeconds: number): number {
  if (filmSeconds < mix.offsetSeconds || filmSeconds > film) return 0;
  if (mix.durationSeconds !== null && filmSeconds > mix.offsetSeconds + mix.durationSeconds)
    return 0;
  const fade = clamp(mix.fadeOutSeconds, 0, film);
  const fadeStart = film - fade;
  if (fade === 0 || filmSeconds <= fadeStart) return mix.volume;
  return mix.volume * clamp((film - filmSeconds) / fade, 0, 1);
}

/** Where the song is at a moment of the film (null: it is not playing then). */
export function songPosition(mix: SoundtrackMix, filmSeconds: number): number | null {
  const at = filmSeconds - mix.offsetSeconds;
  if (at < 0) return null;
  if (mix.durationSeconds !== null && at > mix.durationSeconds) return null;
  return at;
}

/**
 * How the song's length compares with the film's, from its offset: positive, the song is cut at
 * the film's end by that many seconds; negative, the film runs on that long without it.
 */
export function songOverhang(mix: SoundtrackMix, film: number): number | null {
  if (mix.durationSeconds === null) return null;
  return mix.offsetSeconds + mix.durationSeconds - film;
}

/** What the export needs to know of each shot's encoded video to decide how to join them. */
export interface ShotTrackInfo {
  codec: string | null;
  width: number;
  height: number;
  /** Frames per second, as the container reports it. */
  frameRate: number;
  /** The trim starts on a key frame (a cut elsewhere needs the frames before it decoded). */
  inOnKeyFrame: boolean;
  hasAudio: boolean;
  audioCodec: string | null;
}

export type JoinPlan =
  { kind: 'copy' } | { kind: 'encode'; reason: 'soundtrack' | 'mixed' | 'size' | 'trim' | 'empty' };

/**
 * Copy the shots' encoded frames into the film without decoding them, or decode and encode the
 * whole film again. A copy is only honest when nothing about the pictures or the sound changes:
 * no song to mix in, every shot in the same codec, size and frame rate as the film asks for, and
 * every trim starting on a key frame. Anything else is encoded again.
 */
export function joinPlan(
  shots: readonly ShotTrackInfo[],
  target: { width: number; height: number; frameRate: number; videoCodec: string },
  hasSoundtrack: boolean,
): JoinPlan {
  const first = shots[0];
  if (first === undefined) return { kind: 'encode', reason: 'empty' };
  if (hasSoundtrack) return { kind: 'encode', reason: 'soundtrack' };
  const sameSource = shots.every(
    (s) =>
      s.codec === first.codec &&
      s.hasAudio === first.hasAudio &&
      s.audioCodec === first.audioCodec &&
      Math.abs(s.frameRate - first.frameRate) < 0.01,
  );
  if (!sameSource || first.codec !== target.videoCodec) return { kind: 'encode', reason: 'mixed' };
  const sameSize = shots.every(
    (s) =>
      s.width === target.width &&
      s.height === target.height &&
      Math.abs(s.frameRate - target.frameRate) < 0.01,
  );
  if (!sameSize) return { kind: 'encode', reason: 'size' };
  if (!shots.every((s) => s.inOnKeyFrame)) return { kind: 'encode', reason: 'trim' };
  return { kind: 'copy' };
}

/** The film's sizes: 16:9 at 720p (the default) or 1080p. */
export const filmSizes = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
} as const;
export type FilmSize = keyof typeof filmSizes;

/** One frame rate for the whole film. */
export const FILM_FRAME_RATE = 30;

/** The frame times of one shot in the film, at the film's frame rate: where each output frame is taken from. */
export function frameTimes(
  shot: PlacedShot,
  frameRate: number,
): { filmSeconds: number; sourceSeconds: number }[] {
  const first = Math.round(shot.start * frameRate);
  const last = Math.round(shot.end * frameRate);
  const times: { filmSeconds: number; sourceSeconds: number }[] = [];
  for (let frame = first; frame < last; frame += 1) {
    const filmSeconds = frame / frameRate;
    times.push({ filmSeconds, sourceSeconds: shot.inSeconds + (filmSeconds - shot.start) });
  }
  return times;
}

/** Time left from progress so far (null until there is enough to say). */
export function estimateRemaining(fraction: number, elapsedSeconds: number): number | null {
  if (fraction <= 0.02 || elapsedSeconds <= 0.5) return null;
  return (elapsedSeconds * (1 - fraction)) / fraction;
}
