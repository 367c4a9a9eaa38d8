import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import type { ImageFileLimits } from '@/jobs/ui/image-file-check';
import { isImageLink } from '@/jobs/forms/image-link';

/**
 * The clip form's schema: every limit of `POST /v1/clipapro/generations` the studio knows, each
 * with the message shown next to its field. The contract shows no limits for this operation; the
 * aspect ratios are the ones gateways accept (field notes), and the prompt cap is the studio's own
 * guard, the same as the video form's.
 */
export const clipAspectRatios = ['16:9', '9:16', '1:1', '4:3', '3:4', '21:9', '9:21'] as const;
export type ClipAspectRatio = (typeof clipAspectRatios)[number];

export const CLIP_PROMPT_MAX = 4000;

/** An optional image address: empty means "none"; otherwise an absolute http(s) URL. */
function imageUrl(message: () => string) {
  return z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isImageLink(value), { error: message }),
  );
}

/**
 * A file for the start or end image, checked before it is uploaded (issue 27). The contract
 * documents no limits for these images: the types are what the vendor's pages take, and 20 MB is
 * the studio's own guard (Video's documented file limit); no pixel limit is documented, so none is
 * checked.
 */
export const clipImageLimits: ImageFileLimits = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 20 * 1024 * 1024,
};

export const zClipForm = lazySchema(() =>
  z.object({
    prompt: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('form.prompt.required') }),
      z.maxLength(CLIP_PROMPT_MAX, {
        error: () =>
          t('form.prompt.tooLong', { max: CLIP_PROMPT_MAX.toLocaleString(intlLocale()) }),
      }),
    ),
    aspectRatio: z.enum(clipAspectRatios, {
      error: () => t('clip.aspectRatio.invalid', { ratios: clipAspectRatios.join(', ') }),
    }),
    expandPrompt: z.boolean(),
    loop: z.boolean(),
    imageUrl: imageUrl(() => t('clip.startImage.invalid')),
    imageEndUrl: imageUrl(() => t('clip.endImage.invalid')),
  }),
);

export type ClipFormInput = z.input<typeof zClipForm>;
export type ClipFormValues = z.output<typeof zClipForm>;

export const clipDefaults: ClipFormInput = {
  prompt: '',
  aspectRatio: '16:9',
  // Gateways of this kind expand the prompt unless told not to; the studio says so explicitly.
  expandPrompt: true,
  loop: false,
  imageUrl: '',
  imageEndUrl: '',
};
