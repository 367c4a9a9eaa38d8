import { beforeEach } from 'vitest';
import { reopenStudioDb, studioDb, type StudioStores } from '@/jobs/forms/presets-db';

let counter = 0;

/** Each test gets empty preset and prompt stores of its own (fake-indexeddb in unit tests). */
export function withFreshStudioDb(): void {
  beforeEach(() => {
    counter += 1;
    reopenStudioDb(`test-studio-${counter}-${Math.random().toString(36).slice(2)}`);
  });
}

type StudioStore = keyof StudioStores;

/** Every row of one store of the studio database, as stored (by key). */
export function studioRows<K extends StudioStore>(store: K): Promise<StudioStores[K][]> {
  return studioDb.read([store], (tx) => tx.store(store).getAll());
}

/** How many rows one store of the studio database holds. */
export function studioCount(store: StudioStore): Promise<number> {
  return studioDb.read([store], (tx) => tx.store(store).count());
}

/** Writes rows straight into a store, as another version of the studio may have left them. */
export function putStudioRows<K extends StudioStore>(
  store: K,
  rows: readonly StudioStores[K][],
): Promise<void> {
  return studioDb.write([store], (tx) => tx.store(store).putMany(rows));
}

/** Adds rows straight into a store: fails, and writes none, when a key is taken. */
export function addStudioRows<K extends StudioStore>(
  store: K,
  rows: readonly StudioStores[K][],
): Promise<void> {
  return studioDb.write([store], (tx) => tx.store(store).addMany(rows));
}

/** Empties one store of the studio database (another browser's, in a test). */
export function clearStudio(store: StudioStore): Promise<void> {
  return studioDb.write([store], (tx) => tx.store(store).clear());
}
