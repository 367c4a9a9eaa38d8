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

/**
 * What the export reads of each shot's encoded streams (without decoding a frame) to decide
 * whether its packets can be copied into the film as they are.
 */
export interface ShotTrack {
  /** Mediabunny's name for the video codec ('avc', 'vp9', …); null: one it does not know. */
  videoCodec: string | null;
  /**
   * The decoder set-up the packets need (the full codec string and its description, e.g. H.264's
   * SPS/PPS). Copied packets share one track, so every shot must need the very same set-up.
   */
  videoConfig: string;
  width: number;
  height: number;
  /** Frames per second, as measured from the packets. */
  frameRate: number;
  /** When each key frame is shown, in source seconds, earliest first. */
  keyFrames: readonly number[];
  /**
   * Packets come in the order they are shown (no B-frames): a cut after any packet leaves every
   * kept frame decodable. With B-frames only the source's own end is a safe out point.
   */
  inOrder: boolean;
  /** The sound's codec and decoder set-up, compared the same way; null: the shot has no sound. */
  audioCodec: string | null;
  audioConfig: string | null;
}

/**
 * How far back an in point may move to reach a key frame before a copy is no longer honest: the
 * film would show that much the person cut away (the export then re-encodes instead).
 */
export const KEY_FRAME_SLACK = 0.5;

/** One shot copied: the part of its source copied, and where it lands in the film. */
export interface CopiedCut {
  index: number;
  /** The key frame the copy starts on (at or before the trim's in point). */
  inSeconds: number;
  outSeconds: number;
  /** How much earlier than the trim's in point the copy starts (0: the in point is a key frame). */
  movedBy: number;
  start: number;
  end: number;
}

export type ReencodeReason =
  | 'empty'
  | 'soundtrack'
  | 'volume'
  | 'unreadable'
  | 'codec'
  | 'size'
  | 'frameRate'
  | 'sound'
  | 'keyFrame'
  | 'outPoint'
  | 'format'
  | 'captions'
  | 'muted'
  | 'titles'
  | 'transitions';

export type FilmPlan =
  | { path: 'copy'; container: 'mp4' | 'webm'; cuts: CopiedCut[] }
  | { path: 'reencode'; reason: ReencodeReason };

/** Codecs a copy can be written in, by container: what plays everywhere that container does. */
const MP4_VIDEO = ['avc', 'hevc'];
const WEBM_VIDEO = ['vp8', 'vp9', 'av1'];
const WEBM_AUDIO = ['opus', 'vorbis'];
const SAME_RATE = 0.02;

/**
 * Copy the shots' encoded packets into the film without decoding them, or decode and encode the
 * whole film again (decision 027). A copy is only honest when nothing about the pictures or the
 * sound changes: no song to mix in, the shots' own sound at full volume, every shot in the same
 * codec and decoder set-up, at the film's chosen size, at one frame rate, with the same kind of
 * sound (or none). A trim's in point that is not a key frame moves back to the key frame before
 * it when that is at most `KEY_FRAME_SLACK` earlier (the panel says so); further back, the film is
 * re-encoded — one re-encoded shot cannot share a track with copied ones, whose decoder set-up
 * differs. An out point is cut anywhere when the packets come in display order; with B-frames
 * only at the source's end.
 */
export function copyOrReencode(
  shots: readonly ShotTiming[],
  tracks: readonly (ShotTrack | null)[],
  soundtrack: SoundtrackMix | null,
  film: {
    width: number;
    height: number;
    shotsVolume: number;
    /** The file asked for (issue 42): shots in another container's codecs are encoded again. */
    container?: 'mp4' | 'webm';
    /** Captions drawn on the pictures: every frame changes. */
    burnCaptions?: boolean;
    /** Some shot's own sound is left out of the film. */
    muted?: boolean;
    /** A title or end card is drawn before or after the shots. */
    titles?: boolean;
  },
): FilmPlan {
  const reencode = (reason: ReencodeReason): FilmPlan => ({ path: 'reencode', reason });
  if (shots.length === 0) return reencode('empty');
  if (soundtrack !== null) return reencode('soundtrack');
  const read = tracks.slice(0, shots.length).filter((t): t is ShotTrack => t !== null);
  const first = read[0];
  if (first === undefined || read.length < shots.length) return reencode('unreadable');
  const container = MP4_VIDEO.includes(first.videoCodec ?? '')
    ? 'mp4'
    : WEBM_VIDEO.includes(first.videoCodec ?? '')
      ? first.audioCodec === null || WEBM_AUDIO.includes(first.audioCodec)
        ? 'webm'
        : 'mp4'
      : null;
  if (
    container === null ||
    read.some((t) => t.videoCodec !== first.videoCodec || t.videoConfig !== first.videoConfig)
  )
    return reencode('codec');
  if (film.container !== undefined && container !== film.container) return reencode('format');
  if (film.burnCaptions === true) return reencode('captions');
  if (film.titles === true) return reencode('titles');
  // A cross-fade or a dip changes the pictures around a cut.
  if (placeShots(shots).some((p) => p.enter !== undefined)) return reencode('transitions');
  if (read.some((t) => t.width !== film.width || t.height !== film.height)) return reencode('size');
  if (
    read.some(
      (t) =>
        !(t.frameRate > 0) || Math.abs(t.frameRate - first.frameRate) > first.frameRate * SAME_RATE,
    )
  )
    return reencode('frameRate');
  if (read.some((t) => t.audioCodec !== first.audioCodec || t.audioConfig !== first.audioConfig))
    return reencode('sound');
  if (first.audioConfig !== null && film.shotsVolume !== 1) return reencode('volume');
  if (first.audioConfig !== null && film.muted === true) return reencode('muted');

  const cuts: CopiedCut[] = [];
  let at = 0;
  for (const [index, shot] of shots.entries()) {
    const track = read[index];
    if (track === undefined) return reencode('unreadable');
    const trim = clampTrim(shot);
    // The last key frame at or before the in point (a hair of rounding allowed).
    const key = track.keyFrames.filter((k) => k <= trim.inSeconds + 1e-3).at(-1);
    if (key === undefined || trim.inSeconds - key > KEY_FRAME_SLACK) return reencode('keyFrame');
    const end = shot.durationSeconds ?? trim.outSeconds;
    if (!track.inOrder && trim.outSeconds < end - 1e-3) return reencode('outPoint');
    const length = trim.outSeconds - key;
    cuts.push({
      index,
      inSeconds: key,
      outSeconds: trim.outSeconds,
      movedBy: Math.max(0, trim.inSeconds - key),
      start: at,
      end: at + length,
    });
    at += length;
  }
  return { path: 'copy', container, cuts };
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
