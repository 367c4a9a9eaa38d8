import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * Ducking (issue 54 item 10): the song lowered under every shot whose own sound is heard, so a
 * line spoken in a shot is not drowned by the music, and back up between them. One choice per
 * storyboard, the same numbers for the preview (the song's element volume at each frame) and the
 * export (a gain envelope on the song in the OfflineAudioContext).
 *
 * On for a new storyboard; a storyboard from before it reads as off, so a film exported again
 * from an older board sounds as it did (why: docs/storyboard.md, "Ducking").
 */

export const DUCK_DB_MIN = 3;
export const DUCK_DB_MAX = 30;
export const DEFAULT_DUCK_DB = 12;
/** How long the song takes to go down before a shot with sound, and back up after it. */
export const DUCK_RAMP_SECONDS = 0.3;

export interface Ducking {
  on: boolean;
  /** How far the song goes down, in decibels (12: to a quarter of its level). */
  db: number;
}

export const NEW_BOARD_DUCKING: Ducking = { on: true, db: DEFAULT_DUCK_DB };
export const OLDER_BOARD_DUCKING: Ducking = { on: false, db: DEFAULT_DUCK_DB };

/** As stored with a storyboard (and read from a peer): anything unknown reads as off. */
export const zDucking = lazySchema(() =>
  z.object({
    on: z.catch(z.boolean(), false),
    db: z.catch(z.number().check(z.gte(DUCK_DB_MIN), z.lte(DUCK_DB_MAX)), DEFAULT_DUCK_DB),
  }),
);

const duckMessage = () => t('storyboard.duck.range', { min: DUCK_DB_MIN, max: DUCK_DB_MAX });

/** The duck amount as the person types it: a whole number of decibels in range. */
export const zDuckDb = lazySchema(() =>
  z
    .number({ error: duckMessage })
    .check(
      z.int({ error: duckMessage }),
      z.gte(DUCK_DB_MIN, { error: duckMessage }),
      z.lte(DUCK_DB_MAX, { error: duckMessage }),
    ),
);

/** Decibels down → the gain the song is multiplied by (12 dB → 0.251). */
export const duckGain = (db: number) => 10 ** (-db / 20);

export interface Span {
  start: number;
  end: number;
}

/**
 * The film's moments where a shot's own sound is heard, in film seconds: each such shot's place,
 * joined where they touch or overlap (a cross-fade) or leave less than two ramps between them (the
 * song would only bob up and down again).
 */
export function soundSpans(
  placed: readonly Span[],
  heard: readonly boolean[],
  ramp = DUCK_RAMP_SECONDS,
): Span[] {
  const spans: Span[] = [];
  for (const [index, at] of placed.entries()) {
    if (heard[index] !== true || at.end <= at.start) continue;
    const last = spans.at(-1);
    if (last !== undefined && at.start - last.end < 2 * ramp) last.end = Math.max(last.end, at.end);
    else spans.push({ start: at.start, end: at.end });
  }
  return spans;
}

export interface GainPoint {
  time: number;
  gain: number;
}

/**
 * The song's ducking envelope (a multiplier on its volume and fade): 1 outside the spans, the
 * duck's gain inside them, ramped linearly over `ramp` seconds before each span starts (so the
 * shot's first word is already clear) and after it ends. Points in time order, the first at 0; a
 * span at the film's start starts ducked. Empty when ducking is off or nothing is heard.
 */
export function duckEnvelope(
  spans: readonly Span[],
  ducking: Ducking,
  ramp = DUCK_RAMP_SECONDS,
): GainPoint[] {
  if (!ducking.on || spans.length === 0) return [];
  const low = duckGain(ducking.db);
  const points: GainPoint[] = [{ time: 0, gain: 1 }];
  for (const span of spans) {
    const down = Math.max(0, span.start - ramp);
    const previous = points.at(-1);
    if (previous !== undefined && down <= previous.time) {
      // At the film's start: down from the first moment.
      if (previous.time === 0) previous.gain = low;
    } else points.push({ time: down, gain: 1 });
    if (span.start > down) points.push({ time: span.start, gain: low });
    points.push({ time: span.end, gain: low });
    points.push({ time: span.end + ramp, gain: 1 });
  }
  return points;
}

/** The envelope's value at a moment (the preview reads it at every frame); 1 without one. */
export function envelopeAt(points: readonly GainPoint[], time: number): number {
  if (points.length === 0) return 1;
  let before = points[0] as GainPoint;
  for (const point of points) {
    if (point.time > time) {
      if (point.time === before.time) return point.gain;
      const share = (time - before.time) / (point.time - before.time);
      return before.gain + (point.gain - before.gain) * share;
    }
    before = point;
  }
  return before.gain;
}
