import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/bytes';
import { formatDuration } from '@/lib/time';
import { activateLocale, currentLocale, t } from './i18n';

describe('formatting per language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('English', () => {
    expect(currentLocale()).toBe('en');
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(4.2 * 1024 * 1024)).toBe('4.2 MB');
    expect(formatDuration(184)).toBe('3 min 4 s');
    expect(t('nav.library')).toBe('Library');
  });

  it('Chinese: the catalog loads on demand and sizes, durations and words follow', async () => {
    await activateLocale('zh');
    expect(t('nav.library')).toBe('作品库');
    expect(formatBytes(0)).toBe('0 字节');
    expect(formatBytes(4.2 * 1024 * 1024)).toMatch(/^4\.2\s?MB$/);
    expect(formatDuration(184)).toBe('3 分 4 秒');
    expect(formatDuration(12)).toBe('12 秒');
  });
});
