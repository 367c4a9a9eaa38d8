import { intlLocale, t } from '@/i18n/i18n';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

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
  const rounded = Number(value.toFixed(digits));
  return new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit: units[unit] ?? 'byte',
    // "812 bytes", but "812 KB": the long form reads better for plain bytes.
    unitDisplay: unit === 0 ? 'long' : 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rounded);
}
