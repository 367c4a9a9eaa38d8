import { describe, expect, it } from 'vitest';
import { tuneTimingPath, zTuneTiming } from './tune-timing';

describe('zTuneTiming: timed lyrics read tolerantly', () => {
  it('reads the aligned words and the waveform, in time order', () => {
    const parsed = zTuneTiming.parse({
      aligned_words: [
        { word: 'hum ', start_s: 1.2, end_s: 1.6, success: true, p_align: 0.9 },
        { word: '[Verse]\nStreetlights ', start_s: 0.4, end_s: 1.1, success: true, p_align: 0.8 },
      ],
      waveform_data: [0, 0.5, 1],
      hoot_cer: 0.1,
      is_streamed: false,
    });
    expect(parsed).toEqual({
      words: [
        { word: '[Verse]\nStreetlights ', startS: 0.4, endS: 1.1, success: true, pAlign: 0.8 },
        { word: 'hum ', startS: 1.2, endS: 1.6, success: true, pAlign: 0.9 },
      ],
      waveform: [0, 0.5, 1],
    });
  });

  it('drops a word it cannot place, keeps the rest; numeric strings are numbers', () => {
    const parsed = zTuneTiming.parse({
      aligned_words: [
        { word: 'one', start_s: '0.5', end_s: '0.9' },
        { word: 'no time' },
        { word: 'negative', start_s: -1, end_s: 2 },
        { start_s: 1, end_s: 2 },
        'garbage',
        null,
        { word: 'backwards', start_s: 3, end_s: 2, success: false },
      ],
    });
    expect(parsed.words).toEqual([
      { word: 'one', startS: 0.5, endS: 0.9, success: true, pAlign: null },
      // An end before the start reads as the start; an unsure word is still timed.
      { word: 'backwards', startS: 3, endS: 3, success: false, pAlign: null },
    ]);
    expect(parsed.waveform).toEqual([]);
  });

  it('scales a waveform on another scale to 0–1; unreadable points read 0', () => {
    expect(zTuneTiming.parse({ waveform_data: [0, 50, '100', 'x', -25] }).waveform).toEqual([
      0, 0.5, 1, 0, 0.25,
    ]);
    expect(zTuneTiming.parse({ waveform_data: 'not a list' }).waveform).toEqual([]);
  });

  it('accepts the answer wrapped in {data}, and an answer with nothing in it', () => {
    expect(
      zTuneTiming.parse({ data: { aligned_words: [{ word: 'a', start_s: 1, end_s: 2 }] } }).words,
    ).toHaveLength(1);
    expect(zTuneTiming.parse({})).toEqual({ words: [], waveform: [] });
    expect(zTuneTiming.parse({ aligned_words: 'nope', waveform_data: null })).toEqual({
      words: [],
      waveform: [],
    });
  });

  it('fills the clip id into the assumed path, escaped', () => {
    expect(tuneTimingPath('/tune/act/timing/{clip_id}', 'a b/c')).toBe(
      '/tune/act/timing/a%20b%2Fc',
    );
  });
});
