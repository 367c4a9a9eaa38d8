import { announce } from './idb-changes';

/**
 * The studio's databases on the browser's own IndexedDB, through a thin typed layer (decision 062:
 * Dexie was 30 KB gzip of the first page; this is about 1.5 KB). Each database is a `Database`
 * opened from a `Schema`; its work runs in `read` and `write` transactions whose callbacks are
 * handed a `Tx`, and every committed `write` is announced (`idb-changes.ts`) to the live reads of
 * this tab and of the others (`live-query.ts`).
 *
 * Why not idb: its promises come from a Proxy that recognises the browser's own IndexedDB classes
 * (`instanceof IDBDatabase`), so the in-memory IndexedDB this studio falls back to (decision 022:
 * fake-indexeddb, whose classes are its own) would come back unwrapped. A request's promise is
 * the ten lines below.
 *
 * A transaction stays active while its callback awaits only its own requests (their promises
 * settle in the request's event, before the transaction can commit); awaiting anything else
 * (a fetch, a timer) inside one commits it early, as with any IndexedDB wrapper.
 */

/**
 * A request's answer, or its error. A failed request does not abort its transaction by itself:
 * the work may catch the error and go on; an error the work lets through aborts it (`run`).
 */
export function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      reject(request.error ?? new Error('An IndexedDB request failed'));
    };
  });
}

/** Settles when the transaction commits; rejects when it aborts (with the browser's error). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    const failed = () =>
      reject(tx.error ?? new DOMException('The transaction was aborted', 'AbortError'));
    tx.onabort = failed;
  });
}

/**
 * The names along an error and the errors it gives as `cause`: what a database's failure was,
 * whoever wrapped it (a QuotaExceededError, a DatabaseClosedError, an AbortError).
 */
export function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('name' in current && typeof current.name === 'string') names.push(current.name);
    current = 'cause' in current ? current.cause : null;
  }
  return names;
}

/** The database let go for good (a newer studio upgraded it, or the site's data was cleared). */
export class DatabaseClosedError extends Error {
  override readonly name = 'DatabaseClosedError';
}

