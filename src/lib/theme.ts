import { useSyncExternalStore } from 'react';
import { storedChoice } from './stored-choice';

/**
 * Light, dark, or whatever the system says. "System" is pure CSS (`prefers-color-scheme`), so it
 * follows the system at once; a chosen theme puts its class on <html>, which the dark variant and
 * the colour tokens in index.css read. `public/theme.js` applies the stored choice before the
 * first paint (the CSP allows no inline script); this module keeps it afterwards.
 */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Also read by public/theme.js: keep the two in step. */
export const THEME_KEY = 'media-studio.theme';

export function parseTheme(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The class on <html> for a choice: none for "system", which the stylesheet resolves itself. */
export function themeClass(choice: ThemeChoice): 'light' | 'dark' | null {
  return choice === 'system' ? null : choice;
}

export function readTheme(): ThemeChoice {
  try {
    return parseTheme(window.localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

export function applyTheme(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
): void {
  const cls = themeClass(choice);
  root.classList.toggle('light', cls === 'light');
  root.classList.toggle('dark', cls === 'dark');
}

// Another tab's choice applies here too.
const stored = storedChoice(THEME_KEY, () => applyTheme(readTheme()));

export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not remembered where storage is refused; it still applies to this page.
  }
  applyTheme(choice);
  stored.changed();
}

export function useTheme(): ThemeChoice {
  return useSyncExternalStore(stored.subscribe, readTheme, () => 'system');
}
