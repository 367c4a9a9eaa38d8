import type { Transition, TransitionKind } from '../finish/transitions';

/**
 * The film's arithmetic, pure: where each shot starts in the film, how long it lasts once trimmed,
 * where a moment of the film falls in which shot, how loud the song is at any moment, and whether
 * the shots can be joined by copying their encoded packets. The page, the preview and the export all
 * read time through these functions, so they can never disagree about where a cut is.
 */

/** The shortest a shot may be trimmed to: a frame or two at the studio's frame rates. */
export const MIN_SHOT_SECONDS = 0.1;

/** The trim fields' step: a trim is typed, set at the playhead and shown in tenths of a second. */
export const TRIM_STEP_SECONDS = 0.1;

/**
 * A time as the trim fields hold it: to the tenth (as `formatClock` shows it too), never below 0.
 * A source's own end is read to the millisecond, and a WebM's is often a little past its last
 * picture (4.008 s: its sound runs longer): shown raw as the default out point it read "4.008"
 * beside shots that read "4", and was not a step of the field, which the browser marks invalid.
 * The film still ends each shot at its source's true end; only the field rounds.
 */
export function onTrimStep(seconds: number): number {
  // Steps per second, a whole number: 4.3 * 10 / 10 is 4.3, where 43 * 0.1 is 4.300000000000001.
  const steps = Math.round(1 / TRIM_STEP_SECONDS);
  return Math.max(0, Math.round(seconds * steps) / steps);
}

export interface ShotTiming {
  /** The source's own length, in seconds (null while unknown: the media has not been read yet). */
  durationSeconds: number | null;
  /** Trim: the first and last moment of the source that the film keeps, in source seconds. */
  inSeconds: number;
  /** null: to the end of the source. */
  outSeconds: number | null;
  /** How the shot before gives way to this one (issue 54); a cut when not said. */
  transition?: Transition;
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
  /** The part of its source it plays. */
  inSeconds: number;
  outSeconds: number;
  /**
   * How the shot before gives way to it, and for how long in the film (0: a cut). A cross-fade's
   * seconds are the overlap (this shot starts that long before the one before ends); a dip's are
   * split around the cut, half fading out, half fading in. Not there for a cut.
   */
  enter?: { kind: Exclude<TransitionKind, 'cut'>; seconds: number };
}

/**
 * How long a transition between two shots of these lengths really lasts: as chosen, but at most
 * half of either shot, so no three shots ever overlap and each shows alone for a moment.
 */
function transitionSeconds(transition: Transition | undefined, before: number, after: number) {
  if (transition === undefined || transition.kind === 'cut') return 0;
  return Math.max(0, Math.min(transition.seconds, before / 2, after / 2));
}

/**
 * Every shot in its place in the film, and the part of its source it plays: end to end, except
 * that a shot entered by a cross-fade starts the cross-fade's length before the one before ends
 * (the film is that much shorter).
 */
export function placeShots(shots: readonly ShotTiming[]): PlacedShot[] {
  const placed: PlacedShot[] = [];
  for (const [index, shot] of shots.entries()) {
    const { inSeconds, outSeconds } = clampTrim(shot);
    const length = outSeconds - inSeconds;
    const before = placed.at(-1);
    const seconds =
      before === undefined
        ? 0
        : transitionSeconds(shot.transition, before.end - before.start, length);
    const kind = seconds === 0 ? undefined : shot.transition?.kind;
    const enter = kind === 'crossfade' || kind === 'dip' ? { kind, seconds } : undefined;
    const start = (before?.end ?? 0) - (enter?.kind === 'crossfade' ? seconds : 0);
    placed.push({
      index,
      start,
      end: start + length,
      inSeconds,
      outSeconds,
      ...(enter === undefined ? {} : { enter }),
    });
  }
  return placed;
}

/** The film's length: the trimmed shots end to end, less the cross-fades' overlaps (the song never lengthens it). */
export function filmLength(shots: readonly ShotTiming[]): number {
  return placeShots(shots).at(-1)?.end ?? 0;
}

/**
 * What the film's picture is at a moment (issue 54), for the preview and the export alike: the
 * shots to draw, bottom first, each with its opacity (the shot entering by a cross-fade is drawn
 * over the one leaving, from 0 to 1 across the overlap), and how much black is laid over them
 * (a dip: 0 to 1 up to the cut, 1 to 0 after it). Between transitions: one shot, no black.
 */
export function transitionAt(
  placed: readonly PlacedShot[],
  filmSeconds: number,
): { layers: { index: number; opacity: number }[]; black: number } {
  const on = placed.filter((p) => filmSeconds >= p.start && filmSeconds < p.end);
  const last = placed.at(-1);
  if (on.length === 0 && last !== undefined && filmSeconds >= last.end) on.push(last);
  const layers = on.map((p) => {
    if (p.enter?.kind !== 'crossfade') return { index: p.index, opacity: 1 };
    return { index: p.index, opacity: clamp((filmSeconds - p.start) / p.enter.seconds, 0, 1) };
  });
  let black = 0;
  for (const [i, p] of placed.entries()) {
    const next = placed[i + 1];
    // Into this shot: black falls from 1 at the cut to 0 half the dip later.
    if (p.enter?.kind === 'dip') {
      const half = p.enter.seconds / 2;
      if (filmSeconds >= p.start && filmSeconds < p.start + half)
        black = Math.max(black, 1 - (filmSeconds - p.start) / half);
    }
    // Out of this shot: black rises to 1 at the cut.
    if (next?.enter?.kind === 'dip') {
      const half = next.enter.seconds / 2;
      if (filmSeconds >= next.start - half && filmSeconds < next.start)
        black = Math.max(black, 1 - (next.start - filmSeconds) / half);
    }
  }
  return { layers, black: clamp(black, 0, 1) };
}

/**
 * Each shot's span for its captions: where it is placed, except that two shots overlapping in a
 * cross-fade hand over their captions at the overlap's middle (never both at once).
 */
export function captionSpans(placed: readonly PlacedShot[]): { start: number; end: number }[] {
  return placed.map((p, i) => {
    const before = placed[i - 1];
    const after = placed[i + 1];
    const start =
      before !== undefined && p.start < before.end ? (p.start + before.end) / 2 : p.start;
    const end = after !== undefined && after.start < p.end ? (after.start + p.end) / 2 : p.end;
    return { start, end };
  });
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

/** The film's sizes: 16:9 at 720p (the default) or 1080p. */
export const filmSizes = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
} as const;
export type FilmSize = keyof typeof filmSizes;

/** One frame rate for the whole film. */
export const FILM_FRAME_RATE = 30;

/** Where a picture of one size sits inside the film's, whole and centred (black bars around). */
export function letterbox(fromWidth: number, fromHeight: number, width: number, height: number) {
  const scale = Math.min(width / Math.max(1, fromWidth), height / Math.max(1, fromHeight));
  const w = Math.round(fromWidth * scale);
  const h = Math.round(fromHeight * scale);
  return { x: Math.round((width - w) / 2), y: Math.round((height - h) / 2), width: w, height: h };
}

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
