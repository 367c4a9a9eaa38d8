import { useLiveQuery } from 'dexie-react-hooks';
import { listEntries, type LedgerEntry } from './ledger';

/** The ledger, live: every tab sees every write, its own or another tab's. */
export function useLedgerEntries(): LedgerEntry[] | undefined {
  return useLiveQuery(listEntries, []);
}
