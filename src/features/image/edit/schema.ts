import { formatBytes } from '@/lib/bytes';
import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * Edit a picture (issue 56): the single source of the limits the form checks — which files it
 * takes, how large, how many, the mask's size — each with the message shown at its field.
 * Relays' edit operations take PNG, JPEG and WebP up to tens of megabytes; the studio keeps to
 * 20 MB a picture (the first-frame limit it already holds) and sends every picture as PNG (drawn
 * once in the browser), which every form of the operation takes.
 */
export const EDIT_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const EDIT_PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** A picture smaller than this each way is no picture to edit (an icon, a broken file). */
export const EDIT_PICTURE_MIN_PX = 16;
/** Pictures a person adds in the form; a character's first frame may send more (`EDIT_REQUEST_PICTURES_MAX`). */
export const EDIT_FORM_PICTURES_MAX = 4;
/** Pictures one request carries at most (a shot naming two characters of three pictures each fits). */
export const EDIT_REQUEST_PICTURES_MAX = 10;
export const EDIT_PROMPT_MAX = 4000;
export const editCounts = ['1', '2', '3', '4'] as const;
/** `auto`: the picture's own size; the others as OpenAI-compatible edit models take them. */
export const editSizes = ['auto', '1024x1024', '1536x1024', '1024x1536'] as const;
export type EditSize = (typeof editSizes)[number];

export const editSizeLabels: Record<EditSize, string> = {
  get auto() {
    return t('image.edit.size.auto');
  },
  get '1024x1024'() {
    return t('image.size.square');
  },
  get '1536x1024'() {
    return t('image.edit.size.landscape');
  },
  get '1024x1536'() {
    return t('image.edit.size.portrait');
  },
};

/** Where a picture came from, for its lineage: a result (and its place), a frame of one, or a file. */
const zPictureFrom = lazySchema(() =>
  z.object({
    jobId: z.nullable(z.string()),
    slot: z.nullable(z.number().check(z.int(), z.gte(0))),
    /** A frame of a video, taken at this second. */
    at: z.nullable(z.number().check(z.gte(0))),
  }),
);
export type PictureFrom = z.infer<typeof zPictureFrom>;

/**
 * One picture as the form holds it once the browser has read it: the PNG it is sent as (a
 * `data:` URL), what it was when chosen (its name, type and bytes: the checks' subject), its size.
 */
export const zEditPicture = lazySchema(() =>
  z
    .object({
      png: z.string().check(z.startsWith('data:image/png;base64,')),
      name: z.string(),
      type: z.string(),
      bytes: z.number().check(z.int(), z.gte(0)),
      width: z.number().check(z.int()),
      height: z.number().check(z.int()),
      from: z.nullable(zPictureFrom),
    })
    .check(
      z.superRefine((picture, ctx) => {
        if (!(EDIT_PICTURE_TYPES as readonly string[]).includes(picture.type))
          ctx.addIssue({
            code: 'custom',
            message: t('image.edit.picture.type', { name: picture.name }),
          });
        if (picture.bytes > EDIT_PICTURE_MAX_BYTES)
          ctx.addIssue({
            code: 'custom',
            message: t('image.edit.picture.tooBig', {
              name: picture.name,
              size: formatBytes(picture.bytes),
              max: formatBytes(EDIT_PICTURE_MAX_BYTES),
            }),
          });
        if (picture.width < EDIT_PICTURE_MIN_PX || picture.height < EDIT_PICTURE_MIN_PX)
          ctx.addIssue({
            code: 'custom',
            message: t('image.edit.picture.tooSmall', {
              name: picture.name,
              min: EDIT_PICTURE_MIN_PX,
            }),
          });
      }),
    ),
);
export type EditPicture = z.infer<typeof zEditPicture>;

/** The painted mask: a PNG of the first picture's size, transparent where the picture may change. */
export const zEditMask = lazySchema(() =>
  z.object({
    png: z.string().check(z.startsWith('data:image/png;base64,')),
    width: z.number().check(z.int()),
    height: z.number().check(z.int()),
  }),
);
export type EditMask = z.infer<typeof zEditMask>;

const prompt = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t('image.edit.prompt.required') }),
    z.maxLength(EDIT_PROMPT_MAX, {
      error: () => t('form.prompt.tooLong', { max: EDIT_PROMPT_MAX.toLocaleString(intlLocale()) }),
    }),
  );

/** The mask must be the first picture's size: the gateway reads it pixel for pixel over it. */
function maskFits(
  values: { pictures: readonly EditPicture[]; mask: EditMask | null },
  ctx: z.core.$RefinementCtx,
) {
  const first = values.pictures[0];
  const mask = values.mask;
  if (first === undefined || mask === null) return;
  if (mask.width !== first.width || mask.height !== first.height)
    ctx.addIssue({
      code: 'custom',
      path: ['mask'],
      message: t('image.edit.mask.size', {
        width: mask.width,
        height: mask.height,
        pictureWidth: first.width,
        pictureHeight: first.height,
      }),
    });
}

/** What one edit request sends: the form's values and a character's first frame alike. */
export const zEditRequest = lazySchema(() =>
  z
    .object({
      prompt: prompt(),
      pictures: z.array(zEditPicture).check(
        z.minLength(1, { error: () => t('image.edit.pictures.required') }),
        z.maxLength(EDIT_REQUEST_PICTURES_MAX, {
          error: () => t('image.edit.pictures.tooMany', { max: EDIT_REQUEST_PICTURES_MAX }),
        }),
      ),
      mask: z.nullable(zEditMask),
      n: z.number().check(z.int(), z.gte(1), z.lte(4)),
      size: z.enum(editSizes),
    })
    .check(z.superRefine(maskFits)),
);
export type EditRequest = z.infer<typeof zEditRequest>;

/** The Edit a picture form: up to four pictures of a person's choosing, 1–4 results. */
export const zImageEditForm = lazySchema(() =>
  z
    .object({
      prompt: prompt(),
      pictures: z.array(zEditPicture).check(
        z.minLength(1, { error: () => t('image.edit.pictures.required') }),
        z.maxLength(EDIT_FORM_PICTURES_MAX, {
          error: () => t('image.edit.pictures.tooMany', { max: EDIT_FORM_PICTURES_MAX }),
        }),
      ),
      mask: z.nullable(zEditMask),
      n: z.pipe(
        z.enum(editCounts, { error: () => t('image.count.invalid', { max: 4 }) }),
        z.transform(Number),
      ),
      size: z.enum(editSizes, {
        error: () => t('image.size.invalid', { sizes: editSizes.join(', ') }),
      }),
    })
    .check(z.superRefine(maskFits)),
);
export type ImageEditFormInput = z.input<typeof zImageEditForm>;
export type ImageEditValues = z.output<typeof zImageEditForm>;

export const imageEditDefaults: ImageEditFormInput = {
  prompt: '',
  pictures: [],
  mask: null,
  n: '1',
  size: 'auto',
};
