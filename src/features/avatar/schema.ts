import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import type { ImageFileLimits } from '@/jobs/ui/image-file-check';
import { isImageLink } from '@/jobs/forms/image-link';

/**
 * The talking head's form (issue 56): the single source of its limits. The contract shows none for
 * the digital-human operation; these are the ones a comparable vendor documents for its avatar
 * video (decision 046): a portrait of at least 300 px a side whose long side is at most 2.5 times
 * the short, up to 10 MB; a sound of 2 s to 5 minutes. The portrait's size and the sound's length
 * are measured in the browser (`portraitSize`, `audioLength`, each naming the link it belongs to)
 * and checked here, the message beside the portrait's or the sound's field.
 */

export const PORTRAIT_MIN_PX = 300;
export const PORTRAIT_MAX_ASPECT = 2.5;
export const PORTRAIT_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_MIN_SECONDS = 2;
export const AUDIO_MAX_SECONDS = 300;
export const AUDIO_MAX_BYTES = 20 * 1024 * 1024;
export const TEXT_MAX = 1_000;
export const LANGUAGE_MAX = 16;
export const ID_MAX = 128;
export const NAME_MAX = 200;

/** The types a portrait file may be, its bytes and pixels: what the file field checks first. */
export const portraitFileLimits: ImageFileLimits = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: PORTRAIT_MAX_BYTES,
  minPx: PORTRAIT_MIN_PX,
  maxAspect: PORTRAIT_MAX_ASPECT,
};

/** Audio files by type, as browsers name them (a `.m4a` is often `audio/x-m4a`). */
export const audioFileTypes = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
] as const;

/** How the portrait speaks: a sound as it is, words in that sound's voice, words in a saved voice. */
export const avatarVoices = ['audio', 'clone', 'saved'] as const;
export type AvatarVoice = (typeof avatarVoices)[number];

export const avatarLanguageSuggestions = ['en', 'zh', 'ja', 'ko', 'es', 'fr', 'de'] as const;

const count = (n: number) => n.toLocaleString(intlLocale());
/** A zod error option that reads its message when the issue is made, in that moment's language. */
const say = (message: () => string) => ({ error: message });

/** A measured portrait: its pixels, and the link they were read from. */
const zPortraitSize = lazySchema(() =>
  z.object({ width: z.number(), height: z.number(), of: z.string() }),
);
export type PortraitSize = z.infer<typeof zPortraitSize>;
/** A measured sound: its length, and the link it was read from. */
const zAudioLength = lazySchema(() => z.object({ seconds: z.number(), of: z.string() }));
export type AudioLength = z.infer<typeof zAudioLength>;

/** Why a portrait of this size is refused, or null. */
export function portraitSizeProblem({ width, height }: { width: number; height: number }) {
  if (width < PORTRAIT_MIN_PX || height < PORTRAIT_MIN_PX)
    return t('avatar.portrait.tooSmall', { width, height, min: PORTRAIT_MIN_PX });
  const long = Math.max(width, height);
  const short = Math.max(1, Math.min(width, height));
  if (long / short > PORTRAIT_MAX_ASPECT)
    return t('avatar.portrait.aspect', { width, height, max: PORTRAIT_MAX_ASPECT });
  return null;
}

/** Why a sound this long is refused, or null. */
export function audioLengthProblem(seconds: number) {
  const shown = (Math.round(seconds * 10) / 10).toLocaleString(intlLocale());
  if (seconds < AUDIO_MIN_SECONDS)
    return t('avatar.audio.tooShort', { seconds: shown, min: AUDIO_MIN_SECONDS });
  if (seconds > AUDIO_MAX_SECONDS)
    return t('avatar.audio.tooLong', { seconds: shown, max: count(AUDIO_MAX_SECONDS) });
  return null;
}

/** A link a form may send for a file: http(s), or the in-page demo's own `blob:` address. */
const link = (invalid: () => string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || isImageLink(text), say(invalid)),
  );

export const zAvatarForm = lazySchema(() =>
  z
    .object({
      portrait: link(() => t('avatar.portrait.invalid')).check(
        z.refine(
          (text) => text !== '',
          say(() => t('avatar.portrait.required')),
        ),
      ),
      /** What the portrait is called on the card (its Library name, its file's). */
      portraitName: z.string().check(z.trim(), z.maxLength(NAME_MAX)),
      portraitSize: z.nullable(zPortraitSize),
      voice: z.enum(
        avatarVoices,
        say(() => t('avatar.voice.invalid')),
      ),
      audio: link(() => t('avatar.audio.invalid')),
      audioName: z.string().check(z.trim(), z.maxLength(NAME_MAX)),
      audioLength: z.nullable(zAudioLength),
      text: z.string().check(
        z.trim(),
        z.maxLength(
          TEXT_MAX,
          say(() => t('avatar.text.tooLong', { max: count(TEXT_MAX) })),
        ),
      ),
      language: z.string().check(
        z.trim(),
        z.maxLength(
          LANGUAGE_MAX,
          say(() => t('avatar.language.tooLong', { max: LANGUAGE_MAX })),
        ),
      ),
      voiceId: z.string().check(
        z.trim(),
        z.maxLength(
          ID_MAX,
          say(() => t('avatar.id.tooLong', { max: ID_MAX })),
        ),
      ),
      audioId: z.string().check(
        z.trim(),
        z.maxLength(
          ID_MAX,
          say(() => t('avatar.id.tooLong', { max: ID_MAX })),
        ),
      ),
      noWatermark: z.boolean(),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          const issue = (path: string, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message });
          // A size measured from another link says nothing of this one.
          const size = values.portraitSize;
          if (size !== null && size.of === values.portrait) {
            const problem = portraitSizeProblem(size);
            if (problem !== null) issue('portrait', problem);
          }
          if (values.voice !== 'saved') {
            if (values.audio === '') issue('audio', t('avatar.audio.required'));
            const length = values.audioLength;
            if (length !== null && length.of === values.audio && values.audio !== '') {
              const problem = audioLengthProblem(length.seconds);
              if (problem !== null) issue('audio', problem);
            }
          }
          if (values.voice !== 'audio') {
            if (values.text === '') issue('text', t('avatar.text.required'));
            if (values.language === '') issue('language', t('avatar.language.required'));
          }
          if (values.voice === 'saved' && values.voiceId === '')
            issue('voiceId', t('avatar.voiceId.required'));
        },
        // Shown together with any other field's message, not only once the rest is valid.
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    ),
);

export type AvatarFormInput = z.input<typeof zAvatarForm>;
export type AvatarFormValues = z.output<typeof zAvatarForm>;

export const avatarDefaults: AvatarFormInput = {
  portrait: '',
  portraitName: '',
  portraitSize: null,
  voice: 'audio',
  audio: '',
  audioName: '',
  audioLength: null,
  text: '',
  language: 'en',
  voiceId: '',
  audioId: '',
  noWatermark: false,
};
