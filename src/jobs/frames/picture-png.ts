import { t } from '@/i18n/i18n';
import { fitFrame, type FrameLimits } from './fit-frame';
import { dataUrlOf, type FrameImage } from './frame-start';

/**
 * A picture redrawn in the browser (issue 56): as a PNG of its own size (what a picture edit
 * sends, and what its mask is measured against), within a longest side (a character's reference,
 * kept small), or fitted to an image-to-video's limits (a picture handed on as a first frame).
 * The one place the studio draws a still picture's pixels; a video's frame is `grab-frame.ts`'s.
 */

/** A picture the browser could not decode. */
export class PictureUnreadableError extends Error {
  override readonly name = 'PictureUnreadableError';
}

async function bitmapOf(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob);
  } catch {
    throw new PictureUnreadableError(t('frame.picture.unreadable'));
  }
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) throw new PictureUnreadableError(t('frame.picture.unreadable'));
  return { canvas, context };
}

function blobOf(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob === null
          ? reject(new PictureUnreadableError(t('frame.picture.unreadable')))
          : resolve(blob),
      type,
      quality,
    ),
  );
}

export interface DrawnPicture {
  file: File;
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * The picture as a PNG, at its own size or brought within `maxSide` on its longer side (never
 * made larger). `name` keeps the chosen file's stem.
 */
export async function pictureAsPng(
  blob: Blob,
  name: string,
  { maxSide }: { maxSide?: number } = {},
): Promise<DrawnPicture> {
  const bitmap = await bitmapOf(blob);
  try {
    const scale =
      maxSide === undefined ? 1 : Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const { canvas, context } = canvasOf(width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const png = await blobOf(canvas, 'image/png');
    const file = new File([png], `${name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'picture'}.png`, {
      type: 'image/png',
    });
    return { file, dataUrl: await dataUrlOf(file), width, height };
  } finally {
    bitmap.close();
  }
}

/**
 * The picture as a small JPEG `data:` URL within `maxSide`, its quality stepped down until it is
 * at most `maxChars` long (a character's reference picture, kept inside its record: decision 045).
 */
export async function pictureAsSmallJpeg(
  blob: Blob,
  { maxSide, maxChars }: { maxSide: number; maxChars: number },
): Promise<{ dataUrl: string; width: number; height: number }> {
  const bitmap = await bitmapOf(blob);
  try {
    let side = Math.min(maxSide, Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const scale = side / Math.max(bitmap.width, bitmap.height);
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const { canvas, context } = canvasOf(width, height);
      // A see-through picture on white, not black: JPEG has no transparency.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of [0.86, 0.75, 0.62]) {
        const dataUrl = await dataUrlOf(await blobOf(canvas, 'image/jpeg', quality));
        if (dataUrl.length <= maxChars || side <= 64) return { dataUrl, width, height };
      }
      side = Math.round(side * 0.8);
    }
  } finally {
    bitmap.close();
  }
}

/**
 * The picture as an image-to-video's first frame: a PNG scaled and letterboxed into the limits
 * (`fitFrame`), as a frame of a video is (`grab-frame.ts`).
 */
export async function pictureAsFrame(
  blob: Blob,
  limits: FrameLimits,
  name: string,
): Promise<FrameImage> {
  const bitmap = await bitmapOf(blob);
  try {
    const fit = fitFrame(bitmap.width, bitmap.height, limits);
    const { canvas, context } = canvasOf(fit.width, fit.height);
    context.fillStyle = '#000';
    context.fillRect(0, 0, fit.width, fit.height);
    context.drawImage(bitmap, fit.x, fit.y, fit.drawWidth, fit.drawHeight);
    const png = await blobOf(canvas, 'image/png');
    if (png.size > limits.maxBytes) throw new PictureUnreadableError(t('frame.grab.tooBig'));
    const file = new File([png], name, { type: 'image/png' });
    return { file, dataUrl: await dataUrlOf(file), width: fit.width, height: fit.height };
  } finally {
    bitmap.close();
  }
}
