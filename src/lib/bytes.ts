const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it: "0 bytes", "812 KB", "4.2 MB", "1.5 GB" (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit] ?? 'bytes'}`;
}
