import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { formatDate, formatTime } from './time';

const moment = Date.UTC(2026, 10, 28, 14, 5);

describe('formatTime and formatDate', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('write what toLocaleString writes, in the studio language of the moment', async () => {
    expect(formatTime(moment)).toBe(
      new Date(moment).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDate(moment)).toBe(
      new Date(moment).toLocaleDateString('en', { dateStyle: 'medium' }),
    );
    await activateLocale('zh');
    expect(formatTime(moment)).toBe(
      new Date(moment).toLocaleString('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDate(moment)).toContain('2026');
    expect(formatDate(moment)).not.toBe(
      new Date(moment).toLocaleDateString('en', { dateStyle: 'medium' }),
    );
  });

  it('write a time no Date can hold as the browser does, instead of throwing', () => {
    expect(formatTime(Number.NaN)).toBe('Invalid Date');
    expect(formatDate(Number.POSITIVE_INFINITY)).toBe('Invalid Date');
  });
});
