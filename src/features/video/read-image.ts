import { t } from '@/i18n/i18n';
import { FRAME_MAX_BYTES, type FirstFrame } from './schema';
import { measureImage, naturalSize } from '@/lib/measure-image';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * Looks at a chosen file the way the gateway will: its pixel size and byte size. An oversized file
 * is measured but not read into memory; the schema refuses it before anything is sent.
 */
export async function measureImageFile(file: File): Promise<FirstFrame> {
  if (!file.type.startsWith('image/'))
    throw new Error(t('video.frame.notImage', { name: file.name }));
  const size = await measureImage(file);
  if (size === null) throw new Error(t('video.frame.unreadable', { name: file.name }));
  const url = file.size <= FRAME_MAX_BYTES ? await readAsDataUrl(file) : '';
  return { source: 'file', url, name: file.name, bytes: file.size, ...size };
}

export async function measureImageUrl(url: string): Promise<FirstFrame> {
  if (!/^https?:\/\//i.test(url)) throw new Error(t('video.frame.urlScheme'));
  const { width, height } = await naturalSize(url).catch(() => {
    throw new Error(t('video.frame.urlFailed'));
  });
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  return { source: 'url', url, name, bytes: null, width, height };
}
