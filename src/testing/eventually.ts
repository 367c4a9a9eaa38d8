import { vi } from 'vitest';
import { WAIT_BUDGET_MS } from './budgets';

/**
 * `vi.waitFor` with the studio's wait budget (./budgets). Vitest's default gives up after 1 s, and
 * a favourite's write took longer than that beside the e2e suite and failed a CI run
 * (library-selection.test.tsx); tests wait through this instead, and a lint rule says so.
 */
export function eventually<T>(check: () => T | Promise<T>, interval = 50): Promise<T> {
  return vi.waitFor(check, { timeout: WAIT_BUDGET_MS, interval });
}
