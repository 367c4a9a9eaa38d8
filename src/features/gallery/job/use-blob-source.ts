import { useEffect, useRef } from 'react';

/**
 * Plays or shows a blob through an object URL that lives exactly as long as the blob is shown:
 * made in an effect (render stays pure, and a discarded render cannot leak one) and revoked by
 * the same effect when the blob changes or the element goes.
 */
export function useBlobSource<T extends HTMLMediaElement | HTMLImageElement>(
  blob: Blob | undefined,
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || blob === undefined) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return ref;
}
