import { beforeEach } from 'vitest';
import { ledgerDb as current, reopenLedgerDb, type LedgerDb } from '@/jobs/ledger/ledger-db';

let counter = 0;

/** Each test gets an empty ledger of its own (fake-indexeddb in unit tests). */
export function withFreshLedger(): void {
  beforeEach(() => {
    counter += 1;
    reopenLedgerDb(`test-ledger-${counter}-${Math.random().toString(36).slice(2)}`);
  });
}

/** The database itself, for tests that plant a damaged record or make storage fail. */
export function ledgerDb(): LedgerDb {
  return current;
}
