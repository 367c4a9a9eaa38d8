/// <reference types="vite/client" />
import { setupI18n, type Messages } from '@lingui/core';
import type enCatalog from './catalogs/en.json';
import enShell from './catalogs/en.json?part=shell';
import { defaultLocale, initialLocale, intlTag, localeStorageKey, type Locale } from './locales';

/**
 * The English messages the type system knows, by where they are written: the core catalog here,
 * and each feature folder's part, added by that folder's `messages.ts` (module augmentation:
 * `declare module '@/i18n/i18n' { interface MessageCatalogs { <folder>: typeof en } }`), so i18n
 * learns the parts' keys without importing any feature (i18n sits below features).
 */
export interface MessageCatalogs {
  core: typeof enCatalog;
}

/**
 * Every message key of the studio: the English catalog (the core and every part) is the source,
 * other languages mirror it.
 */
export type MessageKey = {
  [Catalog in keyof MessageCatalogs]: keyof MessageCatalogs[Catalog];
}[keyof MessageCatalogs];
export type MessageValues = Record<string, string | number | Date | null | undefined>;

// The JSON is compiled at build time (compile-catalog.ts): its values are Lingui messages, not
// strings. English starts with the shell's messages only (shell-keys.ts); the rest follows with
// the studio's lazy parts (`loadAllMessages`).
const i18n = setupI18n({
  locale: defaultLocale,
  messages: { [defaultLocale]: enShell as unknown as Messages },
});

/**
 * Every other catalog in `catalogs/`, each its own chunk loaded whole when its language is chosen:
 * a person who reads English never downloads Chinese, and a new catalog file is found here.
 */
const otherCatalogs = ((): Record<string, () => Promise<Messages>> => {
  try {
    return import.meta.glob<Messages>(['./catalogs/*.json', '!./catalogs/en.json'], {
      import: 'default',
    });
  } catch {
    // Outside Vite (the bench in Node, see locales.ts): English only.
    return {};
  }
})();
/** What English adds to its shell once the whole studio is wanted. */
const restOfDefault = () =>
  import('./catalogs/en.json?part=rest').then((m) => m.default as Messages);

async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = otherCatalogs[`./catalogs/${locale}.json`];
  if (load === undefined) throw new Error(`There is no catalog for the language "${locale}".`);
  return load();
}

/** Languages whose catalog is in `i18n` (Lingui's `messages` is only the active language's). */
const loaded = new Set<Locale>([defaultLocale]);
let defaultComplete = false;
let everyMessageWanted = false;

async function completeCatalog(locale: Locale): Promise<void> {
  // Only English starts in halves; another language arrives whole.
  if (locale !== defaultLocale || defaultComplete) return;
  i18n.load(defaultLocale, await restOfDefault());
  defaultComplete = true;
}

/**
 * Every message of the current language (and of any language switched to later): the studio's
 * lazy parts wait for this before they render, the shell does not need it.
 */
export async function loadAllMessages(): Promise<void> {
  everyMessageWanted = true;
  await completeCatalog(currentLocale());
}

// Marks around each text value while the message is formatted, so the joins can be seen after.
const open = '\uE001';
const close = '\uE002';
const han = /\p{Script=Han}/u;
const latin = /\p{Script=Latin}/u;
const marks = /[\uE001\uE002]/;
/**
 * A value's backslashes, held apart while Lingui formats: it decodes `\uXXXX` and `\xXX` in the
 * whole formatted text, values included, so a gateway's words "a\x00b" came out as "ab".
 */
const backslash = '\uE003';

/** Han beside a Latin letter, either way round: Chinese sets a space between them ("Pixa 任务"). */
function wantsSpace(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined || a === '' || b === '') return false;
  return (han.test(a) && latin.test(b)) || (latin.test(a) && han.test(b));
}

/**
 * The arguments a message chooses by (`{expected, select, …}`, plurals): their values must reach
 * the formatter as they are, unmarked.
 */
function chosenBy(message: unknown, found: Set<string> = new Set()): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const token of message as unknown[]) {
    if (!Array.isArray(token)) continue;
    const [name, type, options] = token as [unknown, unknown, unknown];
    if (typeof name === 'string' && typeof type === 'string') found.add(name);
    if (options !== null && typeof options === 'object')
      for (const branch of Object.values(options)) chosenBy(branch, found);
  }
  return found;
}

/**
 * A value set beside the message's own words: a Latin name ("Pixa") in a Chinese sentence
 * ("{kind}任务") gets the space Chinese typesetting puts between the scripts, which the catalog
 * cannot write because the same message also takes Chinese names ("视频任务"). Nothing changes where
 * the scripts do not meet, so English is untouched.
 */
function spaceAtJoins(text: string): string {
  const parts = text.split(marks);
  let out = '';
  for (const [i, part] of parts.entries()) {
    if (
      i > 0 &&
      wantsSpace(
        out.at(-1),
        parts
          .slice(i)
          .find((p) => p !== '')
          ?.at(0),
      )
    )
      out += ' ';
    out += part;
  }
  return out;
}

/** The message for `key` in the current language, with `{name}` placeholders and ICU plurals filled. */
export function t(key: MessageKey, values?: MessageValues): string {
  if (values === undefined) return i18n._(key);
  const keep = chosenBy((i18n.messages as Record<string, unknown>)[key]);
  const marked: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    marked[name] =
      typeof value === 'string' && !keep.has(name)
        ? `${open}${value.replaceAll('\\', backslash)}${close}`
        : value;
  return spaceAtJoins(i18n._(key, marked)).replaceAll(backslash, '\\');
}

/**
 * A message kept as its key and values rather than its words (in a job's record): put into words
 * when shown, so it reads in the language of that moment. A value may itself be such a message.
 */
export interface StoredMessage {
  key: string;
  values?: Record<string, string | number | StoredMessage> | undefined;
}

/** The message `key` with `values`, kept for wording later (`word`). */
export function message(
  key: MessageKey,
  values?: Record<string, string | number | StoredMessage>,
): StoredMessage {
  return values === undefined ? { key } : { key, values };
}

/**
 * A stored message in the current language; null when a key is not in the catalog (a record of
 * another version of the studio), so the caller falls back to the words stored with it.
 */
export function word(stored: StoredMessage | string): string | null {
  if (typeof stored === 'string') return stored;
  if (!Object.hasOwn(i18n.messages, stored.key)) return null;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(stored.values ?? {})) {
    const worded = typeof value === 'object' ? word(value) : value;
    if (worded === null) return null;
    values[name] = worded;
  }
  return t(stored.key as MessageKey, values);
}

export function currentLocale(): Locale {
  return i18n.locale;
}

/** The tag `Intl` formatters use for the current language. */
export function intlLocale(): string {
  return intlTag(currentLocale());
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadCatalog(locale));
    loaded.add(locale);
  }
  if (everyMessageWanted) await completeCatalog(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = intlTag(locale);
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
