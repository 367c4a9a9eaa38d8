import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import type { ImageFileLimits } from '@/jobs/ui/image-file-check';
import { isImageLink } from '@/jobs/forms/image-link';

/**
 * The pixa form's schema: the single source of the limits of `POST /vip/pixa/video/create` (the
 * contract leaves the values "not shown"; the field notes give them), each with the message shown
 * next to its field.
 */
export const pixaModelSuggestions = ['v3.5', 'v4', 'v4.5', 'v5'] as const;
export const pixaDurations = ['5', '8'] as const;
export const pixaQualities = ['360p', '540p', '720p', '1080p'] as const;
export const pixaMotionModes = ['normal', 'fast'] as const;
export type PixaMotionMode = (typeof pixaMotionModes)[number];

/** The vendor's words for the motion modes, as a person reads them (the request keeps the vendor's). */
export const pixaMotionModeLabels: Record<PixaMotionMode, string> = {
  get normal() {
    return t('pixa.motionMode.normal');
  },
  get fast() {
    return t('pixa.motionMode.fast');
  },
};

/** A stored motion mode in words: one the studio does not know reads as it came. */
export function motionModeText(value: unknown): string {
  return value === 'normal' || value === 'fast' ? pixaMotionModeLabels[value] : String(value);
}

export const PROMPT_MAX = 2048;
export const MODEL_MAX = 64;
/** The vendor's seeds are 32-bit: 0 to 2^31 − 1. */
export const SEED_MAX = 2_147_483_647;

const count = (n: number) => n.toLocaleString(intlLocale());

/** Getters: each message is read when it is shown, in the language of that moment. */
export const messages = {
  get prompt() {
    return t('form.prompt.required');
  },
  get promptLong() {
    return t('form.prompt.tooLong', { max: count(PROMPT_MAX) });
  },
  get model() {
    return t('pixa.model.required');
  },
  get modelLong() {
    return t('pixa.model.tooLong', { max: MODEL_MAX });
  },
  get templateId() {
    return t('pixa.templateId.invalid');
  },
  get templateIdBig() {
    return t('pixa.templateId.tooBig');
  },
  get duration() {
    return t('pixa.duration.invalid');
  },
  get quality() {
    return t('pixa.quality.invalid');
  },
  get motionMode() {
    return t('pixa.motionMode.invalid');
  },
  get fastDuration() {
    return t('pixa.fast.duration');
  },
  get fastQuality() {
    return t('pixa.fast.quality');
  },
  get fastBoth() {
    return t('pixa.fast.both');
  },
  get seed() {
    return t('pixa.seed.invalid', { max: count(SEED_MAX) });
  },
  get imgUrl() {
    return t('pixa.imgUrl.invalid');
  },
};
type MessageName = keyof typeof messages;
/** A zod error option that reads the message when the issue is made. */
const say = (name: MessageName) => ({ error: () => messages[name] });

/** Text in a number box: empty is "none", anything else must be plain digits. */
function optionalWholeNumber(message: MessageName, max: number, tooLarge: MessageName) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^\d*$/, say(message)),
      z.refine((text) => !/^\d+$/.test(text) || Number(text) <= max, say(tooLarge)),
    ),
    z.transform((text) => (text === '' ? null : Number(text))),
  );
}

/**
 * A file for the image, checked before it is uploaded (issue 27). The contract documents no limits
 * for `img_url`: the types are what the vendor takes, 20 MB the studio's own guard (Video's
 * documented file limit); no pixel limit is documented, so none is checked.
 */
export const pixaImageLimits: ImageFileLimits = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 20 * 1024 * 1024,
};

/** Which motion-mode rule a combination breaks, or null: fast needs 5 s and a quality below 1080p. */
export function motionModeProblem(values: {
  motionMode: unknown;
  duration: unknown;
  quality: unknown;
}): string | null {
  if (values.motionMode !== 'fast') return null;
  // The duration is read before or after its transform: the check runs even when another field is invalid.
  const longer = values.duration !== 5 && values.duration !== '5';
  const full = values.quality === '1080p';
  if (longer && full) return messages.fastBoth;
  if (longer) return messages.fastDuration;
  if (full) return messages.fastQuality;
  return null;
}

export const zPixaForm = lazySchema(() =>
  z
    .object({
      prompt: z
        .string()
        .check(z.trim(), z.minLength(1, say('prompt')), z.maxLength(PROMPT_MAX, say('promptLong'))),
      model: z
        .string()
        .check(z.trim(), z.minLength(1, say('model')), z.maxLength(MODEL_MAX, say('modelLong'))),
      templateId: optionalWholeNumber('templateId', Number.MAX_SAFE_INTEGER, 'templateIdBig'),
      duration: z.pipe(
        z.enum(pixaDurations, say('duration')),
        z.transform((d): 5 | 8 => (d === '5' ? 5 : 8)),
      ),
      quality: z.enum(pixaQualities, say('quality')),
      motionMode: z.enum(pixaMotionModes, say('motionMode')),
      seed: optionalWholeNumber('seed', SEED_MAX, 'seed'),
      imgUrl: z.pipe(
        z.string().check(
          z.trim(),
          z.refine((text) => text === '' || isImageLink(text), say('imgUrl')),
        ),
        z.transform((text) => (text === '' ? null : text)),
      ),
      removeWatermark: z.boolean(),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          const problem = motionModeProblem(values);
          if (problem !== null)
            ctx.addIssue({ code: 'custom', path: ['motionMode'], message: problem });
        },
        // Shown together with any other field's message, not only once the rest is valid.
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    ),
);

export type PixaFormInput = z.input<typeof zPixaForm>;
export type PixaFormValues = z.output<typeof zPixaForm>;

export const pixaDefaults: PixaFormInput = {
  prompt: '',
  model: 'v4.5',
  templateId: '',
  duration: '5',
  quality: '540p',
  motionMode: 'normal',
  seed: '',
  imgUrl: '',
  removeWatermark: false,
};
