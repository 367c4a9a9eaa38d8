import { lazySchema, z } from '@/lib/zod';
import { buildPath } from '@/gateway/path';
import { answerProblems } from '@/gateway/schemas/answer-problems';

/**
 * A pixa integer id (`video_id` and the other `*_id` fields) as an exact decimal string. Some
 * gateways send ids above 2^53; the client's lossless parse hands those over as digit strings,
 * every smaller integer as a number. Either way the id leaves here as a string and stays one:
 * turning it back into a number would round it, and every poll would ask for the wrong task.
 */
export const zPixaId = lazySchema(() =>
  z.union([
    z.string().check(z.trim(), z.regex(/^\d+$/, answerProblems.idNotWhole)),
    z.pipe(
      z
        .number()
        .check(
          z.int(answerProblems.idNotWhole),
          z.nonnegative(answerProblems.idNegative),
          z.refine(Number.isSafeInteger, answerProblems.idInexact),
        ),
      z.transform((n) => String(n)),
    ),
  ]),
);

/** An integer the vendor documents; a big one arrives as its exact string and is kept so. */
const zInteger = lazySchema(() => z.nullish(z.union([z.number(), z.string()])));
const zText = lazySchema(() => z.nullish(z.string()));

/**
 * Documented as `{video_id}` at the top level. Some gateways of this vendor wrap the answer in
 * `{ErrCode, ErrMsg, Resp: {…}}` or `{code, data: {…}}`; the inner object is read the same way.
 */
function unwrap(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if ('video_id' in value || 'video_status' in value) return value;
  const inner = 'Resp' in value ? value.Resp : 'data' in value ? value.data : undefined;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : value;
}

/** Response of `POST /vip/pixa/video/create`. */
export const zPixaCreateResult = lazySchema(() =>
  z.pipe(z.transform(unwrap), z.looseObject({ video_id: zPixaId })),
);
export type PixaCreateResult = z.infer<typeof zPixaCreateResult>;

/** `queue_data` while a video waits: seconds to wait and how many are ahead. */
export const zPixaQueueData = lazySchema(() =>
  z.looseObject({
    queue_time: z.nullish(z.number()),
    queue_count: z.nullish(z.number()),
  }),
);

/**
 * Response of `GET /pixa/video/task/{id}`: every documented field typed, all optional (gateways
 * leave fields out), unknown fields kept. `video_status` is an integer; a string of digits is
 * read as one. `url` and `first_frame` are empty strings until the video is done.
 */
export const zPixaRecord = lazySchema(() =>
  z.pipe(
    z.transform(unwrap),
    z.looseObject({
      video_id: z.nullish(zPixaId),
      video_status: z.nullish(
        z.union([
          z.number().check(z.int()),
          z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/)), z.transform(Number)),
        ]),
      ),
      account_id: zInteger,
      created_at: zText,
      first_frame: zText,
      output_width: z.nullish(z.number()),
      output_height: z.nullish(z.number()),
      original_video_id: zInteger,
      upscaled: zInteger,
      prompt: zText,
      model: zText,
      negative_prompt: zText,
      quality: zText,
      motion_mode: zText,
      asset_id: zInteger,
      auto_character_prompt: zInteger,
      seed: zInteger,
      likes: zInteger,
      model_name: zText,
      queue_data: z.nullish(zPixaQueueData),
      video_duration: z.nullish(z.number()),
      last_frame: zText,
      extended: zInteger,
      lip_sync: z.nullish(z.looseObject({})),
      url: zText,
      img_id: zInteger,
      img_url: zText,
      duration: z.nullish(z.number()),
      motion_brush: zText,
      asset_name: zText,
      asset_img_url: zText,
      remove_watermark: zInteger,
      nick_name: zText,
      avatar: zText,
      aspect_ratio: zText,
      camera_movement: zText,
      relation_type: zInteger,
      style: zText,
      template_id: zInteger,
      template_name: zText,
      template_thumbnail_url: zText,
      template_thumbnail_video_url: zText,
      /** A JSON document keyed by locale, inside a string. It can be malformed. */
      template_i18n_json: zText,
    }),
  ),
);
export type PixaRecord = z.infer<typeof zPixaRecord>;

export const pixaPaths = {
  create: '/vip/pixa/video/create',
  task: '/pixa/video/task/{id}',
} as const;

/** The query path of one video. The id is a digit string and goes into the path unchanged. */
export const pixaTaskPath = (videoId: string): string => buildPath(pixaPaths.task, { id: videoId });

/**
 * A JSON document sent as text (`template_i18n_json`); a gateway that sends the object itself is
 * read as its text, so one look-up serves both.
 */
const zJsonText = lazySchema(() =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'object' && value !== null ? JSON.stringify(value) : value,
    ),
    zText,
  ),
);

/**
 * One effect template of the list (assumed `GET /pixa/video/templates`, path setting
 * `pixaTemplatesPath`): the fields a pixa record carries for its template (field notes).
 */
export const zPixaTemplate = lazySchema(() =>
  z.looseObject({
    template_id: zPixaId,
    template_name: zText,
    template_thumbnail_url: zText,
    template_thumbnail_video_url: zText,
    template_i18n_json: zJsonText,
  }),
);
export type PixaTemplate = z.infer<typeof zPixaTemplate>;

/** The list inside `{templates: […]}`, `{data: […]}` (or its `{data: {templates}}`), or a bare array. */
function templateItems(value: unknown): unknown {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value;
  const inner = 'templates' in value ? value.templates : 'data' in value ? value.data : undefined;
  return typeof inner === 'object' && inner !== null ? templateItems(inner) : value;
}

/**
 * The template list. An entry that is not a template (no whole `template_id`) is left out rather
 * than failing the list: the picker shows what it can, and the number field takes the rest.
 */
export const zPixaTemplateList = lazySchema(() =>
  z.pipe(
    z.pipe(z.transform(templateItems), z.array(z.unknown())),
    z.transform((items) =>
      items.flatMap((item) => {
        const parsed = zPixaTemplate.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
);
