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

  it('Chinese: a Latin name set in a sentence gets the space between the scripts, a Chinese one none', async () => {
    await activateLocale('zh');
    expect(t('gallery.job.label', { kind: 'Pixa' })).toBe('Pixa 任务');
    expect(t('gallery.job.label', { kind: 'GPTs' })).toBe('GPTs 任务');
    expect(t('gallery.job.label', { kind: '视频' })).toBe('视频任务');
    expect(t('app.announce.finished', { kind: 'Pikb' })).toBe('Pikb 任务已完成');
    // A value a message chooses by reaches it unmarked.
    expect(t('gateway.answer.expectedType', { expected: 'string' })).not.toContain('string');
  });

  it('English: values are set as they come', () => {
    expect(t('gallery.job.label', { kind: 'Pixa' })).toBe('Pixa job');
    expect(t('gateway.answer.expectedType', { expected: 'string' })).toBe('expected some text');
    expect(t('gallery.job.label', { kind: '视频' })).toBe('视频 job');
  });
});
