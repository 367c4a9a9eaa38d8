import { isWebUrl } from '@/lib/safe-url';
import { lazySchema, z } from '@/lib/zod';

/**
 * An image upload for the fields that take only a link (issue 27: Clip's start and end images,
 * Pixa's image). The contract names a file upload but shows neither path nor shape; relays of
 * this kind answer `POST /v1/uploads/images` (multipart `file`) with `{url}` (field notes). The
 * path is a setting (`imageUploadPath`). Read tolerantly: the link at the top, under `data` (an
 * object or a one-item list, as OpenAI-style and task-style relays wrap answers), or named
 * `file_url` / `image_url`.
 */
function linkIn(value: unknown, depth = 0): unknown {
  if (depth > 2 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) return linkIn(value[0], depth + 1);
  for (const key of ['url', 'file_url', 'image_url'] as const)
    if (key in value && typeof (value as Record<string, unknown>)[key] === 'string')
      return (value as Record<string, unknown>)[key];
  return 'data' in value ? linkIn(value.data, depth + 1) : undefined;
}

/**
 * The uploaded image's link, wherever the answer put it; an answer without one fails at `url`, and
 * so does one that is no web link (a `javascript:` or `data:` answer is no upload).
 */
export const zImageUploadAnswer = lazySchema(() =>
  z.pipe(
    z.transform((value: unknown) => ({ url: linkIn(value) })),
    z.object({ url: z.string().check(z.trim(), z.minLength(1), z.refine(isWebUrl)) }),
  ),
);
export type ImageUploadAnswer = z.infer<typeof zImageUploadAnswer>;

/** The default path; a profile's own is in its assumed paths. */
export const defaultImageUploadPath = '/v1/uploads/images';
