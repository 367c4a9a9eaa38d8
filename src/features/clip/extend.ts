import { clipExtendPath, zClipRecord } from '@/features/clip/gateway-schema';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { message, type StoredMessage } from '@/i18n/i18n';
import { sourceName } from '@/jobs/names';
import { firstAnswer } from '@/jobs/status';
import { withValues, type TryAgainPlan } from '@/jobs/create/try-again';
import { CLIP_KIND, clipCreator } from './api';
import { normaliseClipRecord } from './normalise';
import { recallClip } from './recall';
import { toClipRequest } from './request';
import { clipDefaults, zClipForm, type ClipFormInput, type ClipFormValues } from './schema';
import { clipPath } from './paths';

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
  /** The source's name, for the extension's ("Harbour — extended", issue 40); absent: none. */
  name?: string | StoredMessage | null;
}

export const extendSourceOf = (job: Job): ExtendSource => ({
  jobId: job.id,
  remoteId: job.remoteIds[0] ?? '',
  name: sourceName(job),
});

export function extendCreator(source: ExtendSource): JobCreator<ClipFormValues> {
  return {
    kind: CLIP_KIND,
    summarize: (values) => ({
      ...clipCreator.summarize(values),
      madeName:
        source.name === undefined || source.name === null
          ? null
          : { whole: message('clip.made.extend', { name: source.name }), takes: [] },
    }),
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
        path: clipExtendPath(clipPath(settings.paths, 'clipExtendPath'), source.remoteId),
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
  const made = job.madeName?.whole.values?.name;
  if (!parsed.success) return null;
  return {
    ready: true,
    creator: withValues(
      extendCreator({
        jobId: source.jobId,
        remoteId: source.remoteId,
        // The refused extension's made name names its source: the new try is named the same.
        name: typeof made === 'number' ? null : (made ?? null),
      }),
      parsed.data,
    ),
  };
}
