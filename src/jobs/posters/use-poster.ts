import { useEffect } from 'react';
import { useKeptCopy } from '@/jobs/copies/use-kept-copies';
import type { Job } from '@/jobs/job';
import { useLiveRead } from '@/lib/live-query';
import { ensurePoster, readPoster } from './posters';
import { posterKey } from './poster-rules';
import { posterTopics } from './posters-db';

/**
 * The poster grabbed in this browser for a finished video without a gateway's picture, live:
 * `undefined` while it is read (a list waits, so a reload never loads the video before it knows
 * the poster is there), `null` when there is none yet — and then the grab is asked for, once.
 */
export function useGrabbedPoster(
  job: Pick<Job, 'id' | 'status' | 'media'>,
  slot: number,
  enabled = true,
): string | null | undefined {
  const grabbed = useLiveRead(
    readPoster,
    enabled ? posterKey(job.id, slot) : undefined,
    null,
    posterTopics,
  );
  // The kept copy is read only while a grab may be needed: it is the grab's first source.
  const kept = useKeptCopy(enabled && grabbed === null ? job.id : undefined, slot);
  useEffect(() => {
    if (!enabled || grabbed !== null || kept === undefined) return;
    void ensurePoster(job, slot, kept);
  }, [enabled, grabbed, kept, job, slot]);
  return enabled ? grabbed : null;
}

/** The poster grabbed here for one result, read only (a player's `poster`): null when none. */
export function useKeptPoster(jobId: string | undefined, slot: number): string | null {
  return (
    useLiveRead(
      readPoster,
      jobId === undefined ? undefined : posterKey(jobId, slot),
      null,
      posterTopics,
    ) ?? null
  );
}
