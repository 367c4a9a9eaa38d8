import { compileMessage } from '@lingui/message-utils/compileMessage';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { catalogFiles, mergeCatalog, type CatalogSource } from './catalog-sources.ts';
import { isShellKey } from './shell-keys.ts';

/**
 * The two entries by which a catalog names its language: in its own words and script (the
 * language switch lists it so), and as the BCP 47 tag `Intl` formats with and `<html lang>` takes.
 * They are what makes a catalog file a language of the studio (locales.ts reads them, `?part=meta`).
 */
export const languageNameKey = 'language.name';
export const languageTagKey = 'language.intl';

/**
 * Catalogs are written as plain ICU messages in JSON (`catalogs/<locale>.json`, and each feature
 * folder's part, `features/<folder>/messages/<locale>.json`) and compiled at build time, so the
 * browser ships Lingui's small runtime and never an ICU parser. Importing `catalogs/<locale>.json`
 * gives the language's whole catalog: the core merged with every part (catalog-sources.ts; a key
 * written twice fails the build). The JSON stays JSON (compiled messages are arrays and strings),
 * so Vite's own JSON loader still turns it into a module; only the values change.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'media-studio-compile-catalogs',
    enforce: 'pre',
    // A part is no module (nothing imports it), and Vite keeps no watched file of a JSON module:
    // when a part changes, the dev server updates its language's catalog modules instead, as if
    // the core file had changed.
    hotUpdate({ file, modules }) {
      if (!/[\\/]src[\\/]features[\\/][\w-]+[\\/]messages[\\/][\w-]+\.json$/.test(file)) return;
      const src = dirname(dirname(dirname(dirname(file))));
      const core = join(src, 'i18n', 'catalogs', `${basename(file, '.json')}.json`);
      return [...modules, ...(this.environment.moduleGraph.getModulesByFile(core) ?? [])];
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]catalogs[\\/][\w-]+\.json(?:$|\?)/.test(id)) return null;
      const core = JSON.parse(code) as CatalogSource;
      // `?part=meta`: only the language's name and tag, as written (every language's meta is in
      // the start-up bundle: the switch lists them all, a first visit matches the browser's).
      if (/[?&]part=meta\b/.test(id)) {
        const name = core[languageNameKey];
        const intl = core[languageTagKey];
        if (!name || !intl)
          throw new Error(
            `${id}: a catalog names its language with "${languageNameKey}" and "${languageTagKey}"`,
          );
        return { code: `export default ${JSON.stringify({ name, intl })};`, map: null };
      }
      // The feature parts are read here, in Node: the core catalog's module is what the studio
      // imports, and it is compiled again when a part changes (a watching build is told of them
      // here, the dev server in `hotUpdate`).
      const file = id.replace(/\?.*$/, '');
      const files = catalogFiles(basename(file, '.json'), dirname(dirname(dirname(file))), core);
      for (const part of files.slice(1)) this.addWatchFile(part.file);
      const source = mergeCatalog(files);
      // `?part=shell` / `?part=rest`: the half the start-up needs, or the other (shell-keys.ts).
      const part = /[?&]part=(shell|rest)\b/.exec(id)?.[1];
      const wanted = Object.entries(source).filter(
        ([key]) => part === undefined || isShellKey(key) === (part === 'shell'),
      );
      const compiled = Object.fromEntries(
        wanted.map(([key, message]) => [key, compileMessage(message)]),
      );
      // A half is not the file Vite's JSON loader expects: it becomes a module here.
      const json = JSON.stringify(compiled);
      return { code: part === undefined ? json : `export default ${json};`, map: null };
    },
  };
}
