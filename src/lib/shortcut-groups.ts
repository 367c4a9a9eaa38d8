/**
 * The "Keyboard shortcuts" sheet's lines, apart from the keys' rules (`shortcuts.ts`): only the
 * sheet reads them, and it comes when first opened.
 */

import { t } from '@/i18n/i18n';

/** One line of the "Keyboard shortcuts" sheet. */
export interface ShortcutLine {
  keys: readonly string[];
  does: string;
}

export interface ShortcutGroup {
  /** Stable across languages (element ids, React keys). */
  id: string;
  title: string;
  lines: readonly ShortcutLine[];
}

/** Everything the keyboard can do, as the sheet lists it. Words are getters: read in the current language. */
export const shortcutGroups: readonly ShortcutGroup[] = [
  {
    id: 'everywhere',
    get title() {
      return t('shortcuts.group.everywhere');
    },
    lines: [
      {
        keys: ['?'],
        get does() {
          return t('shortcuts.help');
        },
      },
      {
        keys: ['Ctrl / ⌘', 'Enter'],
        get does() {
          return t('shortcuts.generate');
        },
      },
    ],
  },
  {
    id: 'library',
    get title() {
      return t('nav.library');
    },
    lines: [
      {
        keys: ['/'],
        get does() {
          return t('shortcuts.search');
        },
      },
      {
        keys: ['F'],
        get does() {
          return t('shortcuts.star');
        },
      },
      {
        keys: ['Delete'],
        get does() {
          return t('shortcuts.remove');
        },
      },
      {
        keys: ['←', '→'],
        get does() {
          return t('shortcuts.prevNext');
        },
      },
      {
        keys: ['Esc'],
        get does() {
          return t('shortcuts.close');
        },
      },
    ],
  },
];
