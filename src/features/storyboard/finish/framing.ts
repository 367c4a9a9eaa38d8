/**
 * Where a film's pictures sit, pure (issue 42): the film's shape (16:9, 9:16, 1:1) at 720p or 1080p,
 * and how each shot fills it — whole with bars (Fit) or cropped to fill it (Fill), the crop moved
 * along the side that is cut. The export draws with these numbers and the preview frames its video
 * with the same ones (`objectPosition`), so what is seen is what is made.
 */

export const FILM_ASPECTS = ['16:9', '9:16', '1:1'] as const;
export type FilmAspect = (typeof FILM_ASPECTS)[number];

export const FRAMINGS = ['fit', 'fill'] as const;
export type Framing = (typeof FRAMINGS)[number];

/** The short side at each size; the long side follows from the shape. */
const SHORT_SIDE = { '720p': 720, '1080p': 1080 } as const;
export type FilmSizeName = keyof typeof SHORT_SIDE;

/** The film's width and height: 16:9 720p is 1280×720, 9:16 1080p is 1080×1920, 1:1 720p is 720×720. */
export function filmDimensions(
  aspect: FilmAspect,
  size: FilmSizeName,
): { width: number; height: number } {
  const short = SHORT_SIDE[size];
  const long = Math.round((short * 16) / 9);
  if (aspect === '16:9') return { width: long, height: short };
  if (aspect === '9:16') return { width: short, height: long };
  return { width: short, height: short };
}

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Where a picture of one size is drawn in the film's. Fit: whole and centred, bars around. Fill:
 * scaled to cover the film and cropped; `offset` (-1 to 1, 0 centred) moves the crop along the side
 * that is cut: -1 keeps the picture's left (or top) edge, 1 its right (or bottom) edge.
 */
export function placePicture(
  fromWidth: number,
  fromHeight: number,
  width: number,
  height: number,
  framing: Framing = 'fit',
  offset = 0,
): Placement {
  const w0 = Math.max(1, fromWidth);
  const h0 = Math.max(1, fromHeight);
  const scale =
    framing === 'fill' ? Math.max(width / w0, height / h0) : Math.min(width / w0, height / h0);
  const w = Math.round(w0 * scale);
  const h = Math.round(h0 * scale);
  const along = framing === 'fill' ? (1 + clamp(offset, -1, 1)) / 2 : 0.5;
  return {
    // `+ 0`: never -0, which is a different number to Object.is.
    x: Math.round((width - w) * along) + 0,
    y: Math.round((height - h) * along) + 0,
    width: w,
    height: h,
  };
}

/**
 * The same placement for a `<video>` framed to the film's shape: `object-fit` and
 * `object-position` place the picture exactly as `placePicture` does (a percentage of the space
 * left over, which is what `along` is).
 */
export function previewFit(
  framing: Framing,
  offset: number,
): { objectFit: 'contain' | 'cover'; objectPosition: string } {
  if (framing === 'fit') return { objectFit: 'contain', objectPosition: '50% 50%' };
  const along = `${Math.round(((1 + clamp(offset, -1, 1)) / 2) * 1000) / 10}%`;
  return { objectFit: 'cover', objectPosition: `${along} ${along}` };
}
