import { toBase64 } from '@/lib/base64';
import { encodePng, type RgbaPicture } from '@/lib/png';
import type { EditPicture } from './schema';

/**
 * Small pictures for the edit's tests (not shipped: only tests import it): a PNG of a plain
 * colour or a gradient, as the form holds it once read.
 */
export function flatPicture(
  width: number,
  height: number,
  rgb: [number, number, number],
): RgbaPicture {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([...rgb, 255], i * 4);
  return { width, height, data };
}

export async function pngDataUrl(picture: RgbaPicture): Promise<string> {
  return `data:image/png;base64,${toBase64(await encodePng(picture))}`;
}

export async function editPicture(
  name: string,
  picture: RgbaPicture,
  from: EditPicture['from'] = null,
): Promise<EditPicture> {
  const png = await pngDataUrl(picture);
  return {
    png,
    name,
    type: 'image/png',
    bytes: png.length,
    width: picture.width,
    height: picture.height,
    from,
  };
}