/** Where a database's IndexedDB comes from: the browser's, or one in this tab's memory. */
export interface Backend {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

/**
 * Moves a cursor until it ends or `step` says `false`; `step` may name the key to go to next
 * (`{ to }`). A throw in `step` (or a key to go to that is not after this one) rejects: thrown
 * in the request's event it would abort the transaction and leave the walk unsettled.
 */
function moved<C extends IDBCursor>(
  request: IDBRequest<C | null>,
  step: (cursor: C) => boolean | void | { to: IDBValidKey },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    request.onerror = () => reject(request.error ?? new Error('An IndexedDB cursor failed'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor === null) return resolve();
      try {
        const next = step(cursor);
        if (next === false) return resolve();
        if (typeof next === 'object') cursor.continue(next.to);
        else cursor.continue();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  });
}

/** One object store, as a transaction sees it, its values typed `V`. */
export class Store<V> {
  constructor(
    protected readonly raw: IDBObjectStore | IDBIndex,
    readonly range: typeof IDBKeyRange,
  ) {}
  get(key: IDBValidKey | IDBKeyRange): Promise<V | undefined> {
    return requested(this.raw.get(key) as IDBRequest<V | undefined>);
  }
  getAll(query?: IDBValidKey | IDBKeyRange | null, count?: number): Promise<V[]> {
    return requested(this.raw.getAll(query, count) as IDBRequest<V[]>);
  }
  /** The primary keys of the values `query` selects. */
  getAllKeys(query?: IDBValidKey | IDBKeyRange | null, count?: number): Promise<IDBValidKey[]> {
    return requested(this.raw.getAllKeys(query, count));
  }
  count(query?: IDBValidKey | IDBKeyRange | null): Promise<number> {
    return requested(this.raw.count(query ?? undefined));
  }
  /**
   * The values in key order (`prev`: from the last), as far as `visit` says: it is handed each
   * value with its key and primary key, and answers `false` to stop.
   */
  walk(
    options: { query?: IDBValidKey | IDBKeyRange | null; direction?: IDBCursorDirection },
    visit: (value: V, key: IDBValidKey, primaryKey: IDBValidKey) => boolean | void,
  ): Promise<void> {
    return moved(
      this.raw.openCursor(options.query ?? null, options.direction ?? 'next'),
      (cursor) => visit(cursor.value as V, cursor.key, cursor.primaryKey),
    );
  }
  /** The first `limit` values in key order (`prev`: from the last) that `keep` keeps. */
  async take(
    limit: number,
    options: { query?: IDBValidKey | IDBKeyRange | null; direction?: IDBCursorDirection } = {},
    keep: (value: V) => boolean = () => true,
  ): Promise<V[]> {
    const found: V[] = [];
    if (limit <= 0) return found;
    await this.walk(options, (value) => {
      if (keep(value)) found.push(value);
      return found.length < limit;
    });
    return found;
  }
  /**
   * Walks the keys of this index (or store) in order without reading values: `visit` is handed
   * each key with its primary key and answers where to go: on (nothing), to the first key at or
   * after `{ to }` (skipping what lies between: it must be after this key), or `false` to stop.
   */
  seekKeys(
    visit: (key: IDBValidKey, primaryKey: IDBValidKey) => boolean | void | { to: IDBValidKey },
    from?: IDBValidKey | IDBKeyRange | null,
  ): Promise<void> {
    return moved(this.raw.openKeyCursor(from ?? null), (cursor) =>
      visit(cursor.key, cursor.primaryKey),
    );
  }
  /** The keys of this index (or store) with the primary key of each, without reading values. */
  async keys(
    query?: IDBValidKey | IDBKeyRange | null,
  ): Promise<{ key: IDBValidKey; primaryKey: IDBValidKey }[]> {
    const found: { key: IDBValidKey; primaryKey: IDBValidKey }[] = [];
    await this.seekKeys((key, primaryKey) => {
      found.push({ key, primaryKey });
    }, query);
    return found;
  }
}

/** An object store with its writes and indexes. */
export class ObjectStore<V> extends Store<V> {
  declare protected readonly raw: IDBObjectStore;
  index(name: string): Store<V> {
    return new Store<V>(this.raw.index(name), this.range);
  }
  /** Several values by key, in the keys' order (`undefined` where none). */
  getMany(keys: readonly IDBValidKey[]): Promise<(V | undefined)[]> {
    return Promise.all(keys.map((key) => this.get(key)));
  }
  put(value: V, key?: IDBValidKey): Promise<IDBValidKey> {
    return requested(this.raw.put(value, key));
  }
  /** Adds a value; fails (ConstraintError) when its key is taken. */
  add(value: V, key?: IDBValidKey): Promise<IDBValidKey> {
    return requested(this.raw.add(value, key));
  }
  async putMany(values: readonly V[]): Promise<void> {
    await Promise.all(values.map((value) => this.put(value)));
  }
  async addMany(values: readonly V[]): Promise<void> {
    await Promise.all(values.map((value) => this.add(value)));
  }
  delete(key: IDBValidKey | IDBKeyRange): Promise<void> {
    return requested(this.raw.delete(key));
  }
  async deleteMany(keys: readonly IDBValidKey[]): Promise<void> {
    await Promise.all(keys.map((key) => this.delete(key)));
  }
  clear(): Promise<void> {
    return requested(this.raw.clear());
  }
}

/** A transaction's view of its stores, typed by the database's `S` (store name → value). */
export class Tx<S> {
  constructor(
    readonly raw: IDBTransaction,
    readonly range: typeof IDBKeyRange,
  ) {}
  store<K extends keyof S & string>(name: K): ObjectStore<S[K]> {
    return new ObjectStore<S[K]>(this.raw.objectStore(name), this.range);
  }
  /** Undoes the transaction's writes (the work's promise then rejects with an AbortError). */
  abort(): void {
    this.raw.abort();
  }
}

/** What a database holds and how it grows: its versions, each step run once on upgrade. */
export interface Schema {
  /** The database's name in production; also names its changes across tabs (`idb-changes.ts`). */
  name: string;
  /**
   * The IndexedDB version. The studio's databases were made by Dexie, whose version N is
   * IndexedDB's N × 10: the same numbers keep every browser's existing data as it is.
   */
  version: number;
  /**
   * Creates what is missing (a new database, or an older version's): each step checks what
   * exists, so a database another library made opens unchanged.
   */
  upgrade: (db: IDBDatabase, tx: IDBTransaction, oldVersion: number) => void;
}

/** Creates a store with its indexes where they are missing (an upgrade's usual step). */
export function ensureStore(
  db: IDBDatabase,
  tx: IDBTransaction,
  name: string,
  keyPath: string,
  indexes: readonly (string | { name: string; keyPath: string | string[]; multiEntry?: boolean })[],
): void {
  const store = db.objectStoreNames.contains(name)
    ? tx.objectStore(name)
    : db.createObjectStore(name, { keyPath });
  for (const index of indexes) {
    const spec = typeof index === 'string' ? { name: index, keyPath: index } : index;
    if (!store.indexNames.contains(spec.name))
      store.createIndex(spec.name, spec.keyPath, { multiEntry: spec.multiEntry ?? false });
  }
}

export interface DatabaseEvents {
  /** Another tab upgrades (`newVersion`) or deletes (null) the database: this one has let go. */
  versionChange?: (newVersion: number | null) => void;
  /** The browser closed the connection itself (its site data cleared). */
  closedByBrowser?: () => void;
  /** The open went through (after a blocked upgrade, once the other tab let go). */
  ready?: () => void;
}

/**
 * One open database of the studio. Its requests wait for the open (an upgrade another tab blocks
 * goes on once let go); once it lets go for good (`versionchange`, a close by the browser, or
 * `close`), every request fails with `DatabaseClosedError` — never a silent reopen of an empty or
 * newer database under records the page still shows.
 */
export class Database<S> {
  private closed = false;
  private handle: IDBDatabase | null = null;
  readonly range: typeof IDBKeyRange;
  constructor(
    readonly schema: Schema,
    /** The database's name (a unit test's own; `schema.name` in the app). */
    readonly name: string,
    private readonly opening: Promise<IDBDatabase>,
    readonly backend: Backend,
    events: DatabaseEvents = {},
  ) {
    this.range = backend.IDBKeyRange;
    opening.then(
      (db) => {
        this.handle = db;
        if (this.closed) return db.close();
        db.onversionchange = (event) => {
          this.close();
          events.versionChange?.(event.newVersion);
        };
        db.onclose = () => {
          this.closed = true;
          this.handle = null;
          events.closedByBrowser?.();
        };
        events.ready?.();
      },
      () => undefined,
    );
  }

