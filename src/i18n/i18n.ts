import { setupI18n, type Messages } from '@lingui/core';
import type enCatalog from './catalogs/en.json';
import enShell from './catalogs/en.json?part=shell';
import { defaultLocale, initialLocale, localeStorageKey, locales, type Locale } from './locales';

/** Every message key of the studio: the English catalog is the source, other catalogs mirror it. */
export type MessageKey = keyof typeof enCatalog;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

// The JSON is compiled at build time (compile-catalog.ts): its values are Lingui messages, not
// strings. English starts with the shell's messages only (shell-keys.ts); the rest follows with
// the studio's lazy parts (`loadAllMessages`).
const i18n = setupI18n({ locale: defaultLocale, messages: { [defaultLocale]: enShell as unknown as Messages } });

/** The other catalogs load on demand: a person who reads English never downloads Chinese. */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => Promise.resolve({ default: enShell }),
  zh: () => import('./catalogs/zh.json'),
};
/** What a language adds to its first catalog once the whole studio is wanted (Chinese loads whole). */
const restLoaders: Record<Locale, (() => Promise<{ default: unknown }>) | null> = {
  en: () => import('./catalogs/en.json?part=rest'),
  zh: null,
};
const complete = new Set<Locale>(['zh']);
let everyMessageWanted = false;

async function completeCatalog(locale: Locale): Promise<void> {
  const loader = restLoaders[locale];
  if (complete.has(locale) || loader === null) return;
  const rest = await loader();
  i18n.load(locale, rest.default as Messages);
  complete.add(locale);
}

/**
 * Every message of the current language (and of any language switched to later): the studio's
 * lazy parts wait for this before they render, the shell does not need it.
 */
export async function loadAllMessages(): Promise<void> {
  everyMessageWanted = true;
  await completeCatalog(currentLocale());
}

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
  if (everyMessageWanted) await completeCatalog(locale);
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
