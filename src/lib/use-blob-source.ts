import { useEffect, useRef, type RefObject } from 'react';

/**
 * Plays or shows a blob in the element given the returned ref, through an object URL of its own
 * that lives exactly as long as the blob is shown: one URL per blob, revoked once, when the blob
 * changes or the element goes, and never while the element still shows it.
 *
 * The URL is made a microtask after the effect: React's StrictMode runs each effect, its cleanup
 * and the effect again in one go, so a URL made at once would be made twice for one blob (and the
 * first thrown away). The first run's microtask finds itself cancelled; only the second makes one.
 * Render stays pure, and a discarded render never makes one. The cleanup takes away only its own
 * URL: by then React may have given the element another source (a link) itself.
 */
export function useBlobSource<T extends HTMLMediaElement | HTMLImageElement>(
  blob: Blob | undefined,
) {
  const ref = useRef<T>(null);
  useBlobSourceIn(ref, blob);
  return ref;
}

/**
 * The same, into an element whose ref the caller holds because it also drives it (a song's
 * volume and position under the storyboard's preview): a value a hook returned may not be changed.
 */
export function useBlobSourceIn<T extends HTMLMediaElement | HTMLImageElement>(
  ref: RefObject<T | null>,
  blob: Blob | undefined,
) {
  useEffect(() => {
    if (blob === undefined) return;
    let shown: { element: T; url: string } | null = null;
    let cancelled = false;
    queueMicrotask(() => {
      const element = ref.current;
      if (cancelled || element === null) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      shown = { element, url };
    });
    return () => {
      cancelled = true;
      if (shown === null) return;
      const { element, url } = shown;
      if (element.getAttribute('src') === url) element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [ref, blob]);
}
