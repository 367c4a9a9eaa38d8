import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { provideDemoDeclarations } from '@/gateway/demo-provided';
import { loadAllMessages } from '@/i18n/i18n';
import { WAIT_BUDGET_MS } from '@/testing/budgets';
import { changesChannelOfItsOwn } from '@/lib/idb-changes';
// The generators' assumed paths, as main.tsx declares them to the gateway before the first render.
import '@/app/assumed-path-rules';
// And what each generator's jobs are charged by (decision 048).
import '@/app/charge-rules';

// Each worker's databases are its own (fake-indexeddb): so are the changes they announce.
changesChannelOfItsOwn();

// The whole English catalog, as the studio's lazy parts have it (the shell starts with a part).
await loadAllMessages();

// The in-page demo's routes, as the studio's lazy part hands them over (src/app/studio.tsx), for a
// test that renders a part on its own; loaded only if a test sends the in-page demo a request.
provideDemoDeclarations(() => import('@/app/demo-routes').then((m) => m.demoDeclarations));

// DOM helpers only where there is a DOM: node-environment test files skip their load cost.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy/waitFor give up after 1 s by default: a save that writes IndexedDB and resets queries
  // took longer than that on a busy 2-core machine (load ≈ 17) and failed a run, and 5 s once
  // failed beside the e2e suite (`npm test` runs the component tests there, at a low priority).
  // 20 s still fails what never comes, inside the 45 s test timeout (vite.config.ts), which every
  // component test now shares: none sets a shorter budget or wait of its own.
  // Beside the e2e (UNIT_BESIDE_E2E, vite.config.ts) the test budget is 120 s, and the wait 50 s:
  // the same budget as eventually(), the vi.waitFor every test uses.
  configure({ asyncUtilTimeout: WAIT_BUDGET_MS });
  // Without Vitest globals, Testing Library cannot register its own cleanup: each test unmounts here.
  afterEach(() => {
    cleanup();
    // Forms keep drafts and hand-offs in web storage: each test starts from an empty form.
    localStorage.clear();
    sessionStorage.clear();
  });
}
