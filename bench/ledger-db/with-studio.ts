import { liveQuery } from 'dexie';
import { LedgerDb } from '@/jobs/ledger/ledger-db';
import type { LedgerWork } from './work';

/** The ledger's calls as `ledger.ts` makes them, on the ledger's own Dexie declaration. */
let db: LedgerDb | null = null;
const open = (): LedgerDb => {
  if (db === null) throw new Error('The ledger is not open');
  return db;
};

export const work: LedgerWork = {
  async open(name) {
    db = new LedgerDb(name);
    await db.open();
  },
  close() {
    db?.close();
    db = null;
  },
  importJobs(rows) {
    const d = open();
    return d.transaction('rw', d.jobs, async () => {
      const existing = new Set(
        (await d.jobs.bulkGet(rows.map((r) => r.id))).flatMap((row) => (row ? [row.id] : [])),
      );
      const fresh = rows.filter((r) => !existing.has(r.id));
      await d.jobs.bulkAdd(fresh);
      return fresh.length;
    });
  },
  readAll: () => open().jobs.toArray(),
  readNewest: (count) => open().jobs.orderBy('createdAt').reverse().limit(count).toArray(),
  countByStatus: (statuses) =>
    Promise.all(
      statuses.map(
        async (status) =>
          [status, await open().jobs.where('status').equals(status).count()] as [string, number],
      ),
    ),
  listWaiting: (statuses) => open().jobs.where('status').anyOf(statuses).toArray(),
  get: (id) => open().jobs.get(id),
  bulkGet: (ids) => open().jobs.bulkGet([...ids]),
  async add(row) {
    await open().jobs.add(row);
  },
  change(id, fn) {
    const d = open();
    return d.transaction('rw', d.jobs, async () => {
      const row = await d.jobs.get(id);
      if (row === undefined) return undefined;
      const next = fn(row);
      await d.jobs.put(next);
      return next;
    });
  },
  followedBy: (remoteIds, match) =>
    open()
      .jobs.where('remoteIds')
      .anyOfIgnoreCase([...remoteIds])
      .filter(match)
      .first(),
  putMany(ids, fn) {
    const d = open();
    return d.transaction('rw', d.jobs, async () => {
      const rows = (await d.jobs.bulkGet([...ids])).flatMap((row) => (row ? [fn(row)] : []));
      await d.jobs.bulkPut(rows);
      return rows.length;
    });
  },
  modifyWhere(match, changes) {
    const d = open();
    return d.transaction('rw', d.jobs, async () => {
      const rows = d.jobs.filter(match);
      const keys = await rows.primaryKeys();
      await rows.modify(changes);
      return keys;
    });
  },
  async remove(id) {
    await open().jobs.delete(id);
  },
  watchWaiting(statuses, onRows) {
    const subscription = liveQuery(() =>
      open().jobs.where('status').anyOf(statuses).toArray(),
    ).subscribe({ next: onRows });
    return () => subscription.unsubscribe();
  },
};
