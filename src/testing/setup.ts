import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';

// Without Vitest globals, Testing Library cannot register its own cleanup: each test unmounts here.
afterEach(() => cleanup());
