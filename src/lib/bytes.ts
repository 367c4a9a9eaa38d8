import { intlLocale, t } from '@/i18n/i18n';

const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it: "0 bytes", "812 KB", "4.2 MB", "1.5 GB" (1 KB = 1,024 bytes), in the studio's language. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return t('format.bytes.zero');
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(value.toFixed(digits)));
  // Binary units read the same in every language the studio speaks; only plain bytes are words.
  return unit === 0
    ? t('format.bytes', { count: Math.round(value), n: number })
    : `${number} ${units[unit] ?? 'bytes'}`;
}
