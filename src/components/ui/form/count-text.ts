import { intlLocale, t } from '@/i18n/i18n';
export const formatCount = (n: number) => n.toLocaleString(intlLocale());

/** "3,980 / 4,000" near the limit; "12 characters over the 4,000 limit" past it. */
export function countText(length: number, max: number): string {
  const over = length - max;
  if (over <= 0) return t('form.count', { length: formatCount(length), max: formatCount(max) });
  return t('form.countOver', { over, overText: formatCount(over), max: formatCount(max) });
}
