import { setupI18n, type Messages } from '@lingui/core';
import en from './catalogs/en.json';
import { defaultLocale, initialLocale, localeStorageKey, locales, type Locale } from './locales';

/** Every message key of the studio: the English catalog is the source, other catalogs mirror it. */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

// The JSON is compiled at build time (compile-catalog.ts): its values are Lingui messages, not strings.
const i18n = setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: en as unknown as Messages } });

/** The other catalogs load on demand: a person who reads English never downloads Chinese. */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => Promise.resolve({ default: en }),
  zh: () => import('./catalogs/zh.json'),
};

/** The message for `key` in the current language, with `{name}` placeholders and ICU plurals filled. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

/** The tag `Intl` formatters use for the current language. */
export function intlLocale(): string {
  return locales[currentLocale()].intl;
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (!(locale in i18n.messages)) {
    const catalog = await loaders[locale]();
    i18n.load(locale, catalog.default as Messages);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locales[locale].intl;
}

/** Chosen in the studio: applied at once and remembered. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit.
  }
}

/** The language to start in: a stored choice, else the browser's preferred languages. */
export function startLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(localeStorageKey);
  } catch {
    stored = null;
  }
  return initialLocale(stored, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}
