import { beforeEach } from 'vitest';
import { reopenStudioDb } from '@/jobs/forms/presets-db';

let counter = 0;

/** Each test gets empty preset and prompt stores of its own (fake-indexeddb in unit tests). */
export function withFreshStudioDb(): void {
  beforeEach(() => {
    counter += 1;
    reopenStudioDb(`test-studio-${counter}-${Math.random().toString(36).slice(2)}`);
  });
}
