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
    storyboardId: z.string().check(z.minLength(1), z.maxLength(200)),
    shots: z
      .array(
        z.object({
          jobId: z.string().check(z.minLength(1), z.maxLength(200)),
          slot: z.number().check(z.int(), z.gte(0)),
        }),
      )
      .check(z.maxLength(500)),
  }),
);

export function filmSources(
  job: Pick<Job, 'request'>,
): { storyboardId: string; shotIds: string[] } | null {
  const parsed = zFilmRequest.safeParse(job.request);
  if (!parsed.success) return null;
  return {
    storyboardId: parsed.data.storyboardId,
    shotIds: parsed.data.shots.map((shot) => shot.jobId),
  };
}

/**
 * The container a film was written in ("MP4", "WebM"), from the format `saveFilm` keeps
 * ("mp4 (avc, opus)"); null for a record that does not say.
 */
export function filmFormat(format: unknown): string | null {
  const word = typeof format === 'string' ? /^\s*(mp4|webm)\b/iu.exec(format)?.[1] : undefined;
  if (word === undefined) return null;
  return word.toLowerCase() === 'mp4' ? 'MP4' : 'WebM';
}

/**
 * A film's title in the language shown ("“Seaside film” (MP4), made from 3 shots"), from its
 * record: its storyboard's name (the film's title), its format — an MP4 and a WebM of one
 * storyboard are told apart in the Library (issue 54) — and its shots. The stored prompt keeps the
 * words of the language the film was made in; null where the record does not say (it is shown as
 * stored).
 */
export function filmPrompt(job: Pick<Job, 'request' | 'media' | 'fields'>): string | null {
  const sources = filmSources(job);
  const name = nonEmptyText(job.media[0]?.title);
  if (sources === null || name === null) return null;
  return filmTitle(name, filmFormat(job.fields.format), sources.shotIds.length);
}

/** The words of a film's title, as `saveFilm` stores them and `filmPrompt` shows them. */
export function filmTitle(name: string, format: string | null, count: number): string {
  return format === null
    ? t('storyboard.film.prompt', { name, count })
    : t('storyboard.film.promptFormat', { name, format, count });
}
