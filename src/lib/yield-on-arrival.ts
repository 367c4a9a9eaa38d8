import { yieldToMain } from './yield';

/**
 * Ends the task in which the generator pages' `shared` chunk arrives, before any of its libraries
 * sets itself up (issue 57, decision 054). That task already holds the chunk's compile; with zod's
 * setup after it, it was the page's last long task on a phone (54–64 ms at Lighthouse's applied
 * throttling, in every run measured), which set its time to interactive. `zod.ts` imports this
 * first, so in the built chunk the wait comes before zod's code.
 */
await yieldToMain();
