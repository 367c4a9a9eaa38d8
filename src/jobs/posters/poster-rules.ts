import type { Job, Media } from '@/jobs/job';
import { safeMediaUrl } from '@/lib/safe-url';
import type { PosterRow } from './posters-db';

/**
 * The rules of a result's picture (issue 40 item 3, decision 033), pure so they are tested apart
 * from a canvas and a database: which picture a list shows, whether a poster may be grabbed, how
 * large it is, and the generated cover of a song without one.
 */

/** A result's picture is named as its kept copy is: `<job id>#<slot>`. */
export function posterKey(jobId: string, slot: number): string {
  return `${jobId}#${slot}`;
}

/** A poster's long side, in pixels: a tile is ~300 px wide on a phone, a picker's item 80. */
export const POSTER_LONG_SIDE = 320;

/** A claim older than this that never finished was cut off (a reload, a closed tab). */
export const STALE_GRAB_MS = 60_000;

/** Grabs started for one result, at most: the first and one more after a cut-off. */
export const MAX_GRAB_ATTEMPTS = 2;

/** What a list shows for one result. */
export type ResultPicture =
  /** A picture the gateway named (a video's poster, a song's cover): used as it is. */
  | { type: 'image'; src: string }
  /** A video without one: its poster is grabbed here once (then shown from `postersDb`). */
  | { type: 'grab' }
  /** A song without a cover: a picture drawn from its id (`coverShape`). */
  | { type: 'generated'; seed: string }
  /** Nothing to show (waiting, failed, an image result, no media). */
  | { type: 'none' };

function finishedMedia(job: Pick<Job, 'status' | 'media'>, slot: number): Media | undefined {
  const media = job.media[slot];
  if (job.status !== 'succeeded' || media === undefined || media.status === 'failed')
    return undefined;
  return media;
}

export function resultPicture(
  job: Pick<Job, 'id' | 'status' | 'media'>,
  slot: number,
): ResultPicture {
  const media = finishedMedia(job, slot);
  if (media === undefined || media.kind === 'image') return { type: 'none' };
  const given = safeMediaUrl(media.poster);
  if (given !== null) return { type: 'image', src: given };
  return media.kind === 'video'
    ? { type: 'grab' }
    : { type: 'generated', seed: posterKey(job.id, slot) };
}

/**
 * Where a poster is grabbed from: the copy kept in this browser first (its pixels are always
 * readable, and a film made here has no other bytes), else the result's web link (read with CORS).
 * A video only the gateway serves (with the key) is not fetched whole for a picture: it gets one
 * once its copy is kept.
 */
export type GrabSource = { blob: Blob } | { url: string };

export function grabSource(
  job: Pick<Job, 'status' | 'media'>,
  slot: number,
  kept: Blob | null,
): GrabSource | null {
  const media = finishedMedia(job, slot);
  if (media?.kind !== 'video') return null;
  if (kept !== null) return { blob: kept };
  if (media.viaGateway) return null;
  const url = safeMediaUrl(media.url);
  return url === null ? null : { url };
}

/** Whether this browser may start a grab for a result, given its row (if any). */
export function mayGrab(
  row: Pick<PosterRow, 'state' | 'at' | 'attempts'> | undefined,
  now: number,
) {
  if (row === undefined) return true;
  // Done is done; a failure is final (no loop against a host that refuses).
  if (row.state !== 'grabbing') return false;
  return now - row.at > STALE_GRAB_MS && row.attempts < MAX_GRAB_ATTEMPTS;
}

/** The poster's size: the frame's shape, its long side `longSide` at most (never enlarged). */
export function posterSize(
  width: number,
  height: number,
  longSide = POSTER_LONG_SIDE,
): { width: number; height: number } {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const scale = Math.min(1, longSide / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/**
 * The moments a poster is taken at: a little in (a fade from black is the commonest opening),
 * then, when that frame is dark, later still. Never past the end.
 */
export function grabTimes(duration: number): number[] {
  const d = Number.isFinite(duration) && duration > 0 ? duration : 0;
  if (d === 0) return [0];
  const first = Math.min(0.5, d * 0.25);
  const later = Math.min(3, d * 0.5);
  return later > first ? [first, later] : [first];
}

/** Mean luminance under this (0–255) reads as a black frame. */
const DARK_LUMA = 16;

/** Whether RGBA pixels (a canvas's `getImageData`) are as good as black. */
export function isDark(pixels: ArrayLike<number>): boolean {
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 2 < pixels.length; i += 4) {
    sum +=
      0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0);
    count += 1;
  }
  return count === 0 || sum / count < DARK_LUMA;
}

/** FNV-1a: a small, stable hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The generated cover of a song the gateway gave no picture: a waveform-like row of bars and a
 * hue, both from the song's id and slot alone, so every device, every reload and an imported copy
 * draw the same picture without decoding or storing anything (decision 033).
 */
export function coverShape(seed: string, count = 24): { hue: number; bars: number[] } {
  let state = hash(seed) || 1;
  const next = () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
  const hue = Math.floor(next() * 360);
  const bars: number[] = [];
  for (let i = 0; i < count; i += 1) {
    // A song's shape: louder in the middle than at its ends, never silent.
    const envelope = 0.45 + 0.55 * Math.sin((Math.PI * (i + 0.5)) / count);
    bars.push(Math.round((0.15 + 0.85 * next() * envelope) * 1000) / 1000);
  }
  return { hue, bars };
}
