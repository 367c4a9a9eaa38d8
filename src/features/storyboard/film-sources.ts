import type { Job } from '@/jobs/job';
import { lazySchema, z } from '@/lib/zod';

/**
 * What a film's request says it was made from (`saveFilm` writes it). Read with zod like anything
 * in a record: a library file from elsewhere may carry a "film" with any request at all.
 */
const zFilmRequest = lazySchema(() =>
  z.object({
    storyboardId: z.string().min(1).max(200),
    shots: z
      .array(z.object({ jobId: z.string().min(1).max(200), slot: z.number().int().min(0) }))
      .max(500),
  }),
);

export function filmSources(job: Job): { storyboardId: string; shotIds: string[] } | null {
  const parsed = zFilmRequest.safeParse(job.request);
  if (!parsed.success) return null;
  return {
    storyboardId: parsed.data.storyboardId,
    shotIds: parsed.data.shots.map((shot) => shot.jobId),
  };
}
