import { t } from '@/i18n/i18n';
import { fitFrame, type FrameFit, type FrameLimits } from './fit-frame';
import { pageUrlFor } from '@/lib/object-url';
import { once, showFrameAt } from './video-events';

/**
 * A frame of a video made into a PNG in the browser (issue 27 item 4, issue 28 item 2): the one
 * place the studio reads a video's pixels. The frame is read from a player of its own, never the
 * one on screen: a page may read a cross-origin video's pixels only when the element asked for
 * them with CORS (`crossOrigin`), and asking that of the visible player would stop it playing from
 * a host that does not allow it. Bytes already in the page (a kept copy, a `/content` video, a
 * storyboard's shot) are always readable.
 */
export type FrameSource = { blob: Blob } | { url: string };

export interface GrabbedFrame {
  file: File;
  /** The picture's size. */
  width: number;
  height: number;
  /** The frame's own size, and the moment it was taken from (seconds). */
  sourceWidth: number;
  sourceHeight: number;
  at: number;
  fit: FrameFit;
}

/** The host of the video does not let the page read its pixels (CORS): a kept copy can be read. */
export class FrameReadRefusedError extends Error {
  override readonly name = 'FrameReadRefusedError';
  constructor() {
    super(t('frame.grab.refused'));
  }
}

/** Just before the end: a seek to the very end may land past the last frame and draw nothing. */
const LAST_FRAME_MARGIN = 0.05;

/** Whether a URL plays at all without CORS: then a refusal with CORS is the host's rule. */
async function playsWithoutCors(url: string): Promise<boolean> {
  const probe = document.createElement('video');
  probe.muted = true;
  probe.preload = 'metadata';
  const loaded = once(probe, 'loadedmetadata').then(
    () => true,
    () => false,
  );
  probe.src = url;
  const answer = await loaded;
  probe.removeAttribute('src');
  probe.load();
  return answer;
}

/**
 * The frame at `at` seconds — or the last one (`'last'`), or the last before `until` (a shot's out
 * point) — as a PNG within `limits`: scaled and letterboxed as `fitFrame` says.
 */
export async function grabFrame(
  source: FrameSource,
  at: number | 'last',
  limits: FrameLimits,
  { until, name = 'frame.png' }: { until?: number | null; name?: string } = {},
): Promise<GrabbedFrame> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const bytes = 'blob' in source ? pageUrlFor(source.blob) : null;
  const objectUrl = bytes?.url ?? null;
  // Asked with CORS and no credentials: the only way a cross-origin frame can be read.
  if (objectUrl === null) video.crossOrigin = 'anonymous';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = objectUrl ?? ('url' in source ? source.url : '');
    try {
      await loaded;
    } catch {
      if ('url' in source && (await playsWithoutCors(source.url)))
        throw new FrameReadRefusedError();
      throw new Error(t('frame.grab.unreadable'));
    }
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    const end = until !== undefined && until !== null ? Math.min(until, duration) : duration;
    const time =
      at === 'last'
        ? Math.max(0, end - LAST_FRAME_MARGIN)
        : Math.min(Math.max(0, at), Math.max(0, duration - LAST_FRAME_MARGIN));
    await showFrameAt(video, time);
    const sourceWidth = video.videoWidth;
    const sourceHeight = video.videoHeight;
    if (sourceWidth === 0 || sourceHeight === 0) throw new Error(t('frame.grab.unreadable'));
    const fit = fitFrame(sourceWidth, sourceHeight, limits);
    const canvas = document.createElement('canvas');
    canvas.width = fit.width;
    canvas.height = fit.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error(t('frame.grab.unreadable'));
    context.fillStyle = '#000';
    context.fillRect(0, 0, fit.width, fit.height);
    context.drawImage(video, fit.x, fit.y, fit.drawWidth, fit.drawHeight);
    let blob: Blob | null;
    try {
      blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    } catch (error) {
      // A tainted canvas: the pixels came from a host that did not allow it.
      if (error instanceof DOMException && error.name === 'SecurityError')
        throw new FrameReadRefusedError();
      throw error;
    }
    if (blob === null) throw new Error(t('frame.grab.unreadable'));
    if (blob.size > limits.maxBytes) throw new Error(t('frame.grab.tooBig'));
    return {
      file: new File([blob], name, { type: 'image/png' }),
      width: fit.width,
      height: fit.height,
      sourceWidth,
      sourceHeight,
      at: time,
      fit,
    };
  } finally {
    video.removeAttribute('src');
    video.load();
    bytes?.revoke();
  }
}
