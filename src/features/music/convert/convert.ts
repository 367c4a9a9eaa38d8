import { fillPath } from '@/gateway/path';
import { zTaskSubmit } from '@/gateway/schemas/task-envelope';
import { submittedTaskId } from '@/gateway/task-answers';
import type { TryAgainPlan } from '@/jobs/create/try-again';
import type { JobCreator } from '@/jobs/generator';
import type { Job, JobSource } from '@/jobs/job';
import { madeFrom, type MusicSource } from '@/features/music/derive/music-source';
import declared from '../generator.json';
import { musicPath } from '../paths';

/**
 * A finished take as a file (issue 56): a WAV of it, or its notes as MIDI. Each is an asynchronous
 * conversion at the gateway — `GET <tuneWavPath | tuneMidiPath>` with the clip's id starts a task
 * (`{code: "success", data: "<task id>"}`, or any envelope `zTaskSubmit` reads), polled at
 * `tuneFetchPath` — and in the studio a music job of its own, made from the take (its lineage's
 * relation is the format), with a card of its own. The GET is paid work: written to the ledger
 * before it leaves, through the one create path, never sent again on its own.
 */

export const conversionFormats = ['wav', 'midi'] as const;
export type ConversionFormat = (typeof conversionFormats)[number];

const submitPath = { wav: 'tuneWavPath', midi: 'tuneMidiPath' } as const;

export const isConversionFormat = (value: unknown): value is ConversionFormat =>
  value === 'wav' || value === 'midi';

/** The conversion a job is (its lineage's relation), or null for a song. */
export function conversionOf(job: Pick<Job, 'source'>): ConversionFormat | null {
  const relation = job.source?.relation;
  return isConversionFormat(relation) ? relation : null;
}

export const isConversion = (job: Pick<Job, 'source'>): boolean => conversionOf(job) !== null;

/** The body as the ledger keeps it: which conversion, of which clip. */
export const conversionRequest = (format: ConversionFormat, clipId: string) => ({
  action: format,
  clip_id: clipId,
});

export function conversionCreator(format: ConversionFormat, source: MusicSource): JobCreator<void> {
  return {
    kind: declared.kind,
    summarize: () => ({
      prompt: '',
      fields: { mode: format, title: source.title },
      madeName: madeFrom(source, format === 'wav' ? 'music.made.wav' : 'music.made.midi'),
    }),
    describeRequest: () => conversionRequest(format, source.clipId),
    source: (): JobSource => ({
      jobId: source.jobId,
      relation: format,
      remoteId: source.clipId,
      at: null,
    }),
    async create({ client, settings, signal }) {
      const path = fillPath(musicPath(settings.paths, submitPath[format]), {
        clip_id: source.clipId,
      });
      const answer = await client.json({ method: 'GET', path, schema: zTaskSubmit, signal });
      return { remoteIds: [submittedTaskId(answer)], update: { status: 'queued' } };
    },
  };
}

/** "Try again" on a refused conversion: the same format of the same clip, named as before. */
export function tryAgainConversion(job: Job): TryAgainPlan | null {
  const format = conversionOf(job);
  const clipId = job.source?.remoteId ?? null;
  if (format === null || clipId === null) return null;
  const made = job.madeName?.whole.values?.name;
  const source: MusicSource = {
    jobId: job.source?.jobId ?? null,
    clipId,
    title: typeof job.fields.title === 'string' ? job.fields.title : null,
    model: null,
    name: typeof made === 'number' ? null : (made ?? null),
  };
  return { ready: true, creator: conversionCreator(format, source) };
}
