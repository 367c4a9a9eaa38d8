import { zTuneCreateAnswer } from '@/features/music/gateway-schema/tune';
import type { TryAgainPlan } from '@/jobs/create/try-again';
import type { Job } from '@/jobs/job';
import { lazySchema, z } from '@/lib/zod';
import { MUSIC_KIND } from '@/features/music/api';
import { createClips } from './create-clips';
import { musicPath } from '../paths';

/** The relations issue 26 adds, each a task on the music create path. */
const restyledRelations = ['cover', 'overpainting', 'underpainting', 'persona'] as const;

/** A body the studio sent for one of them: its task and the clip (or persona) it names. */
const zRestyledBody = lazySchema(() =>
  z.looseObject({
    task: z.enum(['cover', 'overpainting', 'underpainting', 'artist_consistency']),
  }),
);

/**
 * "Try again" on a refused cover, vocals, instrumental or song in a persona's voice: the same
 * body to the same clip (or persona), as it was kept in the record — never a plain song, which
 * would make something else. Null for any other job (the next rule decides).
 */
export function tryAgainRestyled(job: Job): TryAgainPlan | null {
  const relation = job.source?.relation;
  if (relation === undefined || !(restyledRelations as readonly string[]).includes(relation))
    return null;
  const parsed = zRestyledBody.safeParse(job.request);
  if (!parsed.success) return null;
  const body = parsed.data;
  const source = job.source;
  return {
    ready: true,
    creator: {
      kind: MUSIC_KIND,
      summarize: () => ({ prompt: job.prompt, fields: job.fields }),
      describeRequest: () => body,
      source: () => source,
      create: (ctx) =>
        createClips(ctx, musicPath(ctx.settings.paths, 'tuneCreatePath'), body, zTuneCreateAnswer),
    },
  };
}
