import { clipExtendPath, zClipRecord } from '@/features/clip/gateway-schema';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { firstAnswer } from '@/jobs/status';
import { withValues, type TryAgainPlan } from '@/jobs/create/try-again';
import { CLIP_KIND, clipCreator } from './api';
import { normaliseClipRecord } from './normalise';
import { recallClip } from './recall';
import { toClipRequest } from './request';
import { clipDefaults, zClipForm, type ClipFormInput, type ClipFormValues } from './schema';

/**
 * Extend a finished clip (issue 13): `POST <clip create path>/{id}/extend` with the create body, at
 * the assumed path `clipExtendPath`. The form is the clip form's own schema, prefilled from the
 * source; start and end images belong to the source, so an extension starts without them.
 */
export function extendDefaults(job: Job): ClipFormInput {
  const recalled = recallClip(job).values;
  return { ...clipDefaults, ...recalled, imageUrl: '', imageEndUrl: '' };
}

export interface ExtendSource {
  jobId: string | null;
  remoteId: string;
}

export const extendSourceOf = (job: Job): ExtendSource => ({
  jobId: job.id,
  remoteId: job.remoteIds[0] ?? '',
});

export function extendCreator(source: ExtendSource): JobCreator<ClipFormValues> {
  return {
    kind: CLIP_KIND,
    summarize: (values) => clipCreator.summarize(values),
    describeRequest: (values) => toClipRequest(values),
    source: () => ({
      jobId: source.jobId,
      relation: 'extend',
      remoteId: source.remoteId,
      at: null,
    }),
    async create({ client, settings, signal }, values) {
      const task = await client.json({
        method: 'POST',
        path: clipExtendPath(settings.paths.clipExtendPath, source.remoteId),
        body: toClipRequest(values),
        schema: zClipRecord,
        signal,
      });
      const update = normaliseClipRecord(task);
      return { remoteIds: [task.id], update: firstAnswer(update) };
    },
  };
}

/** "Try again" on a refused extension: the same extension of the same clip, never a plain create. */
export function tryAgainExtend(job: Job): TryAgainPlan | null {
  const source = job.source;
  if (source?.relation !== 'extend' || source.remoteId === null) return null;
  const parsed = zClipForm.safeParse({ ...clipDefaults, ...recallClip(job).values });
  if (!parsed.success) return null;
  return {
    ready: true,
    creator: withValues(
      extendCreator({ jobId: source.jobId, remoteId: source.remoteId }),
      parsed.data,
    ),
  };
}
