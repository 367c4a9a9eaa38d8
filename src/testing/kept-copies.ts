import { beforeEach } from 'vitest';
import { reopenKeptCopiesDb, type KeptCopiesDb } from '@/jobs/copies/kept-copies-db';

let counter = 0;
let fresh: KeptCopiesDb | null = null;

/** Each test gets an empty database of kept copies of its own (fake-indexeddb in unit tests). */
export function withFreshCopies(): void {
  beforeEach(async () => {
    counter += 1;
    fresh = await reopenKeptCopiesDb(
      `test-copies-${counter}-${Math.random().toString(36).slice(2)}`,
    );
  });
}

/** The test's own database (`withFreshCopies`), for tests that make storage fail. */
export function keptCopiesDb(): KeptCopiesDb {
  if (fresh === null) throw new Error('keptCopiesDb() needs withFreshCopies() in the test file');
  return fresh;
}
