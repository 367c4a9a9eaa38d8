import { lazySchema, z } from '@/lib/zod';
import { zId, zWord } from '@/gateway/schemas/common';
import { answerProblems } from '@/gateway/schemas/answer-problems';

/**
 * Response of `GET /pikb/task?id=<uuid>`. Every documented field is typed; nothing beyond `id` or
 * `videos` is required, because a task that is still queued may carry few of them, and unknown
 * fields are kept for the raw view.
 */

const zUrlish = lazySchema(() => z.nullish(z.string()));
/** Integers can come as exact strings when they exceed 2^53 (lossless parse); both are kept. */
const zBigInt = lazySchema(() => z.nullish(z.union([z.number(), z.string()])));
/** Durations are documented as integers; some gateways send "5". */
const zSeconds = lazySchema(() => z.nullish(z.union([z.number(), z.string()])));

export const zPikbVideo = lazySchema(() =>
  z.looseObject({
    id: z.optional(zId),
    status: zWord,
    seed: zBigInt,
    resultUrl: zUrlish,
    sharingUrl: zUrlish,
    videoPoster: zUrlish,
    imageThumb: zUrlish,
    duration: zSeconds,
    feedback: z.nullish(z.number()),
    favorited: z.nullish(z.boolean()),
    folders: z.nullish(z.array(z.unknown())),
  }),
);
export type PikbVideo = z.infer<typeof zPikbVideo>;

export const zPikbParameters = lazySchema(() =>
  z.looseObject({
    motion: z.nullish(z.number()),
    guidanceScale: z.nullish(z.number()),
    negativePrompt: z.nullish(z.string()),
    seed: zBigInt,
  }),
);

export const zPikbOptions = lazySchema(() =>
  z.looseObject({
    aspectRatio: z.nullish(z.union([z.string(), z.number()])),
    frameRate: z.nullish(z.number()),
    // The camera's shape is not shown; keep whatever comes.
    camera: z.optional(z.unknown()),
    parameters: z.nullish(zPikbParameters),
  }),
);

export const zPikbParams = lazySchema(() =>
  z.looseObject({
    options: z.nullish(zPikbOptions),
    userId: z.nullish(z.string()),
    promptText: z.nullish(z.string()),
    pikbeffect: z.nullish(z.string()),
    model: z.nullish(z.union([z.string(), z.number()])),
    duration: zSeconds,
    image: zUrlish,
  }),
);

export const zPikbTask = lazySchema(() =>
  z
    .looseObject({
      id: z.optional(zId),
      promptText: z.nullish(z.string()),
      params: z.nullish(zPikbParams),
      adjusted: z.nullish(z.boolean()),
      upscaled: z.nullish(z.boolean()),
      hasSfx: z.nullish(z.boolean()),
      lipSynced: z.nullish(z.boolean()),
      extended: z.nullish(z.number()),
      // `null` is how some gateways say "no videos yet".
      videos: z.nullish(z.array(zPikbVideo)),
    })
    // A 200 that is really an error envelope (`{code, message, data: null}`) must not pass for a
    // task with no videos yet: it would be followed forever as "queued".
    .check(
      z.refine(
        (task) => task.id !== undefined || (task.videos !== undefined && task.videos !== null),
        {
          message: answerProblems.notPikbTask,
        },
      ),
    ),
);
export type PikbTask = z.infer<typeof zPikbTask>;

/** `GET /pikb/task?id=<uuid>`: the only pikb operation the contract shows. */
export const pikbPaths = { task: '/pikb/task' } as const;

export const pikbTaskPath = (taskId: string): string =>
  `${pikbPaths.task}?id=${encodeURIComponent(taskId)}`;
