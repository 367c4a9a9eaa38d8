import { watchLedgerIndex } from '@/jobs/ledger/use-ledger';

/**
 * Jobs removed on this device while its library was not syncing ("Stop syncing", decision 028),
 * sent as removals when it syncs again. Without them the server's copy brought each such job back
 * on the next start: the mirror's first reading takes a job the document has and the ledger lacks
 * for one this device has not seen yet.
 *
 * Kept only where this browser has synced before (sync-progress.ts): a studio that never synced
 * has no library to replay them into.
 */
const KEY = 'media-studio.sync.removed-while-off.v1';

function read(): string[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Without storage a removal made while not syncing stays this device's, as before.
  }
}

/** Records every job the ledger loses from now on, until the returned stop is called. */
export function recordRemovalsWhileOff(): () => void {
  let version: number | null = null;
  return watchLedgerIndex((snapshot) => {
    const since = version === null ? null : snapshot.changedSince(version);
    version = snapshot.version;
    // The first reading, or one too far behind to say what changed: nothing to tell from it.
    if (since === null) return;
    const gone = since.filter((id) => snapshot.get(id) === undefined);
    if (gone.length > 0) write([...new Set([...read(), ...gone])]);
  });
}

/** The removals waiting to be sent, handed over once: the caller sends them. */
export function takeRemovalsWhileOff(): string[] {
  const ids = read();
  if (ids.length > 0) write([]);
  return ids;
}
