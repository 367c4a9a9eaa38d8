import type { AnswerHints } from '@/gateway/hints';
import {
  videoPaths,
  videoTaskPath,
  zVideoRecord,
  zVideoTask,
  type VideoTask,
} from '@/features/video/gateway-schema';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { firstAnswer, normaliseProgress, normaliseStatusWord } from '@/jobs/status';
import { normaliseVideoRecord } from './normalise';
import { redactInlineImages, toVideoRequest } from './request';
import type { VideoFormValues } from './schema';
import declared from './generator.json';
import { imageFieldIn } from './paths';

// The kind from the folder's plain data, not its about: the about's lazy page imports this file.
export const VIDEO_KIND = declared.kind;

/**
 * A create's answer (a new video or a remix) → the ids to keep and the job's first update; the
 * caller says which fields it reads from the answer.
 */
export function createdTask(task: VideoTask, fields: JobUpdate['fields']) {
  // Keep whichever id came; the contract says they are equal.
  const ids = [task.id ?? task.task_id].filter((id): id is string => id !== undefined);
  const status = normaliseStatusWord(task.status ?? 'queued');
  return {
    remoteIds: ids,
    update: firstAnswer({
      status,
      statusWord: task.status ?? null,
      progress: normaliseProgress(task.progress) ?? 0,
      raw: task,
      fields,
    }),
  };
}

export const videoCreator: JobCreator<VideoFormValues> = {
  kind: VIDEO_KIND,
  summarize: (values) => ({
    prompt: values.prompt,
    fields: {
      model: values.model,
      seconds: values.seconds,
      resolution: values.resolution,
      ratio: values.model === 'videomodel-1.0-t2v' ? values.ratio : null,
      watermark: values.watermark,
      firstFrame: values.firstFrame ? values.firstFrame.name : null,
    },
  }),
  describeRequest: (values, settings) =>
    redactInlineImages(toVideoRequest(values, imageFieldIn(settings.paths))),
  async create({ client, settings, signal }, values) {
    const task = await client.json({
      method: 'POST',
      path: videoPaths.create,
      body: toVideoRequest(values, imageFieldIn(settings.paths)),
      schema: zVideoTask,
      signal,
    });
    return createdTask(task, {
      ...(task.size ? { size: task.size } : {}),
      // Only a real number: "5s" or markup is not a duration.
      ...(task.seconds !== undefined && Number.isFinite(Number(task.seconds))
        ? { seconds: Number(task.seconds) }
        : {}),
    });
  },
};

export const videoPoller: JobPoller = {
  batched: false,
  async poll({ client, signal }, jobs) {
    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      const taskId = job.remoteIds[0];
      if (taskId === undefined) continue;
      // An OpenAI-compatible gateway may say when to ask again (`openai-poll-after-ms`).
      const said: AnswerHints = { pollAfterMs: null };
      const record = await client.json({
        method: 'GET',
        path: videoTaskPath(taskId),
        schema: zVideoRecord,
        signal,
        onHints: (hints) => Object.assign(said, hints),
      });
      const update = normaliseVideoRecord(record, taskId);
      updates.set(
        job.id,
        said.pollAfterMs === null ? update : { ...update, pollAfterMs: said.pollAfterMs },
      );
    }
    return updates;
  },
};
