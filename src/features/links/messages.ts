import type messages from './messages/en.json';

/** This folder's messages (`messages/<locale>.json`) are keys of `t()` (docs/i18n.md). */
declare module '@/i18n/i18n' {
  interface MessageCatalogs {
    links: typeof messages;
  }
}
