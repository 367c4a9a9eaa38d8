import { describe, expect, it } from 'vitest';
import { dataUrlBytes } from '@/lib/base64';
import { decodePng, pngSize } from '@/lib/png';
import { maskCoverage, maskPng, paintedShare } from './mask';

const alphaAt = (data: Uint8Array, width: number, x: number, y: number) =>
  data[(y * width + x) * 4 + 3];

describe('the painted mask', () => {
  it('is a PNG of the picture’s size, transparent where painted and opaque elsewhere', async () => {
    const made = await maskPng(
      [
        {
          mode: 'paint',
          size: 10,
          points: [
            { x: 20, y: 10 },
            { x: 60, y: 10 },
          ],
        },
      ],
      80,
      40,
    );
    expect(made).not.toBeNull();
    const bytes = dataUrlBytes(made?.png ?? '')?.bytes ?? new Uint8Array(0);
    expect(pngSize(bytes)).toEqual({ width: 80, height: 40 });
    const mask = await decodePng(bytes);
    // On the stroke's line (and its ends), transparent: what may change.
    expect(alphaAt(mask.data, 80, 20, 10)).toBe(0);
    expect(alphaAt(mask.data, 80, 40, 10)).toBe(0);
    expect(alphaAt(mask.data, 80, 60, 12)).toBe(0);
    // Away from it, opaque: what must stay.
    expect(alphaAt(mask.data, 80, 40, 30)).toBe(255);
    expect(alphaAt(mask.data, 80, 5, 10)).toBe(255);
    expect(alphaAt(mask.data, 80, 75, 10)).toBe(255);
    // A ten-pixel line forty long, with round ends: a little over an eighth of the picture.
    expect(made?.share).toBeGreaterThan(0.12);
    expect(made?.share).toBeLessThan(0.17);
  });

  it('the eraser takes back what the brush painted, in the order drawn', () => {
    const cover = maskCoverage(
      [
        { mode: 'paint', size: 20, points: [{ x: 10, y: 10 }] },
        { mode: 'erase', size: 40, points: [{ x: 10, y: 10 }] },
        { mode: 'paint', size: 4, points: [{ x: 30, y: 30 }] },
      ],
      40,
      40,
    );
    expect(cover[10 * 40 + 10]).toBe(0);
    expect(cover[30 * 40 + 30]).toBe(1);
    expect(paintedShare(cover)).toBeLessThan(0.02);
  });

  it('is no mask at all when nothing is left painted (the whole picture may change)', async () => {
    expect(await maskPng([], 10, 10)).toBeNull();
    expect(
      await maskPng(
        [
          { mode: 'paint', size: 4, points: [{ x: 5, y: 5 }] },
          { mode: 'erase', size: 30, points: [{ x: 5, y: 5 }] },
        ],
        10,
        10,
      ),
    ).toBeNull();
  });

  it('a stroke past the picture’s edge is cut at the edge', () => {
    const cover = maskCoverage([{ mode: 'paint', size: 30, points: [{ x: -5, y: -5 }] }], 20, 20);
    expect(cover).toHaveLength(400);
    expect(cover[0]).toBe(1);
    expect(cover[399]).toBe(0);
  });
});
