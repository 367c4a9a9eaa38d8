import { describe, expect, it } from 'vitest';
import { placeShots } from '../board/timeline';
import { cueAt, filmCues, wrapCaption } from './captions';

const shots = [
  { durationSeconds: 4, inSeconds: 0.5, outSeconds: 3.5 },
  { durationSeconds: 4, inSeconds: 0, outSeconds: 2 },
  { durationSeconds: 4, inSeconds: 1, outSeconds: null },
];

describe('filmCues', () => {
  it('puts each caption at its shot’s place in the film, trims counted', () => {
    expect(filmCues(placeShots(shots), ['Boats go out', '', '  海鸥在码头上空  '])).toEqual([
      { start: 0, end: 3, text: 'Boats go out' },
      { start: 5, end: 8, text: '海鸥在码头上空' },
    ]);
  });

  it('finds the caption at a moment, a cut belonging to the shot that starts there', () => {
    const cues = filmCues(placeShots(shots), ['one', 'two', 'three']);
    expect(cueAt(cues, 0)?.text).toBe('one');
    expect(cueAt(cues, 3)?.text).toBe('two');
    expect(cueAt(cues, 7.99)?.text).toBe('three');
    expect(cueAt(cues, 8)).toBeNull();
  });
});

describe('timed captions inside a shot', () => {
  it('puts each at its moment in its shot, kept inside the shot', () => {
    expect(
      filmCues(
        placeShots(shots),
        ['Boats go out'],
        [
          [{ text: 'A horn', from: 1, to: 2 }],
          [
            { text: 'Gulls', from: 0.5, to: 9 },
            { text: '  ', from: 0, to: 1 },
          ],
        ],
      ),
    ).toEqual([
      { start: 0, end: 3, text: 'Boats go out' },
      { start: 1, end: 2, text: 'A horn' },
      { start: 3.5, end: 5, text: 'Gulls' },
    ]);
  });

  it('counts from the in point when a copy starts on an earlier key frame', () => {
    expect(
      filmCues([{ start: 2, end: 5, movedBy: 0.5 }], [''], [[{ text: 'Now', from: 1, to: 1.5 }]]),
    ).toEqual([{ start: 3.5, end: 4, text: 'Now' }]);
  });

  it('shows a timed caption under the shot’s caption while both are on', () => {
    const cues = [
      { start: 0, end: 3, text: 'Boats go out' },
      { start: 1, end: 2, text: 'A horn' },
    ];
    expect(cueAt(cues, 1.5)).toEqual({ start: 1, end: 2, text: 'Boats go out\nA horn' });
    expect(cueAt(cues, 2.5)?.text).toBe('Boats go out');
  });
});

describe('wrapCaption', () => {
  // Each character one unit wide.
  const measure = (text: string) => [...text].length;

  it('breaks Latin text between words', () => {
    expect(wrapCaption('The boats go out at dawn', 10, measure)).toEqual([
      'The boats',
      'go out at',
      'dawn',
    ]);
  });

  it('breaks Chinese between words, keeping closing punctuation on its line', () => {
    expect(wrapCaption('海鸥在码头上空盘旋，渔船出海。', 7, measure)).toEqual([
      '海鸥在码头上空',
      '盘旋，渔船',
      '出海。',
    ]);
  });

  it('never breaks inside a Chinese word: not “灯 / 笼” (issue 54)', () => {
    // A break between any two characters gave "红灯笼照" / "亮了码头", and "红灯" / "笼照"….
    expect(wrapCaption('红灯笼照亮了码头', 4, measure)).toEqual(['红灯笼', '照亮了', '码头']);
    expect(wrapCaption('红灯笼照亮了码头', 2, measure, 5)).toEqual([
      '红',
      '灯笼',
      '照亮',
      '了',
      '码头',
    ]);
  });

  it('keeps opening punctuation with the word it opens', () => {
    expect(wrapCaption('他说「灯笼」', 3, measure)).toEqual(['他说', '「灯笼」']);
  });

  it('keeps Latin words whole inside Chinese text', () => {
    expect(wrapCaption('我们在Harbour等你', 8, measure)).toEqual(['我们在', 'Harbour等', '你']);
  });

  it('keeps the person’s own line breaks and stops at the most lines', () => {
    expect(wrapCaption('one\ntwo\nthree\nfour', 10, measure, 3)).toEqual(['one', 'two', 'three…']);
  });

  it('puts a word wider than a line on its own line', () => {
    expect(wrapCaption('a supercalifragilistic b', 5, measure)).toEqual([
      'a',
      'supercalifragilistic',
      'b',
    ]);
  });
});
