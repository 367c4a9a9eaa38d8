import { lazySchema, z } from '@/lib/zod';
import { fillPath } from '@/gateway/path';
import { zId, zWord } from '@/gateway/schemas/common';

const zUrlish = lazySchema(() => z.nullish(z.string()));

/** Seconds arrive as a number, sometimes as a numeric string; anything else is "not known". */
const zSeconds = lazySchema(() => z.nullish(z.union([z.number(), z.string()])));

/** `video` of a completed record (not shown in the contract; see the field notes). */
export const zClipVideo = lazySchema(() =>
  z.looseObject({
    url: zUrlish,
    width: z.nullish(z.number()),
    height: z.nullish(z.number()),
    /** A poster image URL. */
    thumbnail: zUrlish,
    /** Presigned: it expires after about an hour, so it is never the URL the studio keeps first. */
    download_url: zUrlish,
  }),
);
export type ClipVideo = z.infer<typeof zClipVideo>;

/** `thumbnail`, `last_frame` and the like: an image with its size. */
const zClipImage = lazySchema(() =>
  z.looseObject({ url: zUrlish, width: z.nullish(z.number()), height: z.nullish(z.number()) }),
);

/**
 * The clip generation task. One shape serves both the create answer (documented: `state`
 * `pending`, `video` null) and the query answer (not shown: the fields below beyond the
 * documented ones come from the field notes). Unknown fields are kept for the raw view.
 */
export const zClipRecord = lazySchema(() =>
  z.looseObject({
    id: zId,
    prompt: z.nullish(z.string()),
    state: zWord,
    /** ISO 8601 with fractional seconds. */
    created_at: z.nullish(z.string()),
    video: z.nullish(zClipVideo),
    video_raw: z.nullish(zClipImage),
    thumbnail: z.nullish(zClipImage),
    last_frame: z.nullish(zClipImage),
    liked: z.optional(z.unknown()),
    estimate_wait_seconds: zSeconds,
    failure_reason: z.nullish(z.string()),
    /** Opaque, and absent from some gateways' records. */
    server_id: z.nullish(z.string()),
  }),
);
export type ClipRecord = z.infer<typeof zClipRecord>;

/**
 * The clip group's create operation. Its query is not shown in the contract: it is the assumed
 * setting `clipQueryPath` (default `GET /v1/clipapro/generations/{id}`), which the builder takes.
 */
export const clipPaths = { create: '/v1/clipapro/generations' } as const;

export const clipQueryPath = (template: string, id: string): string => fillPath(template, { id });

/**
 * `POST <clip create path>/{id}/extend` with the create body (field notes): an assumed path, the
 * setting `clipExtendPath`, filled with the finished source clip's id. It answers a new generation
 * record, the shape of the create answer.
 */
export const clipExtendPath = (template: string, sourceId: string): string =>
  fillPath(template, { id: sourceId });
