import { beforeEach } from 'vitest';
import { openLedger } from '@/jobs/ledger';

let counter = 0;

/** Each test gets an empty ledger of its own (fake-indexeddb in unit tests). */
export function withFreshLedger(): void {
  beforeEach(() => {
    counter += 1;
    openLedger(`test-ledger-${counter}-${Math.random().toString(36).slice(2)}`);
  });
}
