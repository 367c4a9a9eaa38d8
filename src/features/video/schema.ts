import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * The video form's schema: the single source of the documented limits of `POST /v1/videos`, each
 * with the message shown next to its field.
 */
export const videoModels = ['videomodel-1.0-t2v', 'videomodel-1.0-i2v'] as const;
export const videoModelLabels: Record<(typeof videoModels)[number], string> = {
  get 'videomodel-1.0-t2v'() {
    return t('video.model.t2v');
  },
  get 'videomodel-1.0-i2v'() {
    return t('video.model.i2v');
  },
};
export const resolutions = ['720P', '1080P'] as const;
export const ratios = ['16:9', '9:16', '1:1', '4:3', '3:4', '4:5', '5:4', '9:21', '21:9'] as const;

export const SECONDS_MIN = 3;
export const SECONDS_MAX = 15;
export const FRAME_MIN_PX = 300;
export const FRAME_MAX_ASPECT = 2.5;
export const FRAME_MAX_BYTES = 20 * 1024 * 1024;

const secondsMessage = () => t('video.seconds.range', { min: SECONDS_MIN, max: SECONDS_MAX });

/** A first frame as the form holds it once the browser has looked at the image. */
export const zFirstFrame = lazySchema(() =>
  z
    .object({
      source: z.enum(['file', 'url']),
      /** A data: URL for a file, the http(s) URL otherwise. */
      url: z.string(),
      name: z.string(),
      /** Known for files; a URL's size cannot be known without downloading it. */
      bytes: z.nullable(z.number()),
      width: z.number(),
      height: z.number(),
    })
    .check(
      z.superRefine((frame, ctx) => {
        if (frame.source === 'url' && !/^https?:\/\//i.test(frame.url)) {
          ctx.addIssue({ code: 'custom', message: t('video.frame.urlScheme') });
          return;
        }
        if (frame.width < FRAME_MIN_PX || frame.height < FRAME_MIN_PX) {
          ctx.addIssue({
            code: 'custom',
            message: t('video.frame.tooSmall', {
              width: frame.width,
              height: frame.height,
              min: FRAME_MIN_PX,
            }),
          });
        }
        const aspect = frame.width / frame.height;
        if (aspect > FRAME_MAX_ASPECT || aspect < 1 / FRAME_MAX_ASPECT) {
          ctx.addIssue({
            code: 'custom',
            message: t('video.frame.aspect', { aspect: describeAspect(frame.width, frame.height) }),
          });
        }
        if (frame.bytes !== null && frame.bytes > FRAME_MAX_BYTES) {
          ctx.addIssue({
            code: 'custom',
            // Rounded up: one byte over must not read as "20.0 MB".
            message: t('video.frame.tooBig', {
              size: (Math.ceil((frame.bytes / 1024 / 1024) * 10) / 10).toFixed(1),
            }),
          });
        }
      }),
    ),
);
export type FirstFrame = z.infer<typeof zFirstFrame>;

function describeAspect(width: number, height: number): string {
  return width >= height ? `${(width / height).toFixed(2)}:1` : `1:${(height / width).toFixed(2)}`;
}

export const zVideoForm = lazySchema(() =>
  z
    .object({
      model: z.enum(videoModels, { error: () => t('form.model.required') }),
      prompt: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: () => t('form.prompt.required') }),
          z.maxLength(4000, { error: () => t('video.prompt.tooLong') }),
        ),
      seconds: z
        .number({ error: secondsMessage })
        .check(
          z.int({ error: secondsMessage }),
          z.gte(SECONDS_MIN, { error: secondsMessage }),
          z.lte(SECONDS_MAX, { error: secondsMessage }),
        ),
      resolution: z.enum(resolutions, { error: () => t('video.resolution.invalid') }),
      ratio: z.enum(ratios, {
        error: () => t('video.ratio.invalid', { ratios: ratios.join(', ') }),
      }),
      watermark: z.boolean(),
      firstFrame: z.nullable(zFirstFrame),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.model === 'videomodel-1.0-i2v' && values.firstFrame === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['firstFrame'],
            message: t('video.frame.required'),
          });
        }
      }),
    ),
);

export type VideoFormInput = z.input<typeof zVideoForm>;
export type VideoFormValues = z.output<typeof zVideoForm>;

export const videoDefaults: VideoFormInput = {
  model: 'videomodel-1.0-t2v',
  prompt: '',
  seconds: 5,
  resolution: '720P',
  ratio: '16:9',
  watermark: false,
  firstFrame: null,
};
