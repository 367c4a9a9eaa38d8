import { describe, expect, it } from 'vitest';
import { clipImporter } from './importer';

describe('clipImporter', () => {
  it('is labelled "Clip ID"', () => {
    expect(clipImporter.label).toBe('Clip ID');
  });

  it('takes a UUID, trimmed, as typed', () => {
    expect(clipImporter.parse('  0B9A6F6E-2F5C-4F0E-9D7B-5A1C3E2D4F60 ')).toEqual({
      ids: ['0B9A6F6E-2F5C-4F0E-9D7B-5A1C3E2D4F60'],
    });
  });

  it.each([
    '',
    '12345',
    '0b9a6f6e-2f5c-4f0e-9d7b-5a1c3e2d4f6',
    '0b9a6f6e2f5c4f0e9d7b5a1c3e2d4f60',
    'video_abc',
  ])('refuses "%s"', (input) => {
    expect(clipImporter.parse(input)).toHaveProperty('error');
  });
});
