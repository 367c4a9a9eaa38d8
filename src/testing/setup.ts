import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { loadAllMessages } from '@/i18n/i18n';

// The whole English catalog, as the studio's lazy parts have it (the shell starts with a part).
await loadAllMessages();

// DOM helpers only where there is a DOM: node-environment test files skip their load cost.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Without Vitest globals, Testing Library cannot register its own cleanup: each test unmounts here.
  afterEach(() => {
    cleanup();
    // Forms keep drafts and hand-offs in web storage: each test starts from an empty form.
    localStorage.clear();
    sessionStorage.clear();
  });
}
