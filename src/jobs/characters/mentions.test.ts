import { describe, expect, it } from 'vitest';
import {
  charactersNamed,
  insertMention,
  matchCharacters,
  mentionsIn,
  queryAt,
  shotInstruction,
  withoutAts,
} from './mentions';

const mia = { name: 'Mia', description: 'short red hair, a green coat', pictures: [1, 2] };
const leo = { name: 'Leo', description: '', pictures: [1] };
const xiao = { name: '小雨', description: '', pictures: [1] };
const characters = [mia, leo, xiao];

describe('@ in a prompt', () => {
  it('finds each @name, in any script, and not an email or a @@', () => {
    expect(mentionsIn('@Mia meets @小雨 at noon; mail ana@Mia.com or @@Leo')).toEqual([
      { name: 'Mia', start: 0, end: 4 },
      { name: '小雨', start: 11, end: 14 },
    ]);
    expect(mentionsIn('(@Leo), "@Mia"').map((m) => m.name)).toEqual(['Leo', 'Mia']);
  });

  it('names each character once, in the order first named, in any case; unknown names are no one', () => {
    expect(
      charactersNamed('@leo waves at @MIA, then @Leo leaves with @Nobody', characters),
    ).toEqual([leo, mia]);
    expect(charactersNamed('no one here', characters)).toEqual([]);
  });

  it('finds the @ being typed before the caret', () => {
    expect(queryAt('A walk with @Mi', 15)).toEqual({ start: 12, query: 'Mi' });
    expect(queryAt('A walk with @', 13)).toEqual({ start: 12, query: '' });
    expect(queryAt('@', 1)).toEqual({ start: 0, query: '' });
    // Not after a word (an email), not once a space was typed, not with the caret elsewhere.
    expect(queryAt('ana@Mi', 6)).toBeNull();
    expect(queryAt('@Mia ', 5)).toBeNull();
    expect(queryAt('@Mia runs', 2)).toEqual({ start: 0, query: 'M' });
  });

  it('offers names that start with what was typed first, then those that contain it', () => {
    const list = [{ name: 'Amira' }, { name: 'Mia' }, { name: 'Milo' }];
    expect(matchCharacters(list, 'mi').map((c) => c.name)).toEqual(['Mia', 'Milo', 'Amira']);
    expect(matchCharacters(list, '')).toHaveLength(3);
  });

  it('writes a choice over what was typed, with one space after it, and puts the caret there', () => {
    expect(insertMention('Hi @Mi', { start: 3, query: 'Mi' }, 'Mia')).toEqual({
      text: 'Hi @Mia ',
      caret: 8,
    });
    expect(insertMention('@ runs', { start: 0, query: '' }, 'Leo')).toEqual({
      text: '@Leo runs',
      caret: 5,
    });
  });

  it('tells the model the shot without the @s, each character with its pictures and description', () => {
    expect(withoutAts('@Mia and @Nobody', characters)).toBe('Mia and @Nobody');
    expect(shotInstruction('@Mia walks her dog past @Leo', [mia, leo])).toBe(
      'Mia walks her dog past Leo\n\nThe first frame of this shot, with these people exactly as in their pictures — Mia (pictures 1–2): short red hair, a green coat; Leo (picture 3).',
    );
  });
});
