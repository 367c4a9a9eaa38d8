import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSITION } from '../finish/transitions';
import { layLines, MAX_TIMED_CAPTIONS } from './lay-lines';
import type { Shot } from './storyboard-db';

const shot = (id: string, seconds: number, extra: Partial<Shot> = {}): Shot => ({
  id,
  jobId: `job-${id}`,
  slot: 0,
  inSeconds: 0,
  outSeconds: null,
  durationSeconds: seconds,
  caption: '',
  cues: [],
  framing: 'fit',
  offset: 0,
  sound: true,
  transition: DEFAULT_TRANSITION,
  characters: null,
  ...extra,
});

const line = (start: number, end: number, text: string) => ({ start, end, text });

describe('a link’s lines laid on a storyboard’s shots by time', () => {
  it('puts each line on the shot playing at its moment, counted from the shot’s start', () => {
    const result = layLines(
      [shot('a', 4), shot('b', 4)],
      [line(0, 1.8, 'one'), line(2, 3.8, 'two'), line(4, 5.8, 'three'), line(6, 7.8, 'four')],
    );
    expect(result.shots.map((s) => s.cues)).toEqual([
      [
        { text: 'one', from: 0, to: 1.8 },
        { text: 'two', from: 2, to: 3.8 },
      ],
      [
        { text: 'three', from: 0, to: 1.8 },
        { text: 'four', from: 2, to: 3.8 },
      ],
    ]);
    expect(result).toMatchObject({ laid: 4, parts: 2, leftOut: 0 });
  });

  it('splits a line across a cut, counts lines after the film’s end as left out', () => {
    const result = layLines(
      [shot('a', 4), shot('b', 4)],
      [line(3, 5, 'across'), line(9, 10, 'late')],
    );
    expect(result.shots.map((s) => s.cues)).toEqual([
      [{ text: 'across', from: 3, to: 4 }],
      [{ text: 'across', from: 0, to: 1 }],
    ]);
    expect(result).toMatchObject({ laid: 1, parts: 2, leftOut: 1 });
  });

  it('follows trims, and hands over at the middle of a cross-fade (never both shots at once)', () => {
    const crossfade = { kind: 'crossfade' as const, seconds: 1 };
    const result = layLines(
      [shot('a', 6, { inSeconds: 1, outSeconds: 5 }), shot('b', 4, { transition: crossfade })],
      [line(3, 4, 'fade')],
    );
    // a: 0–4 in the film; b: 3–7, entering by a one-second cross-fade: the hand-over is at 3.5.
    expect(result.shots.map((s) => s.cues)).toEqual([
      [{ text: 'fade', from: 3, to: 3.5 }],
      [{ text: 'fade', from: 0, to: 0.5 }],
    ]);
  });

  it('keeps the shots’ own captions, adds a line only once, and stops at what a shot keeps', () => {
    const full = Array.from({ length: MAX_TIMED_CAPTIONS - 1 }, (_, i) => ({
      text: `mine ${i}`,
      from: 0,
      to: 0.1,
    }));
    const once = layLines([shot('a', 4, { caption: 'Mine', cues: full })], [line(1, 2, 'new')]);
    const twice = layLines(once.shots, [line(1, 2, 'new'), line(2, 3, 'over')]);
    expect(twice.shots[0]?.caption).toBe('Mine');
    expect(twice.shots[0]?.cues).toHaveLength(MAX_TIMED_CAPTIONS);
    expect(twice.shots[0]?.cues.filter((c) => c.text === 'new')).toHaveLength(1);
    expect(twice).toMatchObject({ laid: 1, parts: 1, leftOut: 1 });
  });

  it('lays nothing on a shot whose length is not known yet, nor an empty line', () => {
    const result = layLines(
      [shot('a', 4, { durationSeconds: null })],
      [line(0, 1, 'x'), line(0, 1, '  ')],
    );
    expect(result).toMatchObject({ laid: 0, parts: 0, leftOut: 1 });
  });
});
