import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the start chunk holds is what `src/main.tsx` imports statically, module by module (the build
 * groups every `$initial` module into `start`; decision 017). Its budget is 100 KB gzip (issue
 * 44), and React DOM alone is 63 KB of it: the libraries the first screen does not need load with
 * the lazy parts, never from here (decision 034).
 */
const src = resolve(__dirname, '..');

/** Static imports and re-exports (not `import type`, not `import()`), as written. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of code.matchAll(
    /^\s*(import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  ))
    if (m[2] !== undefined) found.push(m[2]);
  return found;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const base = bare.startsWith('@/') ? join(src, bare.slice(2)) : resolve(dirname(from), bare);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/** Every package the start path imports, with the first module that brings it in. */
function startPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [join(src, 'main.tsx')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const next = resolveLocal(file, specifier);
        if (next !== undefined) queue.push(next);
      } else if (!packages.has(specifier)) packages.set(specifier, relative(src, file));
    }
  }
  return packages;
}

describe('the start path (what main.tsx imports before anything lazy)', () => {
  it('imports no library the first screen does not need', () => {
    const heavy =
      /^(zod|dexie|react-hook-form|@hookform|@tanstack|yjs|y-|@hocuspocus|mediabunny|client-zip|papaparse|lossless-json|downshift)/;
    const found = [...startPackages()].filter(([name]) => heavy.test(name));
    expect(found.map(([name, by]) => `${name} (from ${by})`)).toEqual([]);
  });

  it('still sees what it does import (the walk is not empty)', () => {
    expect([...startPackages().keys()]).toEqual(
      expect.arrayContaining(['react', 'react-dom/client']),
    );
  });
});
