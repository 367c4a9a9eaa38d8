import { describe, expect, it } from 'vitest';
import { toMusicRequest } from './request';
import { musicDefaults, zMusicForm, type MusicFormInput } from './schema';

const body = (input: Partial<MusicFormInput>) =>
  toMusicRequest(zMusicForm.parse({ ...musicDefaults, ...input }));

describe('toMusicRequest', () => {
  it('lyrics mode: the lyrics as prompt, with tags, title, instrumental flag and model', () => {
    expect(
      body({
        lyrics: '[Verse]\nStreetlights hum',
        tags: 'dream pop',
        title: 'Streetlights',
        model: 'chirp-v3-5',
      }),
    ).toEqual({
      prompt: '[Verse]\nStreetlights hum',
      tags: 'dream pop',
      title: 'Streetlights',
      make_instrumental: false,
      mv: 'chirp-v3-5',
    });
  });

  it('lyrics mode, instrumental: an empty prompt, whatever was typed in Lyrics', () => {
    expect(body({ lyrics: 'la la la', tags: 'ambient piano', instrumental: true })).toEqual({
      prompt: '',
      tags: 'ambient piano',
      title: '',
      make_instrumental: true,
      mv: 'chirp-v4',
    });
  });

  it('description mode: only gpt_description_prompt, the flag and the model — no lyrics-mode fields', () => {
    expect(
      body({
        mode: 'description',
        description: 'A song about trains',
        lyrics: 'kept in the form',
        tags: 'rock',
        title: 'T',
      }),
    ).toEqual({
      gpt_description_prompt: 'A song about trains',
      make_instrumental: false,
      mv: 'chirp-v4',
    });
  });

  it('sends the trimmed text', () => {
    expect(body({ mode: 'description', description: '  A song  \n' }).gpt_description_prompt).toBe(
      'A song',
    );
  });
});
