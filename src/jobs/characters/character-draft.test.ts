import { describe, expect, it } from 'vitest';
import { checkDraft } from './character-draft';
import { emptyDraft } from './characters';
import type { Character } from './characters';

const picture = {
  id: 'p1',
  dataUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
  width: 10,
  height: 10,
  name: 'mia.jpg',
  from: null,
};
const mia: Character = {
  id: 'char-mia',
  name: 'Mia',
  description: '',
  pictures: [picture],
  createdAt: 1,
  updatedAt: 2,
};

describe('a character being made', () => {
  it('says each problem at its field: a name, one word, not taken; one to three pictures', () => {
    expect(checkDraft(emptyDraft(), [])).toEqual({
      ok: false,
      problems: { name: 'Give the character a name.', pictures: 'Add at least one picture.' },
    });
    const twoWords = checkDraft({ ...emptyDraft('Mia Wong'), pictures: [picture] }, []);
    expect(twoWords).toMatchObject({
      ok: false,
      problems: { name: expect.stringMatching(/one word/) },
    });
    const taken = checkDraft({ ...emptyDraft('mia'), pictures: [picture] }, [mia]);
    expect(taken).toEqual({
      ok: false,
      problems: { name: 'Another character is already called mia.' },
    });
    const four = checkDraft(
      { ...emptyDraft('Leo'), pictures: [picture, picture, picture, picture] },
      [],
    );
    expect(four).toEqual({ ok: false, problems: { pictures: 'At most 3 pictures.' } });
  });

  it('a new one gets an id; a changed one keeps its id and birth, and a later stamp (it wins in sync)', () => {
    const made = checkDraft(
      { ...emptyDraft(' Leo '), description: ' tall ', pictures: [picture] },
      [],
      50,
    );
    expect(made).toMatchObject({
      ok: true,
      character: { name: 'Leo', description: 'tall', createdAt: 50, updatedAt: 50 },
    });
    const changed = checkDraft(
      { id: mia.id, name: 'Mia', description: 'new', pictures: [picture] },
      [{ ...mia, updatedAt: 99 }],
      10,
    );
    expect(changed).toMatchObject({
      ok: true,
      character: { id: 'char-mia', createdAt: 1, updatedAt: 100 },
    });
  });
});
