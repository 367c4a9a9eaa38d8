/**
 * How far this device's sync has got, kept across reloads: its changes the server has not
 * acknowledged yet, and when the two last agreed.
 *
 * The provider counts only what this page sent since it opened its socket, and a new socket starts
 * that count again at one. A favourite made while the server was away waits in the document kept
 * in this browser (y-indexeddb) and goes at the next connection, but after a reload the status said
 * "Offline. Not synced yet.", as if the change had gone and the library had never synced. So the
 * count is kept beside the document: one per local change, back to zero only when the server has
 * acknowledged everything this device sent (which, after a connection, includes whatever the
 * document still held from before).
 */
const KEY = 'media-studio.sync.progress.v1';

interface Stored {
  unsent: number;
  lastSyncedAt: number | null;
}
const none: Stored = { unsent: 0, lastSyncedAt: null };

/** Every document's progress as stored; a damaged or missing entry reads as none. */
function readAll(): Record<string, unknown> {
  try {
    const all: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof all === 'object' && all !== null && !Array.isArray(all)
      ? (all as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** One stored entry, checked: anything else than a count and a time reads as none. */
function parse(entry: unknown): Stored {
  if (typeof entry !== 'object' || entry === null) return none;
  const { unsent, lastSyncedAt } = entry as Partial<Record<keyof Stored, unknown>>;
  return {
    unsent: Number.isSafeInteger(unsent) && Number(unsent) > 0 ? Number(unsent) : 0,
    lastSyncedAt:
      typeof lastSyncedAt === 'number' && Number.isFinite(lastSyncedAt) ? lastSyncedAt : null,
  };
}

const read = (documentName: string): Stored => parse(readAll()[documentName]);

function write(documentName: string, value: Stored): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [documentName]: value }));
  } catch {
    // Without storage the progress lives as long as the page, as the provider's own count does.
  }
}

export interface SyncProgress {
  /** Local changes the server has not acknowledged yet. */
  readonly unsent: number;
  readonly lastSyncedAt: number | null;
  /** A change made on this device (not one that came from the server or from the stored copy). */
  made(): void;
  /** The server holds everything this device has sent, at this time. */
  caughtUp(at: number): void;
  /** This device has the server's copy, at this time (its own changes may still be on their way). */
  synced(at: number): void;
}

/** This browser has synced a library before (a removal made while it does not is kept for it). */
export function hasSyncedBefore(): boolean {
  return Object.values(readAll()).some((entry) => parse(entry).lastSyncedAt !== null);
}

/** The progress of one stored document (one server and library). */
export function syncProgress(documentName: string): SyncProgress {
  let current = read(documentName);
  const set = (next: Stored) => {
    current = next;
    write(documentName, next);
  };
  return {
    get unsent() {
      return current.unsent;
    },
    get lastSyncedAt() {
      return current.lastSyncedAt;
    },
    made() {
      set({ ...current, unsent: current.unsent + 1 });
    },
    caughtUp(at) {
      set({ unsent: 0, lastSyncedAt: at });
    },
    synced(at) {
      set({ ...current, lastSyncedAt: at });
    },
  };
}
