import {
  videoRemixPath,
  zVideoTask,
  type VideoRemixRequest,
} from '@/features/video/gateway-schema';
import type { JobCreator } from '@/jobs/generator';
import type { Job, MadeName } from '@/jobs/job';
import { sourceName } from '@/jobs/names';
import { withValues, type TryAgainPlan } from '@/jobs/create/try-again';
import { intlLocale, message, t, type StoredMessage } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { createdTask, VIDEO_KIND } from './api';
import { videoPath } from './paths';

/**
 * Remix a finished video (issue 13): `POST /v1/videos/{id}/remix {prompt}` at the assumed path
 * `videoRemixPath`. The new task keeps the source's model, length and size; only the prompt is
 * new, and it is required.
 */
export const REMIX_PROMPT_MAX = 4000;

export const zRemixForm = lazySchema(() =>
  z.object({
    prompt: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('remix.prompt.required') }),
      z.maxLength(REMIX_PROMPT_MAX, {
        error: () =>
          t('form.prompt.tooLong', { max: REMIX_PROMPT_MAX.toLocaleString(intlLocale()) }),
      }),
    ),
  }),
);
export type RemixFormInput = z.input<typeof zRemixForm>;
export type RemixFormValues = z.output<typeof zRemixForm>;

export const toRemixRequest = (values: RemixFormValues): VideoRemixRequest => ({
  prompt: values.prompt,
});

/** The source's task id: a remix names the video it remixes at the gateway. */
export function remixSourceId(job: Job): string | null {
  return job.remoteIds[0] ?? null;
}

/** The fields a remix shares with its source, for its card (the gateway keeps them). */
const inherited = ['model', 'seconds', 'resolution', 'ratio'] as const;

/** What a remix needs of its source: the studio's job (when held), its task id, and its fields. */
export interface RemixSource {
  jobId: string | null;
  remoteId: string;
  fields: Job['fields'];
  /** The source's name, for the remix's ("Harbour — remix", issue 40); absent: none. */
  name?: string | StoredMessage | null;
}

export const remixSourceOf = (job: Job): RemixSource => ({
  jobId: job.id,
  remoteId: remixSourceId(job) ?? '',
  fields: job.fields,
  name: sourceName(job),
});

const remixName = (source: RemixSource): MadeName | null =>
  source.name === undefined || source.name === null
    ? null
    : { whole: message('video.made.remix', { name: source.name }), takes: [] };

export function remixCreator(source: RemixSource): JobCreator<RemixFormValues> {
  const sourceId = source.remoteId;
  return {
    kind: VIDEO_KIND,
    summarize: (values) => ({
      prompt: values.prompt,
      fields: Object.fromEntries(inherited.map((key) => [key, source.fields[key] ?? null])),
      // Only where the source has a name: a remix of a result the studio does not hold has none.
      ...(remixName(source) === null ? {} : { madeName: remixName(source) }),
    }),
    describeRequest: (values) => toRemixRequest(values),
    source: () => ({ jobId: source.jobId, relation: 'remix', remoteId: sourceId, at: null }),
    async create({ client, settings, signal }, values) {
      const task = await client.json({
        method: 'POST',
        path: videoRemixPath(videoPath(settings.paths, 'videoRemixPath'), sourceId),
        body: toRemixRequest(values),
        schema: zVideoTask,
        signal,
      });
      return createdTask(task, task.size ? { size: task.size } : undefined);
    },
  };
}

/**
 * "Try again" on a refused remix: the same remix request (its prompt, kept in the record) to the
 * same source — never a plain create, which would make a different video.
 */
export function tryAgainRemix(job: Job): TryAgainPlan | null {
  const source = job.source;
  if (source?.relation !== 'remix' || source.remoteId === null) return null;
  const parsed = zRemixForm.safeParse(job.request);
  if (!parsed.success) return null;
  const made = job.madeName?.whole.values?.name;
  const creator = remixCreator({
    jobId: source.jobId,
    remoteId: source.remoteId,
    fields: job.fields,
    // The refused remix's made name names its source: the new try is named the same.
    name: typeof made === 'number' ? null : (made ?? null),
  });
  return { ready: true, creator: withValues(creator, parsed.data) };
}
