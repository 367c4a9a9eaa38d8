import { beforeEach } from 'vitest';
import {
  keptCopiesDb as current,
  reopenKeptCopiesDb,
  type KeptCopiesDb,
} from '@/jobs/copies/kept-copies-db';

let counter = 0;

/** Each test gets an empty database of kept copies of its own (fake-indexeddb in unit tests). */
export function withFreshCopies(): void {
  beforeEach(() => {
    counter += 1;
    reopenKeptCopiesDb(`test-copies-${counter}-${Math.random().toString(36).slice(2)}`);
  });
}

/** The database itself, for tests that make storage fail. */
export function keptCopiesDb(): KeptCopiesDb {
  return current;
}
