// eslint-disable-next-line no-restricted-syntax -- the one place zod is imported and configured
import { z } from 'zod';

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

export { z };
