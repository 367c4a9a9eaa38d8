import { describe, expect, it } from 'vitest';
import { BLOCK_CHARS, appendText, emptyText, textOf } from './growing-text';

describe('GrowingText', () => {
  it('keeps every piece, in order', () => {
    let text = emptyText;
    for (const piece of ['A ', 'red ', 'fox.']) text = appendText(text, piece);
    expect(textOf(text)).toBe('A red fox.');
    expect(text.blocks).toEqual([]);
  });

  it('closes a long tail into blocks at a space, leaving earlier blocks as they were', () => {
    let text = emptyText;
    const word = 'word ';
    const seen: (readonly string[])[] = [];
    for (let i = 0; i < (BLOCK_CHARS * 3) / word.length; i++) {
      text = appendText(text, word);
      seen.push(text.blocks);
    }
    expect(textOf(text)).toBe(word.repeat((BLOCK_CHARS * 3) / word.length));
    expect(text.blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of text.blocks) expect(block.endsWith(' ')).toBe(true);
    // A block once made is the same string ever after (a view keyed by its place need not redraw).
    const last = seen.at(-1) ?? [];
    for (const blocks of seen) blocks.forEach((block, i) => expect(last[i]).toBe(block));
  });

  it('cuts a text with no spaces too', () => {
    const text = appendText(emptyText, 'x'.repeat(BLOCK_CHARS * 2 + 5));
    expect(textOf(text)).toHaveLength(BLOCK_CHARS * 2 + 5);
    expect(text.tail).toHaveLength(5);
  });
});
