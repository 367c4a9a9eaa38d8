import { describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import {
  DatabaseClosedError,
  ensureStore,
  lazyDatabase,
  openDatabase,
  openNow,
  requested,
  topicsOf,
  type Schema,
} from './idb';
import { onChanges } from './idb-changes';
import { liveQuery } from './live-query';

interface Note {
  id: string;
  kind: string;
  at: number;
  tags?: string[];
}
interface Stores {
  notes: Note;
}

const schema: Schema = {
  name: 'test-notes',
  version: 20,
  upgrade: (db, tx) =>
    ensureStore(db, tx, 'notes', 'id', [
      'kind',
      { name: '[kind+at]', keyPath: ['kind', 'at'] },
      { name: 'tags', keyPath: 'tags', multiEntry: true },
    ]),
};
const fresh = () => `test-idb-${Math.random().toString(36).slice(2)}`;

describe('a database of the studio', () => {
  it('writes all or nothing: a throw inside a write undoes what it wrote', async () => {
    const db = openNow<Stores>(schema, fresh());
    await db.write(['notes'], (tx) => tx.store('notes').put({ id: 'a', kind: 'x', at: 1 }));
    await expect(
      db.write(['notes'], async (tx) => {
        await tx.store('notes').put({ id: 'b', kind: 'x', at: 2 });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.read(['notes'], (tx) => tx.store('notes').getAllKeys())).toEqual(['a']);
  });

  it('fails an add whose key is taken, and keeps the first', async () => {
    const db = openNow<Stores>(schema, fresh());
    await db.write(['notes'], (tx) => tx.store('notes').add({ id: 'a', kind: 'x', at: 1 }));
    await expect(
      db.write(['notes'], (tx) => tx.store('notes').add({ id: 'a', kind: 'y', at: 2 })),
    ).rejects.toMatchObject({ name: 'ConstraintError' });
    expect(await db.read(['notes'], (tx) => tx.store('notes').get('a'))).toMatchObject({
      kind: 'x',
    });
  });

  it('reads through its indexes: newest first, a compound range, a multi-entry key', async () => {
    const db = openNow<Stores>(schema, fresh());
    await db.write(['notes'], (tx) =>
      tx.store('notes').putMany([
        { id: 'a', kind: 'x', at: 1, tags: ['Red', 'blue'] },
        { id: 'b', kind: 'x', at: 3 },
        { id: 'c', kind: 'y', at: 2, tags: ['red'] },
        { id: 'd', kind: 'x', at: 2 },
      ]),
    );
    const newestX = await db.read(['notes'], (tx) =>
      tx
        .store('notes')
        .index('[kind+at]')
        .take(2, { query: tx.range.bound(['x', -Infinity], ['x', []]), direction: 'prev' }),
    );
    expect(newestX.map((n) => n.id)).toEqual(['b', 'd']);
    const kept = await db.read(['notes'], (tx) =>
      tx
        .store('notes')
        .index('kind')
        .take(5, { query: 'x' }, (n) => n.at > 1),
    );
    expect(kept.map((n) => n.id)).toEqual(['b', 'd']);
    expect(
      await db.read(['notes'], (tx) => tx.store('notes').index('tags').getAllKeys('red')),
    ).toEqual(['c']);
    const keys = await db.read(['notes'], (tx) => tx.store('notes').index('tags').keys());
    expect(keys).toEqual([
      { key: 'Red', primaryKey: 'a' },
      { key: 'blue', primaryKey: 'a' },
      { key: 'red', primaryKey: 'c' },
    ]);
    expect(await db.read(['notes'], (tx) => tx.store('notes').getMany(['d', 'zz', 'a']))).toEqual([
      expect.objectContaining({ id: 'd' }),
      undefined,
      expect.objectContaining({ id: 'a' }),
    ]);
    expect(await db.read(['notes'], (tx) => tx.store('notes').index('kind').count('x'))).toBe(3);
  });

  it('opens a database another library made at the same version as it is, its rows kept', async () => {
    const name = fresh();
    // As Dexie made it: version 2 → IndexedDB 20, the same store and indexes.
    const made = indexedDB.open(name, 20);
    made.onupgradeneeded = () => {
      const store = made.result.createObjectStore('notes', { keyPath: 'id' });
      store.createIndex('kind', 'kind');
      store.createIndex('[kind+at]', ['kind', 'at']);
      store.createIndex('tags', 'tags', { multiEntry: true });
      store.put({ id: 'kept', kind: 'x', at: 1 });
    };
    (await requested(made)).close();
    const upgrade = vi.fn(schema.upgrade);
    const db = openNow<Stores>({ ...schema, upgrade }, name);
    expect(await db.read(['notes'], (tx) => tx.store('notes').get('kept'))).toMatchObject({
      kind: 'x',
    });
    expect(upgrade).not.toHaveBeenCalled();
  });

  it('lets go for good once closed: every request after fails with DatabaseClosedError', async () => {
    const db = openNow<Stores>(schema, fresh());
    await db.read(['notes'], (tx) => tx.store('notes').count());
    db.close();
    expect(db.isOpen()).toBe(false);
    await expect(db.read(['notes'], (tx) => tx.store('notes').count())).rejects.toBeInstanceOf(
      DatabaseClosedError,
    );
  });

  it('lets go when another connection upgrades it, and says so', async () => {
    const name = fresh();
    const versionChange = vi.fn();
    const db = openNow<Stores>(schema, name, { versionChange });
    await db.read(['notes'], (tx) => tx.store('notes').count());
    const newer = indexedDB.open(name, 30);
    (await requested(newer)).close();
    expect(versionChange).toHaveBeenCalledWith(30);
    await expect(db.read(['notes'], (tx) => tx.store('notes').count())).rejects.toBeInstanceOf(
      DatabaseClosedError,
    );
  });

  it('opens in the browser when it can, and says where', async () => {
    const opened = await openDatabase<Stores>(schema, { name: fresh() });
    expect(opened.where).toBe('browser');
  });
});

describe('a committed write', () => {
  it('is announced for the stores it covered, after the commit, never for one that failed', async () => {
    const db = openNow<Stores>(schema, fresh());
    const heard = vi.fn();
    const stop = onChanges(topicsOf(schema, 'notes'), heard);
    await db.write(['notes'], (tx) => tx.store('notes').put({ id: 'a', kind: 'x', at: 1 }));
    expect(heard).toHaveBeenCalledTimes(1);
    await db.write(['notes'], () => Promise.reject(new Error('no'))).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await db.write(['notes'], (tx) => tx.store('notes').put({ id: 'b', kind: 'x', at: 1 }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('makes a live query read again, and its last answer is never older than the last write', async () => {
    const db = openNow<Stores>(schema, fresh());
    const answers: number[] = [];
    const stop = liveQuery(
      () => db.read(['notes'], (tx) => tx.store('notes').count()),
      topicsOf(schema, 'notes'),
      (count) => answers.push(count),
      () => undefined,
    );
    await eventually(() => expect(answers).toEqual([0]));
    // Three writes while reads are under way: one more read after each running one, never a stale last.
    await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        db.write(['notes'], (tx) => tx.store('notes').put({ id, kind: 'x', at: 1 })),
      ),
    );
    await eventually(() => expect(answers.at(-1)).toBe(3));
    stop();
    await db.write(['notes'], (tx) => tx.store('notes').put({ id: 'd', kind: 'x', at: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers.at(-1)).toBe(3);
  });
});

describe('lazyDatabase', () => {
  it('opens nothing until first asked, then opens once and hands every caller the same database', async () => {
    const opened = vi.fn();
    const notes = lazyDatabase<Stores>({ ...schema, name: fresh() }, opened);
    expect(opened).not.toHaveBeenCalled();

    const [a, b] = await Promise.all([notes(), notes()]);
    expect(a).toBe(b);
    expect(a.isOpen()).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(a);
    await a.write(['notes'], (tx) => tx.store('notes').put({ id: 'n1', kind: 'x', at: 1 }));
    expect(await (await notes()).read(['notes'], (tx) => tx.store('notes').get('n1'))).toEqual({
      id: 'n1',
      kind: 'x',
      at: 1,
    });
  });

  it('is replaced whole by the test seam, the old one closed', async () => {
    const notes = lazyDatabase<Stores>({ ...schema, name: fresh() });
    const first = await notes();
    const second = await notes.reopen(fresh());
    expect(await notes()).toBe(second);
    await eventually(() => expect(first.isOpen()).toBe(false));
  });

  it('hands out the database even when the step after opening fails, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notes = lazyDatabase<Stores>({ ...schema, name: fresh() }, () => {
      throw new Error('replay failed');
    });
    expect((await notes()).isOpen()).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('a failed request inside a write', () => {
  it('aborts nothing when the work catches it, as with Dexie', async () => {
    const db = openNow<Stores>(schema, fresh());
    await db.write(['notes'], (tx) => tx.store('notes').put({ id: 'a', kind: 'x', at: 1 }));
    await db.write(['notes'], async (tx) => {
      await tx
        .store('notes')
        .add({ id: 'a', kind: 'y', at: 2 })
        .catch(() => undefined);
      await tx.store('notes').put({ id: 'b', kind: 'x', at: 3 });
    });
    expect(await db.read(['notes'], (tx) => tx.store('notes').getAllKeys())).toEqual(['a', 'b']);
  });
});

describe('a database a newer studio left at a higher version', () => {
  it('opens as it is, its rows read, rather than one in memory', async () => {
    const name = fresh();
    const made = indexedDB.open(name, 30);
    made.onupgradeneeded = () => {
      const store = made.result.createObjectStore('notes', { keyPath: 'id' });
      store.createIndex('kind', 'kind');
      store.put({ id: 'newer', kind: 'x', at: 1 });
    };
    (await requested(made)).close();
    const opened = await openDatabase<Stores>(schema, { name });
    expect(opened.where).toBe('browser');
    expect(await opened.db.read(['notes'], (tx) => tx.store('notes').get('newer'))).toMatchObject({
      kind: 'x',
    });
  });
});

describe('a walk whose visitor throws', () => {
  it('fails the transaction instead of hanging, and writes nothing', async () => {
    const db = openNow<Stores>(schema, fresh());
    await db.write(['notes'], (tx) =>
      tx.store('notes').putMany([
        { id: 'a', kind: 'x', at: 1 },
        { id: 'b', kind: 'x', at: 2 },
      ]),
    );
    await expect(
      db.write(['notes'], async (tx) => {
        await tx.store('notes').put({ id: 'c', kind: 'x', at: 3 });
        await tx.store('notes').walk({}, () => {
          throw new Error('visitor failed');
        });
      }),
    ).rejects.toThrow('visitor failed');
    await expect(
      db.read(['notes'], (tx) =>
        // Going back to an earlier key is refused by IndexedDB: a DataError, not a hang.
        tx.store('notes').seekKeys(() => ({ to: '' })),
      ),
    ).rejects.toMatchObject({ name: 'DataError' });
    expect(await db.read(['notes'], (tx) => tx.store('notes').getAllKeys())).toEqual(['a', 'b']);
  });
});
