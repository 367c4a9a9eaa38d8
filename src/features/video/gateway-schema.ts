import { lazySchema, z } from '@/lib/zod';
import { buildPath, fillPath } from '@/gateway/path';
import { zId, zProgress, zWord } from '@/gateway/schemas/common';
import { answerProblems } from '@/gateway/schemas/answer-problems';

/** Response of `POST /v1/videos`. `task_id` is documented equal to `id`; either may be missing. */
export const zVideoTask = lazySchema(() =>
  z
    .looseObject({
      id: z.optional(zId),
      task_id: z.optional(zId),
      object: z.optional(z.string()),
      model: z.optional(z.string()),
      status: zWord,
      progress: zProgress,
      created_at: z.optional(z.number()),
      seconds: z.optional(z.union([z.string(), z.number()])),
      size: z.optional(z.string()),
    })
    .check(
      z.refine((t) => t.id !== undefined || t.task_id !== undefined, {
        message: answerProblems.noId,
      }),
    ),
);
export type VideoTask = z.infer<typeof zVideoTask>;

const zUrlish = lazySchema(() => z.nullish(z.string()));

/** Response of `GET /v1/videos/{task_id}` (not shown in the contract; see the field notes). */
export const zVideoRecord = lazySchema(() =>
  z.looseObject({
    id: z.optional(zId),
    task_id: z.optional(zId),
    status: zWord,
    progress: zProgress,
    model: z.nullish(z.string()),
    seconds: z.nullish(z.union([z.string(), z.number()])),
    size: z.nullish(z.string()),
    url: zUrlish,
    video_url: zUrlish,
    metadata: z.nullish(z.looseObject({ url: zUrlish, video_url: zUrlish })),
    error: z.nullish(
      z.union([
        z.looseObject({
          code: z.nullish(z.union([z.string(), z.number()])),
          message: z.nullish(z.string()),
        }),
        z.string(),
      ]),
    ),
    completed_at: z.nullish(z.number()),
    expires_at: z.nullish(z.number()),
    /** A remix's source video (field notes, "Operations beyond the contract"). */
    remixed_from_video_id: z.nullish(zId),
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
