import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a language's messages are written (docs/i18n.md): the core catalog,
 * `i18n/catalogs/<locale>.json` (the shell, and what several folders share), and each feature
 * folder's own part, `features/<folder>/messages/<locale>.json`. The catalog compiler merges them
 * (compile-catalog.ts), and so does every test or script that reads the catalogs, through this
 * module, so all of them see the same messages. Node only: it reads the files.
 */

/** Messages as written: key → ICU message. */
export type CatalogSource = Record<string, string>;

/** One file of a language's messages. */
export interface CatalogFile {
  /** Its absolute path. */
  readonly file: string;
  readonly messages: CatalogSource;
}

/** src/, found from this file's place in it (the plugin passes its own, from the catalog's id). */
export const sourceRoot = (): string => fileURLToPath(new URL('..', import.meta.url));

export const coreCatalogFile = (src: string, locale: string): string =>
  join(src, 'i18n', 'catalogs', `${locale}.json`);

const readSource = (file: string): CatalogSource =>
  JSON.parse(readFileSync(file, 'utf8')) as CatalogSource;

/** The feature folders that have a `messages/` part, each with its folder, by name. */
export function featurePartDirs(src: string = sourceRoot()): { feature: string; dir: string }[] {
  const features = join(src, 'features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(features, entry.name, 'messages')))
    .map((entry) => ({ feature: entry.name, dir: join(features, entry.name, 'messages') }))
    .sort((a, b) => a.feature.localeCompare(b.feature));
}

/**
 * A language's files: its core catalog first (`core`, when the caller has already read it), then
 * every feature part written in that language, by folder name.
 */
export function catalogFiles(
  locale: string,
  src: string = sourceRoot(),
  core: CatalogSource = readSource(coreCatalogFile(src, locale)),
): CatalogFile[] {
  const parts = featurePartDirs(src)
    .map(({ dir }) => join(dir, `${locale}.json`))
    .filter((file) => existsSync(file))
    .map((file) => ({ file, messages: readSource(file) }));
  return [{ file: coreCatalogFile(src, locale), messages: core }, ...parts];
}

/**
 * One catalog from its files. A key is written once: in the core or in one part, never in two
 * (which of them would the studio show?), so a second one fails, naming both files.
 */
export function mergeCatalog(files: readonly CatalogFile[]): CatalogSource {
  const merged: CatalogSource = {};
  const from = new Map<string, string>();
  // Named from the project's folder: src/i18n/catalogs/en.json, src/features/…/messages/en.json.
  const root = files[0] === undefined ? '' : dirname(dirname(dirname(dirname(files[0].file))));
  for (const { file, messages } of files) {
    for (const [key, message] of Object.entries(messages)) {
      const first = from.get(key);
      if (first !== undefined)
        throw new Error(
          `The message "${key}" is written twice, in ${relative(root, first)} and in ` +
            `${relative(root, file)}: keep it in one of them (docs/i18n.md).`,
        );
      from.set(key, file);
      merged[key] = message;
    }
  }
  return merged;
}

/** A language's whole catalog, as the build compiles it: the core and every part, merged. */
export function readCatalog(locale: string, src: string = sourceRoot()): CatalogSource {
  return mergeCatalog(catalogFiles(locale, src));
}
