import type { StoredJob } from '@/jobs/ledger/ledger-db';
import type { LedgerWork } from './work';

/**
 * Runs in the page (bundled apart from the libraries, so it weighs on neither): one library, one
 * fresh database, the ledger's work timed step by step with `performance.now()`.
 */

export interface Timings {
  importMs: number;
  readAllMs: number;
  newestMs: number;
  countsMs: number;
  updatesMs: number;
}

export interface Outcome {
  timings: Timings;
  /** What was read, to check that both libraries did the same work on the same rows. */
  seen: string;
}

const rowsBySize = new Map<number, Promise<StoredJob[]>>();
const rowsOf = (size: number) => {
  let rows = rowsBySize.get(size);
  if (rows === undefined) {
    rows = fetch(`./rows-${size}.json`).then((r) => r.json() as Promise<StoredJob[]>);
    rowsBySize.set(size, rows);
  }
  return rows;
};

const load = async (library: string) =>
  ((await import(/* @vite-ignore */ `./${library}.js`)) as { work: LedgerWork }).work;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

export async function runScenario(input: {
  library: string;
  size: number;
  name: string;
  statuses: string[];
  updates: number;
  updateId: string;
}): Promise<Outcome> {
  const work = await load(input.library);
  const rows = await rowsOf(input.size);
  await deleteDatabase(input.name);
  await work.open(input.name);
  try {
    const [added, importMs] = await timed(() => work.importJobs(rows));
    const [all, readAllMs] = await timed(() => work.readAll());
    const [newest, newestMs] = await timed(() => work.readNewest(60));
    const [counts, countsMs] = await timed(() => work.countByStatus(input.statuses));
    // Like a poll tick's write: read, merge, write one record, one transaction each, one after another.
    const [, updatesMs] = await timed(async () => {
      for (let i = 1; i <= input.updates; i += 1) {
        await work.change(input.updateId, (row) => ({
          ...row,
          progress: i % 100,
          updatedAt: row.updatedAt + 1,
        }));
      }
    });
    const updated = await work.get(input.updateId);
    const seen = JSON.stringify({
      added,
      all: all.length,
      newest: newest.map((r) => r.id).join(','),
      counts,
      updated: updated && [updated.progress, updated.updatedAt],
    });
    return { timings: { importMs, readAllMs, newestMs, countsMs, updatesMs }, seen };
  } finally {
    work.close();
    await deleteDatabase(input.name);
  }
}

/** One library writes a ledger, the other opens it as it is: how many rows does it read back? */
export async function crossRead(writer: string, reader: string, rows: number): Promise<number> {
  const name = `cross-${writer}-${reader}`;
  const [from, to] = [await load(writer), await load(reader)];
  await deleteDatabase(name);
  await from.open(name);
  await from.importJobs((await rowsOf(rows)).slice(0, rows));
  from.close();
  await to.open(name);
  try {
    return (await to.readAll()).length;
  } finally {
    to.close();
    await deleteDatabase(name);
  }
}

/** The database a library made, as IndexedDB itself describes it: version, stores, indexes. */
export async function nativeSchema(library: string): Promise<string> {
  const name = `schema-${library}`;
  const work = await load(library);
  await deleteDatabase(name);
  await work.open(name);
  work.close();
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`could not open ${name}`));
  });
  try {
    const tx = db.transaction([...db.objectStoreNames]);
    const stores = [...db.objectStoreNames].map((storeName) => {
      const store = tx.objectStore(storeName);
      const indexes = [...store.indexNames].map((indexName) => {
        const index = store.index(indexName);
        return `${indexName}(${String(index.keyPath)}${index.multiEntry ? ', multiEntry' : ''}${index.unique ? ', unique' : ''})`;
      });
      return `${storeName} key ${String(store.keyPath)}${store.autoIncrement ? ' auto' : ''}: ${indexes.join(' ')}`;
    });
    return `version ${db.version}; ${stores.join('; ')}`;
  } finally {
    db.close();
    await deleteDatabase(name);
  }
}
