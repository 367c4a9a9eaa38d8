import { useSyncExternalStore } from 'react';
import { currentLocale, onLocaleChange, t } from './i18n';
import type { Locale } from './locales';

/** The current language; a component that reads it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}

/** `t` for a component: subscribing makes the component follow a language switch at once. */
export function useT(): typeof t {
  useLocale();
  return t;
}
