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

/**
 * About this long, a tail is closed into a block: after its last line break when there is one in
 * its second half (a paragraph ends there, and a block drawn as a box of its own costs nothing
 * there), else after its last space, else where it is.
 */
export const BLOCK_CHARS = 1_000;

function cutAt(tail: string): number {
  const line = tail.lastIndexOf('\n', BLOCK_CHARS - 1);
  if (line >= BLOCK_CHARS / 2) return line + 1;
  const space = tail.lastIndexOf(' ', BLOCK_CHARS - 1);
  return space > BLOCK_CHARS / 2 ? space + 1 : BLOCK_CHARS;
}

export function appendText(text: GrowingText, piece: string): GrowingText {
  let tail = text.tail + piece;
  if (tail.length < BLOCK_CHARS) return { blocks: text.blocks, tail };
  const blocks = [...text.blocks];
  while (tail.length >= BLOCK_CHARS) {
    const cut = cutAt(tail);
    blocks.push(tail.slice(0, cut));
    tail = tail.slice(cut);
  }
  return { blocks, tail };
}

export function textOf(text: GrowingText): string {
  return text.blocks.join('') + text.tail;
}

/** Whether it holds more than white space, without joining it (asked at every frame of a stream). */
export function hasWords(text: GrowingText): boolean {
  return text.tail.trim() !== '' || text.blocks.some((block) => block.trim() !== '');
}
