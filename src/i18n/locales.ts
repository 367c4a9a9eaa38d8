/**
 * The studio's languages. Adding one is a catalog file (`catalogs/<code>.json`, every key of
 * `en.json` translated) and a line here; see docs/i18n.md.
 */
export const locales = {
  en: { name: 'English', intl: 'en' },
  zh: { name: '简体中文', intl: 'zh-CN' },
} as const;

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = 'en';
export const localeStorageKey = 'media-studio.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value);
}

/** "zh-Hans-CN" → zh, "en-GB" → en: the first of the browser's preferred languages the studio speaks. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}

/** A choice made in the studio wins; otherwise the browser's preferred languages on a first visit. */
export function initialLocale(stored: string | null, preferred: readonly string[]): Locale {
  return isLocale(stored) ? stored : matchLocale(preferred);
}
