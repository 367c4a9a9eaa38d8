import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featurePartDirs, mergeCatalog, readCatalog, type CatalogSource } from './catalog-sources';
import en from './catalogs/en.json';
import { compileCatalogs } from './compile-catalog';
import { isShellKey } from './shell-keys';

type Transform = (
  this: { addWatchFile: (file: string) => void },
  code: string,
  id: string,
) => { code: string } | null;

/**
 * A catalog module as the plugin compiles it, read from its output (the module objects cannot be
 * inspected in a test: Lingui's `load` adds the rest of English into the start-up half's object).
 */
function compiled(name: string, watched: string[]): Record<string, unknown> {
  const transform = compileCatalogs().transform as Transform;
  const file = join(import.meta.dirname, 'catalogs', name.replace(/\?.*$/, ''));
  const out = transform.call(
    { addWatchFile: (part) => watched.push(part) },
    readFileSync(file, 'utf8'),
    join(import.meta.dirname, 'catalogs', name),
  );
  return JSON.parse(out?.code.replace(/^export default /, '').replace(/;$/, '') ?? '{}') as Record<
    string,
    unknown
  >;
}

describe('catalog sources', () => {
  it('the catalog the studio imports is the core with every feature part (the same plugin as the build)', () => {
    const written = readCatalog('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(written).sort());
    // A message of a part, compiled.
    expect(Object.hasOwn(en, 'video.prompt.placeholder')).toBe(true);
    expect(Object.hasOwn(written, 'video.prompt.placeholder')).toBe(true);
  });

  it('the start-up half and the rest cover the merged catalog exactly once, split as before, and the parts are watched', () => {
    const watched: string[] = [];
    const shell = Object.keys(compiled('en.json?part=shell', watched));
    const rest = Object.keys(compiled('en.json?part=rest', watched));
    expect([...shell, ...rest].sort()).toEqual(Object.keys(readCatalog('en')).sort());
    expect(shell.every(isShellKey)).toBe(true);
    expect(rest.some(isShellKey)).toBe(false);
    // A generator's heading is in its part and still in the start-up half.
    expect(shell).toContain('music.label');
    expect(new Set(watched)).toEqual(
      new Set(featurePartDirs().map(({ dir }) => join(dir, 'en.json'))),
    );
  });

  it('a key written twice fails, naming both files', () => {
    const file = (path: string) => join('/project', path);
    const core = {
      file: file('src/i18n/catalogs/en.json'),
      messages: { 'nav.library': 'Library' },
    };
    const a = { file: file('src/features/a/messages/en.json'), messages: { 'a.title': 'A' } };
    const b = (messages: CatalogSource) => ({
      file: file('src/features/b/messages/en.json'),
      messages,
    });
    expect(mergeCatalog([core, a, b({ 'b.title': 'B' })])).toEqual({
      'nav.library': 'Library',
      'a.title': 'A',
      'b.title': 'B',
    });
    expect(() => mergeCatalog([core, a, b({ 'nav.library': 'B' })])).toThrow(
      'The message "nav.library" is written twice, in src/i18n/catalogs/en.json and in src/features/b/messages/en.json',
    );
    expect(() => mergeCatalog([core, a, b({ 'a.title': 'B' })])).toThrow(
      'in src/features/a/messages/en.json and in src/features/b/messages/en.json',
    );
  });
});
