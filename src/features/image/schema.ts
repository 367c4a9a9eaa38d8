import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * The image form's schema: the single source of the limits of `POST /v1/images/generations`
 * (issue 27). The contract names the operation's family without its values; these are the
 * OpenAI-compatible ones relays accept, with neutral model names like the contract's others.
 */
export const imageModels = ['imagemodel-1.0', 'imagemodel-1.0-hd'] as const;
export const imageSizes = ['1024x1024', '1024x1792', '1792x1024'] as const;
export type ImageSize = (typeof imageSizes)[number];
/** How many images one request makes (`n`): each is a variation of the same prompt. */
export const imageCounts = ['1', '2', '3', '4'] as const;
export const IMAGE_COUNT_MAX = 4;
export const IMAGE_PROMPT_MAX = 4000;

export const imageModelLabels: Record<(typeof imageModels)[number], string> = {
  get 'imagemodel-1.0'() {
    return t('image.model.standard');
  },
  get 'imagemodel-1.0-hd'() {
    return t('image.model.hd');
  },
};

export const imageSizeLabels: Record<ImageSize, string> = {
  get '1024x1024'() {
    return t('image.size.square');
  },
  get '1024x1792'() {
    return t('image.size.portrait');
  },
  get '1792x1024'() {
    return t('image.size.landscape');
  },
};

export const zImageForm = lazySchema(() =>
  z.object({
    model: z.enum(imageModels, { error: () => t('image.model.required') }),
    prompt: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('form.prompt.required') }),
      z.maxLength(IMAGE_PROMPT_MAX, {
        error: () =>
          t('form.prompt.tooLong', { max: IMAGE_PROMPT_MAX.toLocaleString(intlLocale()) }),
      }),
    ),
    size: z.enum(imageSizes, {
      error: () => t('image.size.invalid', { sizes: imageSizes.join(', ') }),
    }),
    n: z.pipe(
      z.enum(imageCounts, { error: () => t('image.count.invalid', { max: IMAGE_COUNT_MAX }) }),
      z.transform(Number),
    ),
  }),
);

export type ImageFormInput = z.input<typeof zImageForm>;
export type ImageFormValues = z.output<typeof zImageForm>;

export const imageDefaults: ImageFormInput = {
  model: 'imagemodel-1.0',
  prompt: '',
  size: '1024x1024',
  n: '1',
};

/**
 * How long a request is expected to take, in seconds, for the progress shown while it waits: the
 * studio has no figure from the gateway (the answer comes only when the images are made), so this
 * is an estimate from relays' usual times — about ten seconds, more per image and for HD or a tall
 * or wide picture.
 */
export function estimateSeconds(values: Pick<ImageFormValues, 'model' | 'size' | 'n'>): number {
  const perImage = values.model === 'imagemodel-1.0-hd' ? 9 : 6;
  const large = values.size === '1024x1024' ? 1 : 1.5;
  return Math.round((6 + perImage * values.n) * large);
}
