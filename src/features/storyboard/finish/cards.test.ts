import { describe, expect, it } from 'vitest';
import { cardTimes, readableInk, shownCard } from './cards';

const card = (text: string, seconds = 3) => ({ text, color: '#1e3a8a', seconds });

describe('cards', () => {
  it('puts the shots after the title card and the end card after them', () => {
    expect(cardTimes(8, card('Harbour'), card('The end', 2))).toEqual({
      lead: 3,
      tail: 2,
      length: 13,
    });
    expect(cardTimes(8, null, null)).toEqual({ lead: 0, tail: 0, length: 8 });
  });

  it('leaves out a card without words', () => {
    expect(shownCard(card('   '))).toBeNull();
    expect(cardTimes(8, card(''), null).lead).toBe(0);
  });

  it('picks the type that reads on the colour', () => {
    expect(readableInk('#1e3a8a')).toBe('#ffffff');
    expect(readableInk('#000000')).toBe('#ffffff');
    expect(readableInk('#fde68a')).toBe('#111111');
    expect(readableInk('#ffffff')).toBe('#111111');
  });
});
