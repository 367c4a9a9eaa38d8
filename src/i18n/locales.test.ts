import { describe, expect, it } from 'vitest';
import { initialLocale, matchLocale } from './locales';

describe('choosing the language', () => {
  it('the first preferred language the studio speaks wins, by its base tag', () => {
    expect(matchLocale(['zh-CN', 'en-US'])).toBe('zh');
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh');
    expect(matchLocale(['fr-FR', 'en-GB', 'zh'])).toBe('en');
    expect(matchLocale(['de', 'ZH-TW'])).toBe('zh');
  });

  it('English when the browser prefers nothing the studio speaks', () => {
    expect(matchLocale([])).toBe('en');
    expect(matchLocale(['fr', 'de'])).toBe('en');
  });

  it('a choice made in the studio beats the browser; a damaged stored value does not', () => {
    expect(initialLocale('en', ['zh-CN'])).toBe('en');
    expect(initialLocale('zh', ['en-US'])).toBe('zh');
    expect(initialLocale('klingon', ['zh-CN'])).toBe('zh');
    expect(initialLocale('__proto__', ['en'])).toBe('en');
  });
});
