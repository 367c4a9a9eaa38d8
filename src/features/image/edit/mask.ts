import { toBase64 } from '@/lib/base64';
import { encodePng, type RgbaPicture } from '@/lib/png';

/**
 * The mask painted over a picture (issue 56), as strokes in the picture's own pixels: a round
 * brush adds to what may change, the eraser takes away, in the order drawn (Undo drops the last).
 * The mask the gateway gets is a PNG of the picture's size, opaque where the picture must stay
 * and transparent where it may change (the images API's rule), made from the strokes here —
 * without a canvas, so it is the same in every browser and tested as bytes.
 */
export interface MaskStroke {
  mode: 'paint' | 'erase';
  /** The brush's diameter, in the picture's pixels. */
  size: number;
  points: readonly { x: number; y: number }[];
}

/** Stamps the brush's disc at a point of the coverage (1: may change, 0: stays). */
function stamp(
  cover: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  r: number,
  value: number,
) {
  const top = Math.max(0, Math.floor(cy - r));
  const bottom = Math.min(height - 1, Math.ceil(cy + r));
  const left = Math.max(0, Math.floor(cx - r));
  const right = Math.min(width - 1, Math.ceil(cx + r));
  const r2 = r * r;
  for (let y = top; y <= bottom; y += 1) {
    const dy = y + 0.5 - cy;
    for (let x = left; x <= right; x += 1) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) cover[y * width + x] = value;
    }
  }
}

/** Which pixels the strokes leave painted: 1 where the picture may change. */
export function maskCoverage(
  strokes: readonly MaskStroke[],
  width: number,
  height: number,
): Uint8Array {
  const cover = new Uint8Array(width * height);
  for (const stroke of strokes) {
    const r = Math.max(0.5, stroke.size / 2);
    const value = stroke.mode === 'paint' ? 1 : 0;
    const [first, ...rest] = stroke.points;
    if (first === undefined) continue;
    stamp(cover, width, height, first.x, first.y, r, value);
    let last = first;
    // Discs close enough along each segment that the line has no gaps.
    const step = Math.max(0.5, r / 3);
    for (const point of rest) {
      const length = Math.hypot(point.x - last.x, point.y - last.y);
      const count = Math.max(1, Math.ceil(length / step));
      for (let i = 1; i <= count; i += 1)
        stamp(
          cover,
          width,
          height,
          last.x + ((point.x - last.x) * i) / count,
          last.y + ((point.y - last.y) * i) / count,
          r,
          value,
        );
      last = point;
    }
  }
  return cover;
}

/** The share of the picture that may change, 0–1 (what the form says under the painter). */
export function paintedShare(cover: Uint8Array): number {
  if (cover.length === 0) return 0;
  let painted = 0;
  for (const value of cover) painted += value;
  return painted / cover.length;
}

/** The mask's pixels: opaque black where the picture stays, fully transparent where it may change. */
export function maskPicture(cover: Uint8Array, width: number, height: number): RgbaPicture {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < cover.length; i += 1) data[i * 4 + 3] = cover[i] === 1 ? 0 : 255;
  return { width, height, data };
}

/** The mask as the form sends it: a PNG `data:` URL of the picture's size, or null when nothing is painted. */
export async function maskPng(
  strokes: readonly MaskStroke[],
  width: number,
  height: number,
): Promise<{ png: string; width: number; height: number; share: number } | null> {
  const cover = maskCoverage(strokes, width, height);
  const share = paintedShare(cover);
  if (share === 0) return null;
  const bytes = await encodePng(maskPicture(cover, width, height));
  return { png: `data:image/png;base64,${toBase64(bytes)}`, width, height, share };
}
