import { useKeptCopy } from '@/jobs/copies/use-kept-copies';

/**
 * A player's source for one result of a job: the copy kept in this browser when there is one
 * (`blob`, played through `useBlobSource`), else the link (`src`). While the copies are read there is
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
