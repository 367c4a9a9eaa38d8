/**
 * The files the in-page demo's storage was given, kept in IndexedDB under the `blob:` address the
 * demo answered for them (issue 54). That address dies with the page; the song made of an upload
 * still names it after a reload, so the studio's media layer asks here for the bytes and plays them
 * through an address of its own. Over HTTP the demo serves the bytes back itself (tune-upload.ts).
 * A database of its own beside the task store's, the latest `KEEP_AT_MOST` files: as the HTTP demo
 * keeps 16, a demo holds a few songs' worth, not every file ever tried.
 */

const DB_NAME = 'media-studio-demo-files';
const STORE = 'files';
export const KEEP_AT_MOST = 16;

interface Row {
  url: string;
  blob: Blob;
  at: number;
}

let opened: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opened ??= new Promise<IDBDatabase | null>((resolve) => {
    const factory = globalThis.indexedDB as IDBFactory | undefined;
    if (factory === undefined) return resolve(null);
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'url' });
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    // Without IndexedDB the file lasts as long as the page, as before.
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opened;
}

function settled(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('failed'));
  });
}

/** Keeps a file the demo's storage took, under the address the demo gave it; the oldest beyond 16 go. */
export async function keepDemoFile(url: string, blob: Blob, now = Date.now()): Promise<void> {
  const db = await open();
  if (db === null) return;
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  store.put({ url, blob, at: now } satisfies Row);
  const all = store.getAll();
  all.onsuccess = () => {
    const rows = (all.result as Row[]).sort((a, b) => b.at - a.at);
    for (const old of rows.slice(KEEP_AT_MOST)) store.delete(old.url);
  };
  await settled(tx);
}

/** The bytes kept for a demo's `blob:` address, or null (not one the demo kept, or gone). */
export async function keptDemoFile(url: string): Promise<Blob | null> {
  const db = await open();
  if (db === null) return null;
  const tx = db.transaction(STORE, 'readonly');
  const request = tx.objectStore(STORE).get(url);
  await settled(tx);
  const row = request.result as Row | undefined;
  return row?.blob ?? null;
}
