import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the unit suite's logic test files live (vite.config.ts's `logic` project). */
export const LOGIC_TEST_ROOTS = ['src', 'scripts', 'e2e/harness'];
/** The logic test files outside those folders. */
export const LOGIC_TEST_FILES = ['csp.test.ts'];
/** The comment by which a logic test file asks for a DOM (Vitest reads it, at the file's top). */
const DOM_COMMENT = /@vitest-environment\s+jsdom\b/;

/**
 * The logic test files (`*.test.ts`, no JSX) that opt into jsdom with the comment above, as paths
 * from `root`. Vitest's logic project shares one module graph per worker across its files (no
 * isolation), and a file in another environment breaks that sharing: with these 23 files among
 * the ~300 Node ones the project took 65 CPU-s and 40 s, against 28 CPU-s and 22 s for the two
 * groups run apart (2026-12-06, 2 cores). So they get a project of their own, found by the same
 * comment that gives them their DOM: a new such file needs nothing else.
 */
export function domLogicTests(root: string): string[] {
  const inFolders = LOGIC_TEST_ROOTS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.test.ts') && !path.includes('node_modules'))
      .map((path) => join(folder, path)),
  );
  return [...inFolders, ...LOGIC_TEST_FILES].filter((path) =>
    DOM_COMMENT.test(readFileSync(join(root, path), 'utf8').slice(0, 2_000)),
  );
}
