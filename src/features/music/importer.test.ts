import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_IDS, musicImporter } from './importer';

const A = '3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13';
const B = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const C = 'c0ffee00-1234-4abc-9def-0123456789ab';

describe('the "Clip IDs" importer', () => {
  it('is labelled for the locator contract', () => {
    expect(musicImporter.label).toBe('Clip IDs');
  });

  it('takes one id', () => {
    expect(musicImporter.parse(` ${A} `)).toEqual({ ids: [A] });
  });

  it('takes several, separated by commas, spaces or new lines, in the order given', () => {
    expect(musicImporter.parse(`${A},${B}`)).toEqual({ ids: [A, B] });
    expect(musicImporter.parse(`${A} ${B}\n${C}`)).toEqual({ ids: [A, B, C] });
    expect(musicImporter.parse(`${A}, \n ${B},,\r\n${C},`)).toEqual({ ids: [A, B, C] });
  });

  it('counts a repeated id once, whatever its case', () => {
    expect(musicImporter.parse(`${A} ${B} ${A.toUpperCase()}`)).toEqual({ ids: [A, B] });
  });

  it('asks for an id when given none', () => {
    expect(musicImporter.parse(' , \n')).toEqual({ error: 'Paste at least one clip id.' });
  });

  it('names what is not a clip id', () => {
    expect(musicImporter.parse(`${A} not-an-id`)).toEqual({
      error:
        '"not-an-id" is not a clip id: a clip id is a UUID, like 3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13.',
    });
    const many = musicImporter.parse('a b c d e');
    expect('error' in many && many.error).toBe(
      '"a", "b", "c" and 2 more are not clip ids: a clip id is a UUID, like 3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13.',
    );
  });

  it('refuses a UUID with a missing character or a stray one', () => {
    expect('error' in musicImporter.parse(A.slice(1))).toBe(true);
    expect('error' in musicImporter.parse(`${A}x`)).toBe(true);
  });

  it(`follows at most ${MAX_IMPORT_IDS} clips at a time`, () => {
    const ids = Array.from(
      { length: MAX_IMPORT_IDS + 1 },
      (_, i) => `${String(i).padStart(8, '0')}-8a4d-4f6b-9c1e-2d7a5b8e0f13`,
    );
    expect(musicImporter.parse(ids.slice(0, MAX_IMPORT_IDS).join(' '))).toEqual({
      ids: ids.slice(0, MAX_IMPORT_IDS),
    });
    expect(musicImporter.parse(ids.join(' '))).toEqual({
      error: 'Follow at most 50 clips at a time (51 given).',
    });
  });

  it('summarises an import by how many clips it follows', () => {
    expect(musicImporter.summary([A])).toEqual({ prompt: '', fields: { imported: '1 clip' } });
    expect(musicImporter.summary([A, B])).toEqual({ prompt: '', fields: { imported: '2 clips' } });
  });
});
