import { lazySchema, z } from '@/lib/zod';
import { buildPath, fillPath } from '@/gateway/path';
import { zId, zProgress, zWord } from '@/gateway/schemas/common';
import { answerProblems } from '@/gateway/schemas/answer-problems';

/** Response of `POST /v1/videos`. `task_id` is documented equal to `id`; either may be missing. */
export const zVideoTask = lazySchema(() =>
  z
    .looseObject({
      id: zId.optional(),
      task_id: zId.optional(),
      object: z.string().optional(),
      model: z.string().optional(),
      status: zWord,
      progress: zProgress,
      created_at: z.number().optional(),
      seconds: z.union([z.string(), z.number()]).optional(),
      size: z.string().optional(),
    })
    .refine((t) => t.id !== undefined || t.task_id !== undefined, {
      message: answerProblems.noId,
    }),
);
export type VideoTask = z.infer<typeof zVideoTask>;

const zUrlish = lazySchema(() => z.string().nullish());

/** Response of `GET /v1/videos/{task_id}` (not shown in the contract; see the field notes). */
export const zVideoRecord = lazySchema(() =>
  z.looseObject({
    id: zId.optional(),
    task_id: zId.optional(),
    status: zWord,
    progress: zProgress,
    model: z.string().nullish(),
    seconds: z.union([z.string(), z.number()]).nullish(),
    size: z.string().nullish(),
    url: zUrlish,
    video_url: zUrlish,
    metadata: z.looseObject({ url: zUrlish, video_url: zUrlish }).nullish(),
    error: z
      .union([
        z.looseObject({
          code: z.union([z.string(), z.number()]).nullish(),
          message: z.string().nullish(),
        }),
        z.string(),
      ])
      .nullish(),
    completed_at: z.number().nullish(),
    expires_at: z.number().nullish(),
    /** A remix's source video (field notes, "Operations beyond the contract"). */
    remixed_from_video_id: zId.nullish(),
  }),
);
export type VideoRecord = z.infer<typeof zVideoRecord>;

/** The video operations: create is in the contract; the query and content paths are in the field notes. */
export const videoPaths = {
  create: '/v1/videos',
  task: '/v1/videos/{id}',
  /** The result's bytes, behind the key: fetched, never linked. */
  content: '/v1/videos/{id}/content',
} as const;

export const videoTaskPath = (taskId: string): string => buildPath(videoPaths.task, { id: taskId });
export const videoContentPath = (taskId: string): string =>
  buildPath(videoPaths.content, { id: taskId });

/**
 * `POST /v1/videos/{id}/remix {prompt}` (field notes): an assumed path, the setting
 * `videoRemixPath`, filled with the finished source's task id. It answers a new video task, the
 * shape of the create answer.
 */
export const videoRemixPath = (template: string, sourceTaskId: string): string =>
  fillPath(template, { id: sourceTaskId });

/** The remix body: the prompt is all it takes; the source's model, size and length carry over. */
export interface VideoRemixRequest {
  prompt: string;
}
