import type { AvatarFormValues } from './schema';

/**
 * The digital-human create as the field notes give it: the portrait's link, and the sound as
 * one of three — `audio_url` (said as it is), `create_voice` (words said in the voice of a sample)
 * or `use_voice` (words in a saved voice) — and `no_watermark`.
 */
export type AvatarRequest = {
  avatar_url: string;
  no_watermark: boolean;
} & (
  | { audio_url: string }
  | { create_voice: { audio_url: string; language: string; text: string } }
  | {
      use_voice: { voice_engine_id: string; audio_id?: string; language: string; text: string };
    }
);

export function toAvatarRequest(values: AvatarFormValues): AvatarRequest {
  const base = { avatar_url: values.portrait, no_watermark: values.noWatermark };
  if (values.voice === 'audio') return { ...base, audio_url: values.audio };
  if (values.voice === 'clone')
    return {
      ...base,
      create_voice: { audio_url: values.audio, language: values.language, text: values.text },
    };
  return {
    ...base,
    use_voice: {
      voice_engine_id: values.voiceId,
      ...(values.audioId === '' ? {} : { audio_id: values.audioId }),
      language: values.language,
      text: values.text,
    },
  };
}

/** The last part of a link's path, as a name for what it points at ("portrait.jpg"). */
export function linkName(link: string): string {
  try {
    const last =
      new URL(link).pathname
        .split('/')
        .filter((part) => part !== '')
        .pop() ?? '';
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}
