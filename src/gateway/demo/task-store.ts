import type { DemoTask } from './engine';

/**
 * Where the in-page demo keeps its tasks (issue 38.4), so a job made in demo mode goes on after a
 * reload, after the browser is closed, and in every tab — as a real gateway's tasks do.
 *
 * IndexedDB, one row per task, rather than the one localStorage string it was: that string held
 * every task's request, a first frame's data URL included (up to 20 MB), so one large request
 * filled localStorage's few megabytes and every later task went unsaved, silently; and each tab
 * wrote its whole set over the others', so a task made in one tab was gone for the tab that polls
 * (the leading one) and, after its next write, for every tab. Rows are written only when they
 * change, awaited before the demo answers (a create the page got an id for is stored), and read
 * again before each request (a task another tab made is known). Not sessionStorage: it goes with
 * the tab, and every job made in the demo would then be unknown after a restart — the very thing
 * a person noticed. Large strings in a request (inline images) are not kept: no route reads them
 * back, and a reload's record echoes only the request's small fields.
 */

const DB_NAME = 'media-studio-demo-gateway';
const STORE = 'tasks';
/** A string longer than this in a request is left out of the stored task (an inline image). */
export const MAX_KEPT_STRING = 16 * 1024;

interface Row {
  key: string;
  task: DemoTask;
}

export interface DemoTaskStore {
  readAll(): Promise<DemoTask[]>;
  write(tasks: readonly DemoTask[]): Promise<void>;
}

/** The task as it is stored: its request without strings too large to keep (said in their place). */
export function storableTask(task: DemoTask): DemoTask {
  return { ...task, input: leanValue(task.input) as Record<string, unknown> };
}

function leanValue(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length > MAX_KEPT_STRING ? `[${value.length} characters not kept]` : value;
  if (Array.isArray(value)) return value.map(leanValue);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, leanValue(v)]));
  return value;
}

export const taskKey = (task: Pick<DemoTask, 'kind' | 'id'>) => `${task.kind}:${task.id}`;

function done(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error ?? new Error('aborted'));
      request.onerror = () => reject(request.error ?? new Error('failed'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('failed'));
    }
  });
}

/** The store, or null where IndexedDB cannot be opened (the demo then keeps its tasks in memory). */
export async function openTaskStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<DemoTaskStore | null> {
  if (factory === undefined) return null;
  let db: IDBDatabase;
  try {
    db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('not opened'));
      request.onblocked = () => reject(new Error('blocked'));
    });
  } catch {
    return null;
  }
  // Another tab's newer studio may need to upgrade: this one lets go rather than block it.
  db.onversionchange = () => db.close();
  return {
    async readAll() {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
      await done(request);
      return (request.result as Row[]).map((row) => row.task);
    },
    async write(tasks) {
      if (tasks.length === 0) return;
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const task of tasks) store.put({ key: taskKey(task), task } satisfies Row);
      await done(tx);
    },
  };
}
