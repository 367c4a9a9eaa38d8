import { describe, expect, it } from 'vitest';
import { pixaGenerator, pixaImporter } from './index';

describe('pixa module', () => {
  it('is registered under its kind, label and path', () => {
    expect(pixaGenerator).toMatchObject({
      kind: 'pixa',
      label: 'Pixa',
      path: 'pixa',
      importer: { label: 'Video ID' },
    });
    expect(pixaGenerator.poller.batched).toBe(false);
  });
});

describe('pixa import by id', () => {
  it('takes digits of any length, exactly as typed', () => {
    expect(pixaImporter.parse(' 1152921504606846977 ')).toEqual({ ids: ['1152921504606846977'] });
    expect(pixaImporter.parse('7')).toEqual({ ids: ['7'] });
    const long = '9'.repeat(40);
    expect(pixaImporter.parse(long)).toEqual({ ids: [long] });
  });

  it('refuses anything that is not only digits', () => {
    for (const input of ['', '  ', '12a', '-5', '1.5', '1e20', '12 34', 'video_1']) {
      expect(pixaImporter.parse(input), input).toEqual({
        error: 'A pixa video id is digits only (0–9).',
      });
    }
  });

  it('summarises an imported job by its id', () => {
    expect(pixaImporter.summary(['1152921504606846977'])).toEqual({
      prompt: '',
      fields: { imported: '1152921504606846977' },
    });
  });
});
