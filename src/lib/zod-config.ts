import { z } from 'zod';

/**
 * The build's Content-Security-Policy forbids eval. zod 4 otherwise probes `new Function` to
 * compile fast parsers, which the policy blocks and reports as a violation; jitless mode parses
 * the same way without it (the cost is irrelevant at polling rates; see `npm run bench`).
 */
z.config({ jitless: true });
