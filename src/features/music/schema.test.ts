import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  LYRICS_MAX,
  TAGS_MAX,
  TITLE_MAX,
  musicDefaults,
  zMusicForm,
  type MusicFormInput,
} from './schema';

const lyrics: MusicFormInput = {
  ...musicDefaults,
  lyrics: '[Verse]\nStreetlights hum',
  tags: 'dream pop',
  title: 'Streetlights',
};
const description: MusicFormInput = {
  ...musicDefaults,
  mode: 'description',
  description: 'A song about the last train home',
};

/** The messages a person would see, keyed by the field they show next to. */
function messages(input: unknown): Record<string, string[]> {
  const result = zMusicForm.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const x = (n: number) => 'x'.repeat(n);

describe('the defaults', () => {
  it('are lyrics mode, one set of lyrics away from valid', () => {
    expect(messages(musicDefaults)).toEqual({
      lyrics: ['Write the lyrics, or tick Instrumental.'],
    });
    expect(messages(lyrics)).toEqual({});
    expect(messages(description)).toEqual({});
  });
});

describe('lyrics mode', () => {
  it(`lyrics: up to ${LYRICS_MAX} characters`, () => {
    expect(messages({ ...lyrics, lyrics: x(LYRICS_MAX) })).toEqual({});
    expect(messages({ ...lyrics, lyrics: x(LYRICS_MAX + 1) })).toEqual({
      lyrics: ['Keep the lyrics to 3,000 characters or fewer.'],
    });
  });

  it(`style tags: up to ${TAGS_MAX} characters`, () => {
    expect(messages({ ...lyrics, tags: x(TAGS_MAX) })).toEqual({});
    expect(messages({ ...lyrics, tags: x(TAGS_MAX + 1) })).toEqual({
      tags: ['Keep the style tags to 200 characters or fewer.'],
    });
  });

  it(`title: up to ${TITLE_MAX} characters`, () => {
    expect(messages({ ...lyrics, title: x(TITLE_MAX) })).toEqual({});
    expect(messages({ ...lyrics, title: x(TITLE_MAX + 1) })).toEqual({
      title: ['Keep the title to 80 characters or fewer.'],
    });
  });

  it('whitespace around a field does not count against its limit and is trimmed', () => {
    expect(messages({ ...lyrics, title: `  ${x(TITLE_MAX)}  ` })).toEqual({});
    expect(zMusicForm.parse({ ...lyrics, title: '  Streetlights \n' }).title).toBe('Streetlights');
  });

  it('lyrics of only spaces are no lyrics', () => {
    expect(messages({ ...lyrics, lyrics: '   \n ' })).toEqual({
      lyrics: ['Write the lyrics, or tick Instrumental.'],
    });
  });

  it('tags and title are optional with lyrics', () => {
    expect(messages({ ...lyrics, tags: '', title: '' })).toEqual({});
  });

  it('an instrumental needs no lyrics but needs style tags; its lyrics are not checked', () => {
    expect(messages({ ...lyrics, lyrics: '', instrumental: true })).toEqual({});
    expect(messages({ ...lyrics, lyrics: x(LYRICS_MAX + 1), instrumental: true })).toEqual({});
    expect(messages({ ...lyrics, lyrics: '', tags: '', instrumental: true })).toEqual({
      tags: ['An instrumental needs style tags.'],
    });
  });
});

describe('description mode', () => {
  it(`description: required, up to ${DESCRIPTION_MAX} characters`, () => {
    expect(messages({ ...description, description: x(DESCRIPTION_MAX) })).toEqual({});
    expect(messages({ ...description, description: x(DESCRIPTION_MAX + 1) })).toEqual({
      description: ['Keep the description to 500 characters or fewer.'],
    });
    expect(messages({ ...description, description: '  ' })).toEqual({
      description: ['Describe the song you want.'],
    });
  });

  it('text left in the lyrics-mode fields does not block it (those fields are not sent)', () => {
    expect(
      messages({
        ...description,
        lyrics: x(LYRICS_MAX + 1),
        tags: x(TAGS_MAX + 1),
        title: x(TITLE_MAX + 1),
      }),
    ).toEqual({});
  });

  it('instrumental is allowed with a description', () => {
    expect(messages({ ...description, instrumental: true })).toEqual({});
  });
});

describe('mode and model', () => {
  it('only the two modes', () => {
    expect(messages({ ...lyrics, mode: 'remix' })).toEqual({
      mode: ['Choose Lyrics or Description.'],
    });
  });

  it.each(['chirp-v4', 'chirp-v3-5', 'chirp-v3-0'])('accepts %s', (model) => {
    expect(messages({ ...lyrics, model })).toEqual({});
  });

  it('refuses a model it does not offer', () => {
    expect(messages({ ...lyrics, model: 'chirp-v9' })).toEqual({ model: ['Choose a model.'] });
  });
});
