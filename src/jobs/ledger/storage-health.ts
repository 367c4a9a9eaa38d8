import { createStore, useStore } from '@/lib/store';

/**
 * What the browser is doing to the ledger's database, beyond one write failing (decision 022).
 * Each is said on the page (`app/status-banners.tsx`); none leaves a blank or stuck page.
 * - `memory`: IndexedDB could not be opened; jobs are kept in this tab's memory only.
 * - `blocked`: this studio upgrades the database, and another tab still holds the older one open.
 * - `superseded`: a newer studio in another tab upgraded the database; this tab let go of it.
 * - `cleared`: the database was deleted underneath (site data cleared): `lost` jobs were in it, as
 *   far as this tab knew (null when it had not read them).
 */
export type StorageHealth =
  | { state: 'ok' }
  | { state: 'memory'; reason: string }
  | { state: 'blocked' }
  | { state: 'superseded' }
  | { state: 'cleared'; lost: number | null };

const fine: StorageHealth = { state: 'ok' };
const health = createStore<StorageHealth>(fine);

export function storageHealth(): StorageHealth {
  return health.get();
}

export function setStorageHealth(next: StorageHealth): void {
  health.set(next);
}

/** Ends a blocked upgrade once the other tab let go; any other state stays until a reload. */
export function storageUnblocked(): void {
  if (health.get().state === 'blocked') setStorageHealth(fine);
}

export function onStorageHealth(listener: (health: StorageHealth) => void): () => void {
  return health.subscribe(() => listener(health.get()));
}

export function useStorageHealth(): StorageHealth {
  return useStore(health);
}
