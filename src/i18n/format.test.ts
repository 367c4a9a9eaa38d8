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

  it('a value keeps its backslashes: a gateway\'s "\\x00" or "\\u0041" is shown as sent, not decoded', () => {
    // Lingui decodes escape sequences in the whole formatted text (found by errors.property.test).
    for (const words of ['a\\x00b', 'path C:\\u0041\\', '\\\\x41'])
      expect(t('gallery.job.label', { kind: words })).toBe(`${words} job`);
  });

  it('counts agree with their words, through the catalogs’ plural rules (one and many, both languages)', async () => {
    expect(t('settings.profiles.runningWarning', { count: 1 })).toBe(
      '1 running job of this profile will no longer be followed: its id stays in the library, but nothing will ask the gateway about it.',
    );
    expect(t('settings.profiles.runningWarning', { count: 2 })).toMatch(
      /^2 running jobs .*their ids stay/,
    );
    expect(t('form.batch.someStarted', { started: 1, size: 2, others: 1, reason: 'Busy.' })).toBe(
      '1 of 2 variations started. The other was not (Busy.); it is in the list with what happened to it.',
    );
    expect(
      t('form.batch.someStarted', { started: 1, size: 3, others: 2, reason: 'Busy.' }),
    ).toContain('The others were not');
    expect(t('gallery.zip.files', { files: 0, totalFiles: 1, size: '0 bytes' })).toBe(
      '0 of 1 file · 0 bytes',
    );
    expect(t('gallery.zip.missingNote', { count: 1 })).toBe(
      'jobs.json in the zip lists it as missing.',
    );
    expect(t('gallery.selection.deleteBody', { count: 1 })).toMatch(/^Its record /);
    await activateLocale('zh');
    expect(t('settings.profiles.runningWarning', { count: 1 })).toBe(
      '此配置的 1 个运行中的任务将不再被跟踪：其 ID 仍保留在作品库中，但不会再向网关查询。',
    );
    expect(t('gallery.zip.files', { files: 0, totalFiles: 1, size: '0 字节' })).toBe(
      '0/1 个文件 · 0 字节',
    );
  });
});
