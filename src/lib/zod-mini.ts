// eslint-disable-next-line no-restricted-syntax -- the one place zod/mini is imported and configured
import * as z from 'zod/mini';

/**
 * zod's tree-shakable form. Nothing on the start-up path uses it any more: the gateway settings
 * read before the first render are checked by hand (decision 034), and these schemas are what
 * `gateway/settings-shapes.test.ts` holds those checks against. Same configuration as `@/lib/zod`
 * (jitless, for the CSP): both set zod's one shared core, whichever module runs first.
 */
z.config({ jitless: true });

export { z };
