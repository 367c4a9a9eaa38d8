import { describe, expect, it } from 'vitest';
import type { AlignedWord } from '@/features/music/gateway-schema/tune-timing';
import { anyTimed, currentLine, timedLines } from './timing';

const w = (word: string, startS: number, endS: number): AlignedWord => ({
  word,
  startS,
  endS,
  success: true,
  pAlign: 0.9,
});

const lyrics = '[Verse]\nStreetlights hum a quiet tune,\n\n[Chorus]\nSing it again!';
const words = [
  w('[Verse]\nStreetlights ', 0.4, 1.0),
  w('hum ', 1.0, 1.3),
  w('a ', 1.3, 1.4),
  w('quiet ', 1.4, 1.8),
  w('tune,\n', 1.8, 2.4),
  w('[Chorus]\nSing ', 3.0, 3.4),
  w('it ', 3.4, 3.6),
  w('again!\n', 3.6, 4.4),
];

describe('timedLines: the lyrics’ own lines, timed by the words sung on them', () => {
  it('groups the aligned words into the song’s lines; section names are not sung', () => {
    expect(timedLines(lyrics, words)).toEqual([
      { text: '[Verse]', section: true, startS: null, endS: null },
      { text: 'Streetlights hum a quiet tune,', section: false, startS: 0.4, endS: 2.4 },
      { text: '[Chorus]', section: true, startS: null, endS: null },
      { text: 'Sing it again!', section: false, startS: 3.0, endS: 4.4 },
    ]);
  });

  it('a word not in the lyrics is passed over; a line no word matched stays untimed', () => {
    const lines = timedLines('One line\nA line never sung\nLast line', [
      w('one ', 0, 0.5),
      w('zzz ', 0.5, 0.7),
      w('line ', 0.7, 1),
      w('last ', 5, 5.5),
      w('line', 5.5, 6),
    ]);
    expect(lines.map((l) => [l.startS, l.endS])).toEqual([
      [0, 1],
      [null, null],
      [5, 6],
    ]);
  });

  it('matches lyrics in a script without spaces, a character per word', () => {
    const lines = timedLines('月光照在海上\n我们回家', [
      w('月', 0, 0.2),
      w('光', 0.2, 0.4),
      w('照在', 0.4, 0.8),
      w('海上\n', 0.8, 1.2),
      w('我们', 2, 2.4),
      w('回家', 2.4, 3),
    ]);
    expect(lines.map((l) => [l.text, l.startS, l.endS])).toEqual([
      ['月光照在海上', 0, 1.2],
      ['我们回家', 2, 3],
    ]);
  });

  it('without lyrics, the words make the lines at their own line breaks', () => {
    expect(timedLines(null, words).map((l) => [l.text, l.startS, l.endS])).toEqual([
      ['Streetlights hum a quiet tune,', 0.4, 2.4],
      ['Sing it again!', 3.0, 4.4],
    ]);
  });

  it('says when nothing could be timed (the plain lyrics then stand)', () => {
    expect(anyTimed(timedLines(lyrics, []))).toBe(false);
    expect(anyTimed(timedLines(lyrics, [w('nothing alike', 0, 1)]))).toBe(false);
    expect(anyTimed(timedLines(lyrics, words))).toBe(true);
  });
});

describe('currentLine: the line being sung', () => {
  const lines = timedLines(lyrics, words);
  it('is none before the first line, then the last line started, kept between lines', () => {
    expect(currentLine(lines, 0)).toBe(-1);
    expect(currentLine(lines, 0.5)).toBe(1);
    expect(currentLine(lines, 2.8)).toBe(1);
    expect(currentLine(lines, 3.0)).toBe(3);
    expect(currentLine(lines, 60)).toBe(3);
  });
});
