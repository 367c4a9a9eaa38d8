/**
 * A player of the studio's own, off screen, stepped to the moment whose pixels are read: the
 * frame grab (`grab-frame.ts`) and the poster grab (`posters/grab-poster.ts`) both read a video
 * this way.
 */

/** `event` on the player; rejects on a media error or when `signal` aborts. */
export function once(target: HTMLVideoElement, event: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      target.removeEventListener(event, done);
      target.removeEventListener('error', failed);
      signal?.removeEventListener('abort', timedOut);
    };
    const done = () => {
      stop();
      resolve();
    };
    const failed = () => {
      stop();
      reject(new Error('the video could not be loaded'));
    };
    const timedOut = () => {
      stop();
      reject(new Error('the video took too long to load'));
    };
    target.addEventListener(event, done);
    target.addEventListener('error', failed);
    signal?.addEventListener('abort', timedOut);
  });
}

/**
 * How long a frame of a slow video may stand (2 frames a second): a frame that started this long
 * before the moment is still the one shown at it.
 */
const FRAME_STANDS = 0.5;
/** A browser that never says a frame is on screen is read after this long anyway. */
const PRESENT_WAIT_MS = 2_000;

/**
 * The player moved to `time` with the frame of that moment ready to draw. Chrome fires `seeked`
 * before the new frame reaches the element, and under load a `drawImage` right after it drew
 * nothing (a transparent canvas: a black frame in a PNG, a blank poster); the element's
 * `requestVideoFrameCallback` says which frame it holds. A seek always happens, even to where the
 * player stands: the frame decoded at `loadeddata` may not be drawable yet either.
 */
export async function showFrameAt(
  video: HTMLVideoElement,
  time: number,
  signal?: AbortSignal,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const presented =
    'requestVideoFrameCallback' in video
      ? new Promise<void>((resolve) => {
          timer = setTimeout(resolve, PRESENT_WAIT_MS);
          const on = (_now: number, frame: VideoFrameCallbackMetadata) => {
            if (frame.mediaTime <= time + 0.001 && frame.mediaTime > time - FRAME_STANDS) resolve();
            else video.requestVideoFrameCallback(on);
          };
          video.requestVideoFrameCallback(on);
        })
      : Promise.resolve();
  try {
    const seeked = once(video, 'seeked', signal);
    video.currentTime = time;
    await seeked;
    await presented;
  } finally {
    clearTimeout(timer);
  }
}
