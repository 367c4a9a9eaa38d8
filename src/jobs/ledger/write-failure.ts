import { createStore } from '@/lib/store';

/*
 * What the app hears of the ledger's writes (`guarded-write.ts`), apart from the writes: the
 * banner that says a write failed loads with the page; the writes come with the first one.
 */

/**
 * Why a write failed, as far as it changes what the person can do: `full` (the disk, or the share
 * the browser gives this site, is used up), `closed` (the studio let go of its database: a newer
 * studio in another tab, or the site's data cleared; `storage-health.ts` says which) or anything else.
 */
export type WriteFault = 'full' | 'closed' | 'other';

export class LedgerWriteError extends Error {
  override readonly name = 'LedgerWriteError';
  constructor(
    message: string,
    readonly fault: WriteFault = 'other',
  ) {
    super(message);
  }
}

/**
 * Write failures (quota, private mode, a closed database) are never silent: they throw to the
 * caller and are announced to whoever listens (the app shows a banner); the next write that
 * succeeds is announced too (null), so the banner goes once storage works again.
 */
const writeFailure = createStore<LedgerWriteError | null>(null);
export function sayWriteFailure(error: LedgerWriteError | null): void {
  writeFailure.set(error);
}

export function onLedgerWriteFailure(
  listener: (error: LedgerWriteError | null) => void,
): () => void {
  return writeFailure.subscribe(() => listener(writeFailure.get()));
}