  isOpen(): boolean {
    return this.handle !== null && !this.closed;
  }

  /** Lets go of the database for good: requests after this fail. */
  close(): void {
    this.closed = true;
    this.handle?.close();
    this.handle = null;
  }

  private async transaction(
    stores: readonly (keyof S & string)[],
    mode: IDBTransactionMode,
  ): Promise<IDBTransaction> {
    const db = await this.opening;
    if (this.closed) throw new DatabaseClosedError(`The database ${this.name} is closed`);
    try {
      return db.transaction([...stores], mode);
    } catch (error) {
      // The connection closed under us (the browser, or another tab's deletion).
      if (error instanceof DOMException && error.name === 'InvalidStateError')
        throw new DatabaseClosedError(`The database ${this.name} is closed`);
      throw error;
    }
  }

  private async run<T>(
    stores: readonly (keyof S & string)[],
    mode: IDBTransactionMode,
    work: (tx: Tx<S>) => Promise<T>,
  ): Promise<T> {
    const tx = await this.transaction(stores, mode);
    const done = committed(tx);
    let result: T;
    try {
      result = await work(new Tx<S>(tx, this.range));
    } catch (error) {
      try {
        tx.abort();
      } catch {
        // Already finished or aborted.
      }
      await done.catch(() => undefined);
      // A request cut short by its transaction's abort fails as a bare AbortError: the reason
      // (a full disk: QuotaExceededError) is the transaction's.
      throw error instanceof DOMException && error.name === 'AbortError' && tx.error !== null
        ? tx.error
        : error;
    }
    await done;
    return result;
  }

  /** A read-only transaction over `stores`. */
  read<T>(stores: readonly (keyof S & string)[], work: (tx: Tx<S>) => Promise<T>): Promise<T> {
    return this.run(stores, 'readonly', work);
  }

