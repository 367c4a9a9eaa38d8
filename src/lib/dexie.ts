import Dexie, { type DexieOptions } from 'dexie';
import { yieldToMain } from './yield';

/**
 * Dexie turns on a debug mode by itself on localhost and 127.0.0.1 (a console task per transaction
 * and per promise callback): the e2e suite and the benchmarks run there, and should do what a
 * deployed studio does. The studio's databases take Dexie from here.
 */
Dexie.debug = false;

/**
 * The task ends here, once Dexie has set itself up (issue 57, decision 054): in the built `shared`
 * chunk its modules run one after the other in one scope, as the start chunk's do (decision 024,
 * `app/start-in-two-tasks.ts`), and on a phone (Lighthouse's applied throttling) Dexie, zod and
 * the ledger's open in one task made the page's last long task (57–64 ms), which set its time to
 * interactive. What follows runs in the next task.
 */
await yieldToMain();

export { Dexie };

/** Where a database's IndexedDB comes from, when not the browser's. */
export type Dependencies = Required<Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>>;

/**
 * An IndexedDB that lives in this tab's memory (fake-indexeddb), for when the browser's own cannot
 * be used (decision 022). Fetched only then, and one for every database of the studio, so they all
 * fail over together. Where the browser has no IndexedDB at all, Dexie's own dependencies get it
 * too: its live queries check them before they run.
 */
let inMemory: Promise<Dependencies> | null = null;
function memoryDependencies(): Promise<Dependencies> {
  inMemory ??= import('fake-indexeddb').then(({ IDBFactory, IDBKeyRange }) => {
    const dependencies = { indexedDB: new IDBFactory(), IDBKeyRange };
    // Changed in place: Dexie keeps the object, not the property.
    if (!Dexie.dependencies.indexedDB) Object.assign(Dexie.dependencies, dependencies);
    return dependencies;
  });
  return inMemory;
}

export type Opened<T> =
  | { db: T; where: 'browser' }
  /** The browser held the upgrade back (another tab holds the database open): it goes on once let go. */
  | { db: T; where: 'blocked' }
  | { db: T; where: 'memory'; reason: string };

/**
 * Opens a database of the studio, never leaving its readers without one: the browser's IndexedDB
 * when it opens; when it cannot (no IndexedDB, a private window that refuses it, an open that
 * fails), the same schema in memory, said so by `where`. An upgrade blocked by another tab
 * resolves at once as `blocked`: requests wait in Dexie's queue until the other tab lets go,
 * and the page can say why meanwhile.
 */
export async function openDatabase<T extends Dexie>(
  make: (options?: Dependencies) => T,
): Promise<Opened<T>> {
  const db = make();
  let blocked: () => void = () => undefined;
  const wasBlocked = new Promise<'blocked'>((resolve) => {
    blocked = () => resolve('blocked');
  });
  db.on('blocked', () => blocked());
  let opened: 'open' | 'blocked';
  try {
    opened = await Promise.race([db.open().then(() => 'open' as const), wasBlocked]);
  } catch (error) {
    db.close();
    const reason = error instanceof Error ? error.message : String(error);
    return { db: make(await memoryDependencies()), where: 'memory', reason };
  }
  return opened === 'blocked' ? { db, where: 'blocked' } : { db, where: 'browser' };
}

/** A database of the studio that opens when it is first used (`lazyDatabase`). */
export interface LazyDatabase<T extends Dexie> {
  /**
   * The database, opened by the first call as `openDatabase` opens it (in memory when the
   * browser's IndexedDB cannot be used), the same one after. A Dexie promise, so a live query
   * that awaits it still sees what it reads next (Dexie's rule for other promises in a querier).
   */
  (): Promise<T>;
  /** Test seam, as `reopenLedgerDb`: each unit test gets a database of its own. */
  reopen(db: T): T;
}

/**
 * A database opened on first use instead of when its module loads (decision 035). A top-level
 * `await openDatabase(...)` in a module of the `shared` chunk held that chunk, and the page
 * that needs it, until every such database had opened one after the other, and spent main-thread
 * time on databases the first screen never reads (boards, storyboards, posters, personas).
 * `opened` runs once, and every caller waits for it to end before it gets the database (a
 * journal's replay: its writes then come before any read, whatever it awaits between them).
 */
export function lazyDatabase<T extends Dexie>(
  make: (options?: Dependencies) => T,
  opened?: (db: T) => Promise<void> | void,
): LazyDatabase<T> {
  let db: Promise<T> | null = null;
  const open = async (): Promise<T> => {
    const { db: opening } = await openDatabase(make);
    try {
      await opened?.(opening);
    } catch (error) {
      // The database is still there to use; what `opened` could not do waits for the next start.
      console.error('A step after opening the database failed:', error);
    }
    return opening;
  };
  const get = () => {
    // With a step to take once open (it may write), the opening starts from a task of its own:
    // the first caller may be a live query, and Dexie carries the caller's context into every
    // promise it starts, where a read-write transaction is refused ("Readwrite transaction in
    // liveQuery context"). That is how the storyboards' replay was lost (decision 035).
    db ??=
      opened === undefined
        ? open()
        : new Promise<T>((resolve, reject) => {
            setTimeout(() => void open().then(resolve, reject));
          });
    return Dexie.Promise.resolve(db);
  };
  return Object.assign(get, {
    reopen(next: T): T {
      void db?.then((old) => old.close());
      db = Promise.resolve(next);
      return next;
    },
  });
}
