import { t } from '@/i18n/i18n';
import type { Job } from '@/jobs/job';
import { nonEmptyText } from '@/lib/text';
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

/**
 * A film's title in the language shown ("“Seaside film”, made from 3 shots"), from its record: its
 * storyboard's name (the film's title) and its shots. The stored prompt keeps the words of the
 * language the film was made in; null where the record does not say (it is shown as stored).
 */
export function filmPrompt(job: Job): string | null {
  const sources = filmSources(job);
  const name = nonEmptyText(job.media[0]?.title);
  if (sources === null || name === null) return null;
  return t('storyboard.film.prompt', { name, count: sources.shotIds.length });
}
