import { lazySchema, z } from '@/lib/zod';
import { zId, zWord } from '@/gateway/schemas/common';
import { answerProblems } from '@/gateway/schemas/answer-problems';

/**
 * Response of `GET /pikb/task?id=<uuid>`. Every documented field is typed; nothing beyond `id` or
 * `videos` is required, because a task that is still queued may carry few of them, and unknown
 * fields are kept for the raw view.
 */

const zUrlish = lazySchema(() => z.string().nullish());
/** Integers can come as exact strings when they exceed 2^53 (lossless parse); both are kept. */
const zBigInt = lazySchema(() => z.union([z.number(), z.string()]).nullish());
/** Durations are documented as integers; some gateways send "5". */
const zSeconds = lazySchema(() => z.union([z.number(), z.string()]).nullish());

export const zPikbVideo = lazySchema(() =>
  z.looseObject({
    id: zId.optional(),
    status: zWord,
    seed: zBigInt,
    resultUrl: zUrlish,
    sharingUrl: zUrlish,
    videoPoster: zUrlish,
    imageThumb: zUrlish,
    duration: zSeconds,
    feedback: z.number().nullish(),
    favorited: z.boolean().nullish(),
    folders: z.array(z.unknown()).nullish(),
  }),
);
export type PikbVideo = z.infer<typeof zPikbVideo>;

export const zPikbParameters = lazySchema(() =>
  z.looseObject({
    motion: z.number().nullish(),
    guidanceScale: z.number().nullish(),
    negativePrompt: z.string().nullish(),
    seed: zBigInt,
  }),
);

export const zPikbOptions = lazySchema(() =>
  z.looseObject({
    aspectRatio: z.union([z.string(), z.number()]).nullish(),
    frameRate: z.number().nullish(),
    // The camera's shape is not shown; keep whatever comes.
    camera: z.unknown().optional(),
    parameters: zPikbParameters.nullish(),
  }),
);

export const zPikbParams = lazySchema(() =>
  z.looseObject({
    options: zPikbOptions.nullish(),
    userId: z.string().nullish(),
    promptText: z.string().nullish(),
    pikbeffect: z.string().nullish(),
    model: z.union([z.string(), z.number()]).nullish(),
    duration: zSeconds,
    image: zUrlish,
  }),
);

export const zPikbTask = lazySchema(() =>
  z
    .looseObject({
      id: zId.optional(),
      promptText: z.string().nullish(),
      params: zPikbParams.nullish(),
      adjusted: z.boolean().nullish(),
      upscaled: z.boolean().nullish(),
      hasSfx: z.boolean().nullish(),
      lipSynced: z.boolean().nullish(),
      extended: z.number().nullish(),
      // `null` is how some gateways say "no videos yet".
      videos: z.array(zPikbVideo).nullish(),
    })
    // A 200 that is really an error envelope (`{code, message, data: null}`) must not pass for a
    // task with no videos yet: it would be followed forever as "queued".
    .refine(
      (task) => task.id !== undefined || (task.videos !== undefined && task.videos !== null),
      {
        message: answerProblems.notPikbTask,
      },
    ),
);
export type PikbTask = z.infer<typeof zPikbTask>;

/** `GET /pikb/task?id=<uuid>`: the only pikb operation the contract shows. */
export const pikbPaths = { task: '/pikb/task' } as const;

export const pikbTaskPath = (taskId: string): string =>
  `${pikbPaths.task}?id=${encodeURIComponent(taskId)}`;
