import { beforeEach } from 'vitest';
import {
  ledgerDb as current,
  reopenLedgerDb,
  type LedgerDb,
  type StoredJob,
} from '@/jobs/ledger/ledger-db';

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

/**
 * The jobs store of the current ledger as a test reads and writes it directly, each call its own
 * transaction: what is on disk, and a row planted as it is (damaged, or of an older schema).
 */
export const ledgerRows = {
  get: (id: string): Promise<StoredJob | undefined> =>
    current.read(['jobs'], (tx) => tx.store('jobs').get(id)),
  count: (): Promise<number> => current.read(['jobs'], (tx) => tx.store('jobs').count()),
  /** Writes `row` exactly as given, unchecked. */
  put: async (row: object): Promise<void> => {
    await current.write(['jobs'], (tx) => tx.store('jobs').put(row as StoredJob));
  },
  clear: (): Promise<void> => current.write(['jobs'], (tx) => tx.store('jobs').clear()),
};
