import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { featurePartDirs, readCatalog } from './catalog-sources';
import { languageNameKey, languageTagKey } from './compile-catalog';
import { defaultLocale, locales } from './locales';

/**
 * The catalogs as written (not as compiled by the build), each language's core and feature parts
 * merged as the build merges them: a missing translation, a stray key, a lost placeholder or a
 * message no code uses fails here, not in front of a creator.
 */
const dir = join(import.meta.dirname, 'catalogs');
const read = (code: string) => readCatalog(code);
const en = read('en');

/** `{name}`, `{count, plural, …}`: the arguments a message expects, whatever its words. */
function placeholders(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '')),
  ].sort();
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('catalogs', () => {
  it('there is one catalog file per language, and no other', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(
      Object.keys(locales)
        .map((c) => `${c}.json`)
        .sort(),
    );
  });

  it('every catalog file is a language of the studio, named by the file itself, and every language has its file', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
    expect(Object.keys(locales).sort()).toEqual(files.sort());
    expect(Object.keys(locales)[0]).toBe(defaultLocale);
    for (const code of files) {
      const catalog = read(code);
      const name = catalog[languageNameKey] ?? '';
      const intl = catalog[languageTagKey] ?? '';
      expect(locales[code], code).toEqual({ name, intl });
      expect(name.trim(), `${code}: its own name`).not.toBe('');
      // A tag Intl knows, of the language the code says (a browser preferring "zh-TW" gets zh).
      expect(Intl.getCanonicalLocales(intl), code).toEqual([intl]);
      expect(intl.toLowerCase().split('-')[0], code).toBe(code.toLowerCase().split('-')[0]);
    }
  });

  for (const code of Object.keys(locales).filter((c) => c !== 'en')) {
    it(`${code} has exactly the keys of en, each with the same placeholders`, () => {
      const other = read(code);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(en)) {
        expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(message),
        });
      }
    });
  }

  it('every message of every catalog compiles (valid ICU)', () => {
    for (const code of Object.keys(locales)) {
      for (const [key, message] of Object.entries(read(code))) {
        expect(() => compileMessage(message), `${code}: ${key}`).not.toThrow();
        expect(message.trim(), `${code}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it('every key is used by the code (a key nobody asks for is a translation nobody sees)', () => {
    const code = sourceFiles(join(import.meta.dirname, '..'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter(
      (key) =>
        !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });

  describe('feature parts', () => {
    const parts = featurePartDirs();
    const readPart = (partDir: string, code: string) =>
      JSON.parse(readFileSync(join(partDir, `${code}.json`), 'utf8')) as Record<string, string>;

    it('there are parts (the generators keep their own messages)', () => {
      expect(parts.map((p) => p.feature)).toContain('video');
    });

    it("each part is written in every language of the studio, with the same keys, each its folder's own, and no other", () => {
      for (const { feature, dir: partDir } of parts) {
        expect(
          readdirSync(partDir)
            .filter((f) => f.endsWith('.json'))
            .sort(),
          feature,
        ).toEqual(
          Object.keys(locales)
            .map((c) => `${c}.json`)
            .sort(),
        );
        const keys = Object.keys(readPart(partDir, defaultLocale)).sort();
        expect(keys.length, `${feature}: an empty part`).toBeGreaterThan(0);
        // Under the folder's own prefix, or the lineage words of an operation it declares (named
        // by the operation's id, decision 025): a key says where it is written.
        expect(
          keys.filter((key) => !key.startsWith(`${feature}.`) && !key.startsWith('lineage.')),
          feature,
        ).toEqual([]);
        for (const code of Object.keys(locales))
          expect(Object.keys(readPart(partDir, code)).sort(), `${feature}/${code}`).toEqual(keys);
      }
    });

    it('a key is written once: never in the core and a part, nor in two parts', () => {
      for (const code of Object.keys(locales)) {
        const written = [
          JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>,
          ...parts.map(({ dir: partDir }) => readPart(partDir, code)),
        ].flatMap((messages) => Object.keys(messages));
        expect(
          written.filter((key, i) => written.indexOf(key) !== i),
          code,
        ).toEqual([]);
        // And the build refuses it (compile-catalog.ts merges with this helper).
        expect(() => readCatalog(code), code).not.toThrow();
      }
    });
  });
});
