import { withPageUrl } from './object-url';

export interface ImageSize {
  width: number;
  height: number;
}

/** An image's pixel size at an address, as the browser decodes it; rejects when it cannot. */
export function naturalSize(src: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('not an image'));
    img.src = src;
  });
}

/** An image's pixel size as the browser decodes it; null when it is not an image it can read. */
export function measureImage(blob: Blob): Promise<ImageSize | null> {
  return withPageUrl(blob, (url) => naturalSize(url).catch(() => null));
}
