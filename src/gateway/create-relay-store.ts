/**
 * The create relay's shared words (decision 039): the messages between a page and the studio's
 * service worker, and the worker's small IndexedDB store of create answers. Both sides import
 * this file, so it imports nothing: the worker's bundle stays small. Raw IndexedDB, a database
 * of its own — not the ledger's schema, whose versions the worker must never race.
 */

/** A create as the page hands it to the worker: the one POST, exactly as the client built it. */
export interface RelayedRequest {
  url: string;
  method: 'POST';
  /** The client's headers, the key's `Authorization` among them: they go to `url`, the gateway's. */
  headers: [string, string][];
  body: string;
}

/** What came back, kept raw: the page parses it, as it parses a live answer. */
export interface RelayedAnswer {
  status: number;
  statusText: string;
  /** Every header the worker could read (what CORS exposes): the client reads more than two. */
  headers: [string, string][];
  body: string;
}

/**
 * One create's outcome at the worker: an answer, or no answer at all (`no-answer`: the request
 * failed or ran past the worker's deadline; `dropped`: the answer began and broke off).
 */
export interface StoredCreateAnswer {
  /** The ledger job the create is for. */
  jobId: string;
  at: number;
  answer: RelayedAnswer | null;
  failure: 'no-answer' | 'dropped' | null;
}

/** Page → worker: send this create (a MessagePort comes with it for the answer). */
export const RELAY_SEND = 'CREATE_RELAY_SEND';
/** Page → worker: which of these jobs' creates are still under way (a port for the reply). */
export const RELAY_STATUS = 'CREATE_RELAY_STATUS';
/** Worker → every page: a create's answer is stored. */
export const RELAY_STORED = 'CREATE_RELAY_STORED';

export interface RelaySendMessage {
  type: typeof RELAY_SEND;
  jobId: string;
  request: RelayedRequest;
}
export interface RelayStatusMessage {
  type: typeof RELAY_STATUS;
  jobIds: string[];
}
export interface RelayStoredMessage {
  type: typeof RELAY_STORED;
  jobId: string;
}
/** On a send's port: the answer once it is stored; on a status question's port: the reply. */
export type RelayReply =
  { type: 'answer'; stored: StoredCreateAnswer } | { type: 'status'; inFlight: string[] };

/** A message of this type, with a string field `key` (the other side's data is not trusted blindly). */
export function isMessage(data: unknown, type: string, key: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return record.type === type && key in record;
}

const DB_NAME = 'media-studio-create-relay';
const STORE = 'answers';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openRelayDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(STORE, { keyPath: 'jobId' });
  };
  return request(open);
}

/** One transaction on the store; the database is closed after it, so nothing holds it open. */
async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openRelayDb();
  try {
    const tx = db.transaction(STORE, mode);
    const result = request(run(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return await result;
  } finally {
    db.close();
  }
}

/** Written durably (the transaction committed) before the worker tells anyone. */
export async function putCreateAnswer(stored: StoredCreateAnswer): Promise<void> {
  await withStore('readwrite', (store) => store.put(stored));
}

export async function getCreateAnswer(jobId: string): Promise<StoredCreateAnswer | undefined> {
  const row = (await withStore('readonly', (store) => store.get(jobId))) as unknown;
  return isStoredAnswer(row) ? row : undefined;
}

/** Gone only once its outcome is in the ledger (the page's replay, or the live create's end). */
export async function deleteCreateAnswer(jobId: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(jobId));
}

function isStoredAnswer(row: unknown): row is StoredCreateAnswer {
  if (typeof row !== 'object' || row === null) return false;
  const r = row as Record<string, unknown>;
  return typeof r.jobId === 'string' && (r.answer !== undefined || r.failure !== undefined);
}
