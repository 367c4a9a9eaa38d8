import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * Catalogs are written as plain ICU messages in JSON (`catalogs/<locale>.json`) and compiled at
 * build time, so the browser ships Lingui's small runtime and never an ICU parser. The JSON stays
 * JSON (compiled messages are arrays and strings), so Vite's own JSON loader still turns it into a
 * module; only the values change.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'media-studio-compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]catalogs[\\/][\w-]+\.json$/.test(id)) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
