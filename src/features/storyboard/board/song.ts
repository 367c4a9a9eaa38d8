import type { Job } from '@/jobs/job';
import type { Storyboard } from './storyboard-db';
import { useMediaBlob } from './use-media-blob';

/** The library's finished songs, each take one choice. */
export function songTakes(jobs: readonly Job[]): { job: Job; slot: number }[] {
  return jobs.flatMap((job) =>
    job.status !== 'succeeded'
      ? []
      : job.media.flatMap((media, slot) =>
          media.kind === 'audio' && media.status !== 'failed' && media.url !== ''
            ? [{ job, slot }]
            : [],
        ),
  );
}

/** The song's bytes, wherever it is from: a take in the library, or the file kept with the board. */
export function useSongBlob(board: Storyboard, jobOf: (id: string) => Job | undefined) {
  const from = board.soundtrack?.from;
  const job = from?.kind === 'job' ? jobOf(from.jobId) : undefined;
  const fetched = useMediaBlob(job, from?.kind === 'job' ? from.slot : 0);
  if (from === undefined) return { blob: undefined, error: null };
  if (from.kind === 'file') return { blob: from.blob, error: null };
  return { blob: fetched.data, error: fetched.isError ? fetched.error.message : null };
}
