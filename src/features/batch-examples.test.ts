// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { generators } from '@/app/registry';
import { activateLocale } from '@/i18n/i18n';
import { batchTemplate, readBatchFile } from '@/jobs/batch/batch-file';

/**
 * Issue 54: every generator's batch template has an example row that is itself a row that queues
 * (its prompt, or what stands for one, filled), in the language shown, read back by the same file
 * reader a person's file goes through.
 */
const batched = generators.flatMap((g) =>
  g.batch === undefined ? [] : [[g.kind, g.batch] as const],
);

afterEach(() => activateLocale('en'));

describe('the batch template’s example row', () => {
  it('is declared by every generator that takes a batch', () => {
    expect(batched.map(([kind]) => kind)).toEqual(
      expect.arrayContaining(['video', 'clip', 'pixa', 'image', 'music', 'gpts']),
    );
  });

  it.each(batched)(
    '%s: the example row passes the form’s own checks, its text filled',
    (_, batch) => {
      const file = readBatchFile(
        batchTemplate(batch.columns, batch.example()),
        'template.csv',
        batch.columns,
      );
      if (!file.ok) throw new Error('the template does not read back');
      expect(file.rows).toHaveLength(1);
      const [row] = file.rows;
      expect(row).toBeDefined();
      if (row === undefined) return;
      expect(batch.check(row).ok).toBe(true);
      // Not only the defaults: the fields a row must fill have words.
      expect(row).not.toEqual(batch.defaults);
    },
  );

  it('is in the language shown', async () => {
    const video = batched.find(([kind]) => kind === 'video')?.[1];
    await activateLocale('zh');
    expect(video?.example().prompt).toMatch(/[\u4e00-\u9fff]/u);
  });
});
