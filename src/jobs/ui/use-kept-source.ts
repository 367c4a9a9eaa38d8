import { useEffect, useRef } from 'react';
import { useKeptCopy } from '@/jobs/copies/use-kept-copies';

/**
 * A player's source for one result of a job: the copy kept in this browser when there is one
 * (`blob`, played through `useBlobRef`), else the link (`src`). While the copies are read there is
 * neither, so a kept result never asks its (perhaps expired) link first.
 */
export function useKeptSource(
  jobId: string,
  slot: number,
  link: string | null,
): { blob: Blob | undefined; src: string | undefined } {
  const kept = useKeptCopy(slot >= 0 && link !== null ? jobId : undefined, Math.max(0, slot));
  if (kept === undefined) return { blob: undefined, src: undefined };
  return kept === null
    ? { blob: undefined, src: link ?? undefined }
    : { blob: kept, src: undefined };
}

/** Plays `blob` in the element through an object URL made and revoked by one effect. */
export function useBlobRef<T extends HTMLMediaElement>(blob: Blob | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || blob === undefined) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => {
      // Only our own URL: by now React may have given the element the link instead.
      if (element.getAttribute('src') === url) element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return ref;
}
