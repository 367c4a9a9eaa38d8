// First: the task the chunk arrives in ends before zod sets itself up (yield-on-arrival.ts).
import './yield-on-arrival';
// eslint-disable-next-line no-restricted-syntax -- the one place zod is imported and configured
import * as z from 'zod/mini';
// eslint-disable-next-line no-restricted-syntax -- zod's English messages, set below
import english from 'zod/v4/locales/en.js';
import { yieldToMain } from './yield';

/**
 * The studio's one door to zod: every module imports `z` from here, never from 'zod', so the
 * configuration below runs before any schema anywhere is built or used — whatever order the
 * bundler's chunks are evaluated in (a schema parsed at a module's top level in a shared chunk ran
 * before a config imported first by main.tsx, and tripped the CSP).
 *
 * The build's Content-Security-Policy forbids eval. zod 4 otherwise probes `new Function` to
 * compile fast parsers, which the policy blocks and reports as a violation; jitless mode parses
 * the same way without it (the cost is irrelevant at polling rates; see `npm run bench`).
 */
z.config({ jitless: true });
/**
 * zod's tree-shakable form, `zod/mini` (decision 058): a schema is built from functions
 * (`z.optional(z.string().check(z.trim(), z.maxLength(80)))`) instead of methods, so the build
 * carries only the parts the studio uses — about 10 KB gzip where zod's method API, which carries
 * every part on every schema, was 25 KB on every generator page. The same core parses: the
 * results, issues and paths are zod's. The mini form brings no messages of its own, so zod's
 * English ones are set here as the full form sets them: an answer's problem reads as before
 * ("Invalid input: expected string, received number").
 */
z.config(english());

/**
 * The task ends here once zod has set itself up, as `dexie.ts` ended Dexie's until decision 062 (issue 57, decision 054):
 * evaluating zod is a large part of what the `shared` chunk's modules do when they first run.
 */
await yieldToMain();

export { z };

/**
 * A schema built on first use instead of when its module loads. Building zod schemas is most of
 * what evaluating the pages' shared code costs (measured: ~6 of its ~12 ms on a fast machine, four
 * times that on a throttled phone, in one task on the way to the first interaction). The stand-in
 * forwards every use to the schema, built once; types are the schema's own.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key) as unknown,
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property its (empty) target lacks as fixed.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
  });
}