  /**
   * A read-write transaction over `stores`, all or nothing: a throw from `work` undoes it. Once
   * committed, the stores' live reads in this tab and the others are told.
   */
  async write<T>(
    stores: readonly (keyof S & string)[],
    work: (tx: Tx<S>) => Promise<T>,
  ): Promise<T> {
    const result = await this.run(stores, 'readwrite', work);
    announce(this.schema.name, stores);
    return result;
  }
}

/** The topics a live read of these stores of a database follows (`live-query.ts`). */
export function topicsOf(schema: Schema, ...stores: string[]): string[] {
  return stores.map((store) => `${schema.name}/${store}`);
}

/** The browser's IndexedDB, when this page has one. */
function browserBackend(): Backend | null {
  return typeof indexedDB === 'undefined' || typeof IDBKeyRange === 'undefined'
    ? null
    : { indexedDB, IDBKeyRange };
}

/**
 * An IndexedDB that lives in this tab's memory (fake-indexeddb), for when the browser's own cannot
 * be used (decision 022). Fetched only then, and one for every database of the studio, so they all
 * fail over together.
 */
let inMemory: Promise<Backend> | null = null;
function memoryBackend(): Promise<Backend> {
  inMemory ??= import('fake-indexeddb').then(({ IDBFactory, IDBKeyRange }) => ({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  }));
  return inMemory;
}

/** The request that opens `name` at the schema's version, upgrading it where it is older. */
function openRequest(backend: Backend, schema: Schema, name: string): IDBOpenDBRequest {
  const request = backend.indexedDB.open(name, schema.version);
  request.onupgradeneeded = (event) => {
    const tx = request.transaction;
    if (tx !== null) schema.upgrade(request.result, tx, event.oldVersion);
  };
  return request;
}

export type Opened<S> =
  | { db: Database<S>; where: 'browser' }
  /** The browser held the upgrade back (another tab holds the database open): it goes on once let go. */
  | { db: Database<S>; where: 'blocked' }
  | { db: Database<S>; where: 'memory'; reason: string };

/**
 * Opens a database of the studio, never leaving its readers without one: the browser's IndexedDB
 * when it opens; when it cannot (no IndexedDB, a private window that refuses it, an open that
 * fails), the same schema in memory, said so by `where`. An upgrade blocked by another tab
 * resolves at once as `blocked`: requests wait until the other tab lets go, and the page can say
 * why meanwhile.
 */
export async function openDatabase<S>(
  schema: Schema,
  { name = schema.name, events }: { name?: string; events?: DatabaseEvents } = {},
): Promise<Opened<S>> {
  const inMemoryDb = async (reason: string): Promise<Opened<S>> => {
    const backend = await memoryBackend();
    const opening = requested(openRequest(backend, schema, name));
    await opening;
    return { db: new Database<S>(schema, name, opening, backend, events), where: 'memory', reason };
  };
  const backend = browserBackend();
  if (backend === null) return inMemoryDb('This browser has no IndexedDB');
  let request: IDBOpenDBRequest;
  try {
    request = openRequest(backend, schema, name);
  } catch (error) {
    return inMemoryDb(error instanceof Error ? error.message : String(error));
  }
  // A newer studio (another tab, or a version since rolled back) left the database at a higher
  // version: it is opened at that version, as it is, rather than given up for one in memory —
  // a newer schema keeps the stores and indexes this one reads (as Dexie 4 opened it too).
  const opening = requested(request).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    return requested(backend.indexedDB.open(name));
  });
  const wasBlocked = new Promise<'blocked'>((resolve) => {
    request.onblocked = () => resolve('blocked');
  });
  try {
    const how = await Promise.race([opening.then(() => 'open' as const), wasBlocked]);
    const db = new Database<S>(schema, name, opening, backend, events);
    return how === 'blocked' ? { db, where: 'blocked' } : { db, where: 'browser' };
  } catch (error) {
    return inMemoryDb(error instanceof Error ? error.message : String(error));
  }
}

/** A database of the studio that opens when it is first used (`lazyDatabase`). */
export interface LazyDatabase<S> {
  /** The database, opened by the first call as `openDatabase` opens it, the same one after. */
  (): Promise<Database<S>>;
  /** Test seam: each unit test gets a database of its own, by that name; the old one closed. */
  reopen(name: string): Promise<Database<S>>;
}

/**
 * A database opened on first use instead of when its module loads (decision 035): a page that
 * never reads it (boards, storyboards, posters, personas) never opens it. `opened` runs once, and
 * every caller waits for it to end before it gets the database (a journal's replay: its writes
 * then come before any read).
 */
export function lazyDatabase<S>(
  schema: Schema,
  opened?: (db: Database<S>) => Promise<void> | void,
): LazyDatabase<S> {
  let db: Promise<Database<S>> | null = null;
  const open = async (name: string): Promise<Database<S>> => {
    const { db: opening } = await openDatabase<S>(schema, { name });
    try {
      await opened?.(opening);
    } catch (error) {
      // The database is still there to use; what `opened` could not do waits for the next start.
      console.error('A step after opening the database failed:', error);
    }
    return opening;
  };
  const get = () => (db ??= open(schema.name));
  return Object.assign(get, {
    reopen(name: string): Promise<Database<S>> {
      const old = db;
      void old?.then((previous) => previous.close());
      db = open(name);
      return db;
    },
  });
}

/**
 * A database opened at once on the page's own IndexedDB, its requests waiting for the open: the
 * unit tests' seam (`reopenLedgerDb`: each test a database of its own), with no fallback.
 */
export function openNow<S>(schema: Schema, name: string, events?: DatabaseEvents): Database<S> {
  const backend = browserBackend();
  if (backend === null) throw new Error('This page has no IndexedDB');
  return new Database<S>(
    schema,
    name,
    requested(openRequest(backend, schema, name)),
    backend,
    events,
  );
}
