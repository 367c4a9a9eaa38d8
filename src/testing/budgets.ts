/**
 * How long a unit test may take, and how long it waits for something that should come (a write to
 * reach IndexedDB, another tab's notice, a save's message): one place for vite.config.ts (the test
 * budget, expect.poll), src/testing/setup.ts (Testing Library's waits) and eventually() (vi.waitFor).
 *
 * Alone, 45 s and 20 s. Beside the e2e suite, where `npm test` runs the component tests at a low
 * priority (UNIT_BESIDE_E2E, scripts/validate.mjs), 120 s and 50 s: a save that takes 0.9 s alone
 * took 47 s there on a slow host. Vitest's own waits give up after 1 s, and a favourite's write
 * outlasted that beside the e2e and failed a CI run. A hang still fails, later.
 */
export const besideE2e = Boolean(process.env.UNIT_BESIDE_E2E);
export const TEST_BUDGET_MS = besideE2e ? 120_000 : 45_000;
export const WAIT_BUDGET_MS = besideE2e ? 50_000 : 20_000;
