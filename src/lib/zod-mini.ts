// eslint-disable-next-line no-restricted-syntax -- the one place zod/mini is imported and configured
import * as z from 'zod/mini';

/**
 * zod's tree-shakable form, for the few schemas on the start-up path (the gateway settings read
 * before the first render): it weighs a fraction of the full API, which loads later with the
 * studio's lazy parts. Same configuration as `@/lib/zod` (jitless, for the CSP): both set zod's
 * one shared core, whichever module runs first.
 */
z.config({ jitless: true });

export { z };
