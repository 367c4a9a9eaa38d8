import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { isShellKey } from './shell-keys.ts';

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
      if (!/[\\/]src[\\/]i18n[\\/]catalogs[\\/][\w-]+\.json(?:$|\?)/.test(id)) return null;
      // `?part=shell` / `?part=rest`: the half the start-up needs, or the other (shell-keys.ts).
      const part = /[?&]part=(shell|rest)\b/.exec(id)?.[1];
      const source = JSON.parse(code) as Record<string, string>;
      const wanted = Object.entries(source).filter(([key]) => part === undefined || isShellKey(key) === (part === 'shell'));
      const compiled = Object.fromEntries(wanted.map(([key, message]) => [key, compileMessage(message)]));
      // A half is not the file Vite's JSON loader expects: it becomes a module here.
      const json = JSON.stringify(compiled);
      return { code: part === undefined ? json : `export default ${json};`, map: null };
    },
  };
}
