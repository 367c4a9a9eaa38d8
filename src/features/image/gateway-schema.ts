import { lazySchema, z } from '@/lib/zod';

/**
 * `POST /v1/images/generations` (issue 27, an assumed path: Settings → Advanced): text to image,
 * answered only when the images are made. The documented answer is `{created, data: [{url} |
 * {b64_json}]}`; OpenAI-compatible relays also send `revised_prompt` beside each image, a bare
 * array of images, or one image object alone, so all of those are read. Loose on purpose: an answer
 * with no image in it is still an answer worth keeping (with its raw text), and the normaliser says
 * what is wrong with it.
 */
const zImageItem = lazySchema(() =>
  z.looseObject({
    /** Untrusted: shown only through `safeMediaUrl`. */
    url: z.nullish(z.string()),
    /** The image's bytes, base64 (no `data:` prefix in the documented case). */
    b64_json: z.nullish(z.string()),
    revised_prompt: z.nullish(z.string()),
  }),
);
export type ImageItem = z.infer<typeof zImageItem>;

/** Each entry is read on its own: one malformed entry never costs the others. */
const zImageList = lazySchema(() => z.array(z.unknown()));

export const zImageAnswer = lazySchema(() =>
  z.union([
    z.looseObject({
      created: z.nullish(z.number()),
      data: z.nullish(zImageList),
      /** One image as the whole answer (some relays). */
      url: z.nullish(z.string()),
      b64_json: z.nullish(z.string()),
    }),
    zImageList,
  ]),
);
export type ImageAnswer = z.infer<typeof zImageAnswer>;

/** The images an answer carries, in its order; entries that are not image objects are skipped. */
export function imageItemsOf(answer: ImageAnswer): { items: ImageItem[]; skipped: number } {
  const list: unknown[] = Array.isArray(answer)
    ? answer
    : (answer.data ?? (answer.url != null || answer.b64_json != null ? [answer] : []));
  const items: ImageItem[] = [];
  let skipped = 0;
  for (const entry of list) {
    const parsed = zImageItem.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
    else skipped += 1;
  }
  return { items, skipped };
}

/** The studio always asks for links: bytes in the answer are read too, when a relay sends them anyway. */
export const IMAGE_RESPONSE_FORMAT = 'url';
