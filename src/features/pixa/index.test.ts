import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { summaryLines } from '@/jobs/summary-fields';
import { zPixaRecord } from './gateway-schema';
import { pixaGenerator, pixaImporter } from './index';
import { normalisePixaRecord } from './normalise';

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

describe('pixa card: the template line', () => {
  it('names the template in the language of the moment, not the one it was stored in (issue 38)', async () => {
    const raw = zPixaRecord.parse({
      video_id: '7',
      video_status: 1,
      url: 'https://media.example/out.mp4',
      template_name: 'Earth Zoom',
      template_i18n_json: JSON.stringify({ en: 'Earth Zoom', 'zh-CN': '地球缩放' }),
    });
    // Followed while the studio spoke English: the stored line is English.
    const { fields = {} } = normalisePixaRecord(raw, ['en-US']);
    expect(fields.Template).toBe('Earth Zoom');
    await activateLocale('zh');
    try {
      expect(summaryLines(fields, pixaGenerator.summaryFields, raw)).toContainEqual({
        key: 'Template',
        label: '模板',
        text: '地球缩放',
      });
      // A record without names in other languages reads as stored.
      expect(
        summaryLines(fields, pixaGenerator.summaryFields, { ...raw, template_i18n_json: '' }),
      ).toContainEqual({ key: 'Template', label: '模板', text: 'Earth Zoom' });
    } finally {
      await activateLocale('en');
    }
  });
});
