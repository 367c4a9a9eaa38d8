import { FRAME_MAX_BYTES, type FirstFrame } from './schema';

function naturalSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('not an image'));
    img.src = src;
  });
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * Looks at a chosen file the way the gateway will: its pixel size and byte size. An oversized file
 * is measured but not read into memory; the schema refuses it before anything is sent.
 */
export async function measureImageFile(file: File): Promise<FirstFrame> {
  if (!file.type.startsWith('image/')) throw new Error(`"${file.name}" is not an image file.`);
  const objectUrl = URL.createObjectURL(file);
  try {
    const { width, height } = await naturalSize(objectUrl).catch(() => {
      throw new Error(`"${file.name}" could not be read as an image.`);
    });
    const url = file.size <= FRAME_MAX_BYTES ? await readAsDataUrl(file) : '';
    return { source: 'file', url, name: file.name, bytes: file.size, width, height };
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

export async function measureImageUrl(url: string): Promise<FirstFrame> {
  if (!/^https?:\/\//i.test(url)) throw new Error('The first-frame URL must start with http:// or https://.');
  const { width, height } = await naturalSize(url).catch(() => {
    throw new Error('The image at this URL could not be loaded. Check the address.');
  });
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  return { source: 'url', url, name, bytes: null, width, height };
}
