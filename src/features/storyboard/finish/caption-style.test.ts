import { describe, expect, it } from 'vitest';
import { readStoryboard, STORYBOARD_VERSION } from '../board/storyboard-db';
import { DEFAULT_CAPTION_STYLE } from './caption-style';
import { captionLayout, captionTop } from './captions';

const vertical = { width: 720, height: 1280 };
const wide = { width: 1280, height: 720 };

describe('captionLayout with a caption style', () => {
  it('is today’s layout by default: medium type, 8% (16% in a vertical film) above the bottom', () => {
    const layout = captionLayout(vertical.width, vertical.height);
    expect(layout).toMatchObject({ fontSize: 36, lineHeight: 49, bottom: 205, position: 'bottom' });
    expect(captionLayout(vertical.width, vertical.height, DEFAULT_CAPTION_STYLE)).toEqual(layout);
    // Two lines end at the bottom margin.
    expect(captionTop(layout, 2, vertical.height)).toBe(1280 - 205 - 2 * 49);
    expect(captionLayout(wide.width, wide.height).bottom).toBe(Math.round(720 * 0.08));
  });

  it('sizes the type small, medium or large', () => {
    const size = (s: 'small' | 'medium' | 'large') =>
      captionLayout(720, 1280, { ...DEFAULT_CAPTION_STYLE, size: s }).fontSize;
    expect([size('small'), size('medium'), size('large')]).toEqual([29, 36, 47]);
  });

  it('puts the caption at the top, in the middle or at the bottom, inside the safe margins', () => {
    const at = (position: 'top' | 'middle' | 'bottom', lines: number) => {
      const layout = captionLayout(720, 1280, { ...DEFAULT_CAPTION_STYLE, position });
      const top = captionTop(layout, lines, 1280);
      return { top, end: top + lines * layout.lineHeight };
    };
    // Vertical: below the top 12% that platforms cover with names and buttons.
    expect(at('top', 3).top).toBe(Math.round(1280 * 0.12));
    expect(at('top', 3).end).toBeLessThan(1280 / 2);
    const middle = at('middle', 2);
    expect((middle.top + middle.end) / 2).toBeCloseTo(640, 0);
    expect(at('bottom', 3).end).toBe(1280 - Math.round(1280 * 0.16));
    // Wide: 8% from the top.
    const wideTop = captionLayout(1280, 720, { ...DEFAULT_CAPTION_STYLE, position: 'top' });
    expect(captionTop(wideTop, 1, 720)).toBe(Math.round(720 * 0.08));
  });
});

describe('a storyboard’s caption style as stored', () => {
  const row = {
    id: 'b1',
    v: STORYBOARD_VERSION,
    name: 'Harbour',
    createdAt: 1,
    updatedAt: 2,
  };
  it('reads an older record (none stored) as today’s look', () => {
    expect(readStoryboard(row)?.captionStyle).toEqual(DEFAULT_CAPTION_STYLE);
  });
  it('keeps a chosen style, and reads an unknown value as the default', () => {
    const style = { size: 'large', position: 'top', look: 'outline' };
    expect(readStoryboard({ ...row, captionStyle: style })?.captionStyle).toEqual(style);
    expect(
      readStoryboard({ ...row, captionStyle: { ...style, position: 'sideways' } })?.captionStyle,
    ).toEqual({ ...style, position: 'bottom' });
  });
});
