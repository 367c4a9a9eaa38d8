/**
 * A text that grows at its end, a piece at a time (a streamed answer): kept as finished blocks and
 * a tail, so a view re-renders only the tail as pieces arrive and the blocks stay as they were.
 * A 20,000-word answer then costs each frame the tail's few hundred characters, not the whole text
 * (`npm run bench`: no long task while it streams).
 */
export interface GrowingText {
  readonly blocks: readonly string[];
  readonly tail: string;
}

export const emptyText: GrowingText = { blocks: [], tail: '' };

/** About this long, a tail is closed into a block at its last space (or at once, without one). */
export const BLOCK_CHARS = 1_000;

export function appendText(text: GrowingText, piece: string): GrowingText {
  let tail = text.tail + piece;
  if (tail.length < BLOCK_CHARS) return { blocks: text.blocks, tail };
  const blocks = [...text.blocks];
  while (tail.length >= BLOCK_CHARS) {
    const space = tail.lastIndexOf(' ', BLOCK_CHARS - 1);
    const cut = space > BLOCK_CHARS / 2 ? space + 1 : BLOCK_CHARS;
    blocks.push(tail.slice(0, cut));
    tail = tail.slice(cut);
  }
  return { blocks, tail };
}

export function textOf(text: GrowingText): string {
  return text.blocks.join('') + text.tail;
}
