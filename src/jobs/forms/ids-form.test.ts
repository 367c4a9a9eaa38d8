import { describe, expect, it } from 'vitest';
import type { JobImporter } from '../generator';
import { zIdsForm } from './ids-form';

const importer: JobImporter = {
  label: 'Task ID',
  hint: '',
  parse: (input) =>
    input.trim() === '' ? { error: 'Paste a task id.' } : { ids: input.trim().split(/\s+/) },
  summary: () => ({ prompt: '', fields: {} }),
};

describe('zIdsForm', () => {
  it("gives the importer's ids as the form's value", () => {
    expect(zIdsForm(importer).parse({ ids: ' a b ' })).toEqual({ ids: ['a', 'b'] });
  });

  it("refuses what the importer refuses, with the importer's message at the ids field", () => {
    const result = zIdsForm(importer).safeParse({ ids: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['ids'], message: 'Paste a task id.' }),
    ]);
  });
});
