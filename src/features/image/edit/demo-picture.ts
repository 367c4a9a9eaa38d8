import { decodePng, encodePng, type RgbaPicture } from '@/lib/png';

/**
 * What the demo gateway does to a picture it is asked to edit (issue 56 item 5): no model, but an
 * answer a person and a test can check. Where a mask is transparent the pixels are repainted — the
 * picture's own colours inverted and washed toward a colour of the instruction's words — and
 * everywhere else they are the picture's own, byte for byte; without a mask the whole picture is
 * tinted toward that colour (still recognisable: a character's first frame). The other pictures
 * of a request (a character's other views) are set into the first as small insets along its foot.
 * Only PNG is read (the studio sends every picture as PNG); another file is refused by the route.
 */

/** A picture the demo cannot read, and why (the route answers 400 with it). */
export class DemoPictureError extends Error {
  override readonly name = 'DemoPictureError';
}

/** A colour of the instruction's words, different for each result of one request. */
export function wordsColour(prompt: string, index: number): [number, number, number] {
  let hash = 2166136261;
  for (const ch of `${prompt}#${index}`)
    hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619);
  const hue = ((hash >>> 0) % 360) / 60;
  const x = 1 - Math.abs((hue % 2) - 1);
  const [r, g, b] =
    hue < 1
      ? [1, x, 0]
      : hue < 2
        ? [x, 1, 0]
        : hue < 3
          ? [0, 1, x]
          : hue < 4
            ? [0, x, 1]
            : hue < 5
              ? [x, 0, 1]
              : [1, 0, x];
  return [Math.round(40 + r * 200), Math.round(40 + g * 200), Math.round(40 + b * 200)];
}

function scaled(picture: RgbaPicture, width: number, height: number): RgbaPicture {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(picture.height - 1, Math.floor((y * picture.height) / height));
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(picture.width - 1, Math.floor((x * picture.width) / width));
      const s = (sy * picture.width + sx) * 4;
      data.set(picture.data.subarray(s, s + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** The other pictures as insets along the first one's foot, each a quarter of its width at most. */
function withInsets(base: RgbaPicture, others: readonly RgbaPicture[]): RgbaPicture {
  const out = { ...base, data: new Uint8Array(base.data) };
  const side = Math.max(1, Math.floor(base.width / 4));
  let left = base.width;
  for (const other of others) {
    const height = Math.max(1, Math.round((other.height * side) / Math.max(1, other.width)));
    if (height > base.height || left - side < 0) break;
    const inset = scaled(other, side, height);
    left -= side;
    const top = base.height - height;
    for (let y = 0; y < height; y += 1)
      out.data.set(
        inset.data.subarray(y * side * 4, (y + 1) * side * 4),
        ((top + y) * base.width + left) * 4,
      );
  }
  return out;
}

/** Where a mask lets the picture change: its transparent pixels (alpha below half). */
function mayChange(mask: RgbaPicture | null, pixel: number): boolean {
  return mask === null || (mask.data[pixel * 4 + 3] ?? 255) < 128;
}

/** One result: the first picture (with the others set in), repainted where it may change. */
export function repaint(
  base: RgbaPicture,
  mask: RgbaPicture | null,
  colour: readonly [number, number, number],
): RgbaPicture {
  const data = new Uint8Array(base.data);
  for (let pixel = 0; pixel < base.width * base.height; pixel += 1) {
    if (!mayChange(mask, pixel)) continue;
    const at = pixel * 4;
    for (let c = 0; c < 3; c += 1) {
      const own = data[at + c] ?? 0;
      const tint = colour[c] ?? 0;
      data[at + c] =
        mask === null
          ? Math.round(own * 0.6 + tint * 0.4)
          : Math.round((255 - own) * 0.35 + tint * 0.65);
    }
    data[at + 3] = 255;
  }
  return { width: base.width, height: base.height, data };
}

/** `WIDTHxHEIGHT`, or null for `auto` and anything unreadable (the picture's own size). */
function sizeOf(size: string): { width: number; height: number } | null {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(size);
  return match === null ? null : { width: Number(match[1]), height: Number(match[2]) };
}

async function read(bytes: Uint8Array, what: string): Promise<RgbaPicture> {
  try {
    return await decodePng(bytes);
  } catch (error) {
    throw new DemoPictureError(
      `${what} could not be read: the demo gateway reads PNG pictures (${error instanceof Error ? error.message : 'unreadable'})`,
    );
  }
}

/**
 * The request's pictures and mask (PNG bytes) → `n` results (PNG bytes): the mask must be the
 * first picture's size, as relays require.
 */
export async function demoEdit({
  pictures,
  mask,
  prompt,
  n,
  size,
}: {
  pictures: readonly Uint8Array[];
  mask: Uint8Array | null;
  prompt: string;
  n: number;
  size: string;
}): Promise<Uint8Array[]> {
  const decoded = await Promise.all(pictures.map((p, i) => read(p, `image ${i + 1}`)));
  const [first, ...others] = decoded;
  if (first === undefined) throw new DemoPictureError('at least one image is required');
  const maskPicture = mask === null ? null : await read(mask, 'the mask');
  if (
    maskPicture !== null &&
    (maskPicture.width !== first.width || maskPicture.height !== first.height)
  )
    throw new DemoPictureError(
      `the mask (${maskPicture.width}x${maskPicture.height}) must be the same size as the image (${first.width}x${first.height})`,
    );
  // Insets only without a mask: with one, nothing outside it may differ from the picture.
  const base = maskPicture === null ? withInsets(first, others) : first;
  const wanted = sizeOf(size);
  return Promise.all(
    Array.from({ length: n }, (_, index) => {
      const made = repaint(base, maskPicture, wordsColour(prompt, index));
      return encodePng(wanted === null ? made : scaled(made, wanted.width, wanted.height));
    }),
  );
}

/** Whether a decoded picture has any see-through pixel: how the demo tells a mask among inline pictures. */
export async function isMaskOf(candidate: Uint8Array, first: Uint8Array): Promise<boolean> {
  try {
    const [mask, picture] = await Promise.all([decodePng(candidate), decodePng(first)]);
    if (mask.width !== picture.width || mask.height !== picture.height) return false;
    for (let i = 3; i < mask.data.length; i += 4) if ((mask.data[i] ?? 255) < 128) return true;
    return false;
  } catch {
    return false;
  }
}
