import type { MusicFormValues } from './schema';

/**
 * Form values → the body of the music create operation (`POST /tune/generate` by default; the
 * contract does not show it). Lyrics mode sends the lyrics as `prompt` with `tags` and `title`;
 * description mode sends `gpt_description_prompt` and lets the model write the words. Fields of
 * the other mode are left out rather than sent empty. An instrumental sends an empty `prompt`:
 * the model would ignore lyrics anyway, and the body should say what will happen.
 */
export function toMusicRequest(values: MusicFormValues): Record<string, unknown> {
  if (values.mode === 'description') {
    return {
      gpt_description_prompt: values.description,
      make_instrumental: values.instrumental,
      mv: values.model,
    };
  }
  return {
    prompt: values.instrumental ? '' : values.lyrics,
    tags: values.tags,
    title: values.title,
    make_instrumental: values.instrumental,
    mv: values.model,
  };
}
