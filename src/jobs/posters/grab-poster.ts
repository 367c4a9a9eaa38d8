import { pageUrlFor } from '@/lib/object-url';
import { once, showFrameAt } from '../frames/video-events';
import { grabTimes, isDark, posterSize, type GrabSource } from './poster-rules';

/**
 * A video's poster made in the browser: a small JPEG (WebP where the browser writes it) of a frame
 * a little in, from a player of its own, as `jobs/frames/grab-frame.ts` reads frames: a page may
 * read a cross-origin video's pixels only when the element asked with CORS, and bytes kept in the
 * page are always readable. Rejects when the video cannot be loaded or read in `timeoutMs`.
 */
export async function grabPoster(
  source: GrabSource,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const page = 'blob' in source ? pageUrlFor(source.blob) : null;
  if (page === null) video.crossOrigin = 'anonymous';
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    const loaded = once(video, 'loadeddata', timeout.signal);
    video.src = page?.url ?? ('url' in source ? source.url : '');
    await loaded;
    const size = posterSize(video.videoWidth, video.videoHeight);
    if (video.videoWidth === 0 || video.videoHeight === 0) throw new Error('no picture');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) throw new Error('no canvas');
    for (const time of grabTimes(video.duration)) {
      await showFrameAt(video, time, timeout.signal);
      context.drawImage(video, 0, 0, size.width, size.height);
      // Throws for a tainted canvas (a host that did not allow the read): the grab fails.
      if (!isDark(context.getImageData(0, 0, size.width, size.height).data)) break;
    }
    const webp = canvas.toDataURL('image/webp', 0.75);
    return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', 0.78);
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    video.load();
    page?.revoke();
  }
}
