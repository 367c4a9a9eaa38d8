/// <reference types="vite/client" />
/**
 * The studio's languages: one per catalog file, `catalogs/<code>.json`, which names its language
 * itself (`language.name`, `language.intl`; compile-catalog.ts). Adding a language is adding its
 * catalog, nothing else; see docs/i18n.md. Only these two entries of each catalog are in the
 * start-up bundle: the messages load when the language is chosen (i18n.ts).
 */
const named = ((): Record<string, { name: string; intl: string }> => {
  try {
    return import.meta.glob<{ name: string; intl: string }>('./catalogs/*.json', {
      query: '?part=meta',
      import: 'default',
      eager: true,
    });
  } catch {
    // Outside Vite there is no glob: `npm run bench` runs the studio's modules in Node (tsx),
    // where the studio speaks its built-in English only.
    return { './catalogs/en.json': { name: 'English', intl: 'en' } };
  }
})();

/** A language code: the catalog's file name (`zh` for `catalogs/zh.json`), stored as the choice. */
export type Locale = string;
export interface LocaleInfo {
  /** In its own words and script, as the language switch lists it. */
  readonly name: string;
  /** The BCP 47 tag `Intl` formats with and `<html lang>` takes. */
  readonly intl: string;
}

export const defaultLocale: Locale = 'en';
export const localeStorageKey = 'media-studio.language';

/** The default language first, then the others by code. */
export const locales: Readonly<Record<Locale, LocaleInfo>> = Object.fromEntries(
  Object.entries(named)
    .map(([path, info]) => [/([\w-]+)\.json$/.exec(path)?.[1] ?? path, info] as const)
    .sort(([a], [b]) => (a === defaultLocale ? -1 : b === defaultLocale ? 1 : a.localeCompare(b))),
);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value);
}

/** The Intl tag of a language the studio speaks. */
export function intlTag(locale: Locale): string {
  return (Object.hasOwn(locales, locale) ? locales[locale]?.intl : undefined) ?? defaultLocale;
}

/**
 * "zh-Hans-CN" → zh, "en-GB" → en: the first of the browser's preferred languages the studio
 * speaks, by its whole tag (a `pt-BR.json` catalog) or else its language part.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  const codes = Object.keys(locales);
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const base = lower.split('-')[0];
    const found =
      codes.find((code) => code.toLowerCase() === lower) ??
      codes.find((code) => code.toLowerCase() === base);
    if (found !== undefined) return found;
  }
  return defaultLocale;
}

/** A choice made in the studio wins; otherwise the browser's preferred languages on a first visit. */
export function initialLocale(stored: string | null, preferred: readonly string[]): Locale {
  return isLocale(stored) ? stored : matchLocale(preferred);
}
