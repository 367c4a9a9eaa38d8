import { describe, expect, it } from 'vitest';
import {
  DUCK_RAMP_SECONDS,
  duckEnvelope,
  duckGain,
  envelopeAt,
  soundSpans,
  zDuckDb,
  zDucking,
} from './ducking';

const on = { on: true, db: 12 };
const low = duckGain(12);

describe('the song’s ducking envelope', () => {
  it('12 dB down is a quarter of the level (in amplitude ≈ 0.251)', () => {
    expect(low).toBeCloseTo(0.2512, 4);
    expect(20 * Math.log10(low)).toBeCloseTo(-12, 9);
  });

  it('a shot with sound between two silent ones: down over the ramp before it, up after it', () => {
    const placed = [
      { start: 0, end: 4 },
      { start: 4, end: 9 },
      { start: 9, end: 12 },
    ];
    const spans = soundSpans(placed, [false, true, false]);
    expect(spans).toEqual([{ start: 4, end: 9 }]);
    const envelope = duckEnvelope(spans, on);
    expect(envelope).toEqual([
      { time: 0, gain: 1 },
      { time: 4 - DUCK_RAMP_SECONDS, gain: 1 },
      { time: 4, gain: low },
      { time: 9, gain: low },
      { time: 9 + DUCK_RAMP_SECONDS, gain: 1 },
    ]);
    expect(envelopeAt(envelope, 2)).toBe(1);
    expect(envelopeAt(envelope, 6.5)).toBe(low);
    expect(envelopeAt(envelope, 11)).toBe(1);
    // Half-way down the ramp, half-way between the two levels.
    expect(envelopeAt(envelope, 4 - DUCK_RAMP_SECONDS / 2)).toBeCloseTo((1 + low) / 2, 9);
  });

  it('a first shot with sound starts the film ducked', () => {
    const envelope = duckEnvelope(soundSpans([{ start: 0, end: 3 }], [true]), on);
    expect(envelope[0]).toEqual({ time: 0, gain: low });
    expect(envelopeAt(envelope, 0)).toBe(low);
    expect(envelopeAt(envelope, 5)).toBe(1);
  });

  it('cross-fading shots with sound, or ones closer than two ramps, are one span: no bob in between', () => {
    const placed = [
      { start: 0, end: 5 },
      { start: 4, end: 8 },
      { start: 8.4, end: 10 },
      { start: 12, end: 14 },
    ];
    expect(soundSpans(placed, [true, true, true, true])).toEqual([
      { start: 0, end: 10 },
      { start: 12, end: 14 },
    ]);
  });

  it('off, or no shot heard: no envelope, the song at its own volume', () => {
    const spans = soundSpans([{ start: 0, end: 3 }], [true]);
    expect(duckEnvelope(spans, { on: false, db: 12 })).toEqual([]);
    expect(duckEnvelope([], on)).toEqual([]);
    expect(envelopeAt([], 1)).toBe(1);
  });

  it('the duck amount: whole decibels from 3 to 30, said otherwise', () => {
    expect(zDuckDb.safeParse(18).success).toBe(true);
    for (const bad of [2, 31, 7.5, Number.NaN]) {
      const parsed = zDuckDb.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'Lower the song by a whole number of decibels from 3 to 30.',
      );
    }
  });

  it('as stored: a board from before ducking, or a damaged value, reads as off', () => {
    expect(zDucking.parse({})).toEqual({ on: false, db: 12 });
    expect(zDucking.parse({ on: 'yes', db: 500 })).toEqual({ on: false, db: 12 });
  });
});
