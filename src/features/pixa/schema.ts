import { z } from '@/lib/zod';

/**
 * The pixa form's schema: the single source of the limits of `POST /vip/pixa/video/create` (the
 * contract leaves the values "not shown"; the field notes give them), each with the message shown
 * next to its field.
 */
export const pixaModelSuggestions = ['v3.5', 'v4', 'v4.5', 'v5'] as const;
export const pixaDurations = ['5', '8'] as const;
export const pixaQualities = ['360p', '540p', '720p', '1080p'] as const;
export const pixaMotionModes = ['normal', 'fast'] as const;

export const PROMPT_MAX = 2048;
export const MODEL_MAX = 64;
/** The vendor's seeds are 32-bit: 0 to 2^31 − 1. */
export const SEED_MAX = 2_147_483_647;

export const messages = {
  prompt: 'Write a prompt.',
  promptLong: `Keep the prompt under ${PROMPT_MAX.toLocaleString('en')} characters.`,
  model: 'Choose a model (v3.5, v4, v4.5, v5) or type its name.',
  modelLong: `A model name is at most ${MODEL_MAX} characters.`,
  templateId: 'Template ID must be a whole number, or empty for none.',
  templateIdBig: 'This Template ID is too large to send exactly; check it.',
  duration: 'Duration must be 5 or 8 seconds.',
  quality: 'Quality must be 360p, 540p, 720p or 1080p.',
  motionMode: 'Motion mode must be normal or fast.',
  fastDuration: 'Fast motion works only with a 5 s duration.',
  fastQuality: 'Fast motion is not available at 1080p.',
  fastBoth: 'Fast motion works only with a 5 s duration and below 1080p.',
  seed: `Seed must be a whole number from 0 to ${SEED_MAX.toLocaleString('en')}, or empty for a random one.`,
  imgUrl: 'Image URL must be a web address starting with http:// or https://.',
} as const;

/** Text in a number box: empty is "none", anything else must be plain digits. */
function optionalWholeNumber(message: string, max: number, tooLarge: string) {
  return z
    .string()
    .trim()
    .regex(/^\d*$/, message)
    .refine((text) => !/^\d+$/.test(text) || Number(text) <= max, tooLarge)
    .transform((text) => (text === '' ? null : Number(text)));
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Which motion-mode rule a combination breaks, or null: fast needs 5 s and a quality below 1080p. */
export function motionModeProblem(values: { motionMode: unknown; duration: unknown; quality: unknown }): string | null {
  if (values.motionMode !== 'fast') return null;
  // The duration is read before or after its transform: the check runs even when another field is invalid.
  const longer = values.duration !== 5 && values.duration !== '5';
  const full = values.quality === '1080p';
  if (longer && full) return messages.fastBoth;
  if (longer) return messages.fastDuration;
  if (full) return messages.fastQuality;
  return null;
}

export const zPixaForm = z
  .object({
    prompt: z.string().trim().min(1, messages.prompt).max(PROMPT_MAX, messages.promptLong),
    model: z.string().trim().min(1, messages.model).max(MODEL_MAX, messages.modelLong),
    templateId: optionalWholeNumber(messages.templateId, Number.MAX_SAFE_INTEGER, messages.templateIdBig),
    duration: z.enum(pixaDurations, { error: messages.duration }).transform((d): 5 | 8 => (d === '5' ? 5 : 8)),
    quality: z.enum(pixaQualities, { error: messages.quality }),
    motionMode: z.enum(pixaMotionModes, { error: messages.motionMode }),
    seed: optionalWholeNumber(messages.seed, SEED_MAX, messages.seed),
    imgUrl: z
      .string()
      .trim()
      .refine((text) => text === '' || isWebUrl(text), messages.imgUrl)
      .transform((text) => (text === '' ? null : text)),
    removeWatermark: z.boolean(),
  })
  .superRefine(
    (values, ctx) => {
      const problem = motionModeProblem(values);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['motionMode'], message: problem });
    },
    // Shown together with any other field's message, not only once the rest is valid.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
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
