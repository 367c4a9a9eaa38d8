// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog, sourceRoot } from '@/i18n/catalog-sources';

/**
 * A feature reads only its own message keys and the shared ones (issue 53 item 3): a key named
 * after another feature (`clip.prompt.hint` in Pixa, `video.label` in Music) ties the two
 * together — rename or remove it in one and the other shows a key. What several folders say is a
 * shared key in the core catalog (`form.*`, `media.*`, `status.*`, …; docs/i18n.md).
 */

const src = sourceRoot();
const featuresDir = join(src, 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const keys = new Set(Object.keys(readCatalog('en', src)));

/** Every source file of a folder, tests left out (a test may name any key it checks). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each message key in the text whose first part names a feature other than `own`. */
function othersKeys(text: string, own: string): string[] {
  const found: string[] = [];
  for (const [, key = ''] of text.matchAll(/['"`]([a-z][a-zA-Z]*\.[\w.-]+)['"`]/g)) {
    const prefix = key.slice(0, key.indexOf('.'));
    if (prefix !== own && features.includes(prefix) && keys.has(key)) found.push(key);
  }
  return found;
}

describe('a feature reads only its own message keys and the shared ones', () => {
  it('no file under src/features/<name>/ reads a key named after another feature', () => {
    const read = features.flatMap((feature) =>
      sourceFiles(join(featuresDir, feature)).flatMap((file) =>
        othersKeys(readFileSync(file, 'utf8'), feature).map(
          (key) => `${relative(src, file)} reads ${key}`,
        ),
      ),
    );
    expect(read).toEqual([]);
  });

  it('names the key another feature owns, and lets its own and shared keys be', () => {
    expect(othersKeys("t('video.label'); t('music.label'); t('form.prompt')", 'music')).toEqual([
      'video.label',
    ]);
    // Not a key of any catalog: a file name, a path.
    expect(othersKeys("'video.mp4', 'clip.nothing.here'", 'music')).toEqual([]);
  });
});
