import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { preferredLocales } from './normalise';
import { templateChoice } from './templates';

describe('preferredLocales', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale('en');
  });

  it("puts the studio's language first where the browser's is one the studio speaks", async () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    await activateLocale('zh');
    expect(preferredLocales()).toEqual(['zh-CN', 'en-US']);
  });

  it('puts a browser language the studio does not speak first: English is then only the fallback', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(preferredLocales()).toEqual(['de-DE', 'en']);
  });
});

describe('templateChoice', () => {
  const template = {
    template_id: '315446315336768',
    template_name: 'Cozy Winter',
    template_thumbnail_url: 'https://m.example/t.jpg',
    template_thumbnail_video_url: 'https://m.example/t.mp4',
    template_i18n_json: JSON.stringify({
      en: 'Cozy Winter',
      zh: '温暖冬日',
      'pt-BR': 'Inverno aconchegante',
    }),
  };

  it('names a template in the first language its names document has, by locale then language', () => {
    expect(templateChoice(template, ['zh-CN', 'en-US']).name).toBe('温暖冬日');
    expect(templateChoice(template, ['pt-BR']).name).toBe('Inverno aconchegante');
    expect(templateChoice(template, ['ko']).name).toBe('Cozy Winter');
  });

  it('falls back to template_name for a malformed document, and to the number without any name', () => {
    expect(
      templateChoice(
        { ...template, template_i18n_json: '{"en":"Cozy', template_name: 'Melt Away' },
        ['zh-CN'],
      ).name,
    ).toBe('Melt Away');
    expect(templateChoice({ template_id: '42' }, ['en']).name).toBe('#42');
  });

  it('keeps only web addresses for the picture and the preview', () => {
    const choice = templateChoice(
      {
        ...template,
        template_thumbnail_url: 'javascript:alert(1)',
        template_thumbnail_video_url: 'data:text/html,<script>',
      },
      ['en'],
    );
    expect(choice).toMatchObject({ id: '315446315336768', thumbnail: null, preview: null });
    expect(templateChoice(template, ['en'])).toMatchObject({
      thumbnail: 'https://m.example/t.jpg',
      preview: 'https://m.example/t.mp4',
    });
  });
});
