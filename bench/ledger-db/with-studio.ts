import { openNow, topicsOf } from '@/lib/idb';
import { liveQuery } from '@/lib/live-query';
import {
  ledgerSchema,
  rowsWhereAnyOf,
  type LedgerDb,
  type LedgerStores,
} from '@/jobs/ledger/ledger-db';
import { findByRemoteIds } from '@/jobs/ledger/remote-ids';
import type { LedgerWork } from './work';

/**
 * The ledger's calls as the ledger makes them, on the studio's own layer (`src/lib/idb.ts`,
 * decision 062) and the ledger's own schema (`ledgerSchema`).
 */
let db: LedgerDb | null = null;
const open = (): LedgerDb => {
  if (db === null) throw new Error('The ledger is not open');
  return db;
};

export const work: LedgerWork = {
  async open(name) {
    db = openNow<LedgerStores>(ledgerSchema, name);
    await db.read(['jobs'], (tx) => tx.store('jobs').count());
  },
  close() {
    db?.close();
    db = null;
  },
  importJobs(rows) {
    return open().write(['jobs'], async (tx) => {
      const jobs = tx.store('jobs');
      const existing = new Set(
        (await jobs.getMany(rows.map((r) => r.id))).flatMap((row) => (row ? [row.id] : [])),
      );
      const fresh = rows.filter((r) => !existing.has(r.id));
      await jobs.addMany(fresh);
      return fresh.length;
    });
  },
  readAll: () => open().read(['jobs'], (tx) => tx.store('jobs').getAll()),
  readNewest: (count) =>
    open().read(['jobs'], (tx) =>
      tx.store('jobs').index('createdAt').take(count, { direction: 'prev' }),
    ),
  countByStatus: (statuses) =>
    open().read(['jobs'], (tx) => {
      const index = tx.store('jobs').index('status');
      return Promise.all(
        statuses.map(async (status) => [status, await index.count(status)] as [string, number]),
      );
    }),
  listWaiting: (statuses) =>
    open().read(['jobs'], (tx) => rowsWhereAnyOf(tx.store('jobs').index('status'), statuses)),
  get: (id) => open().read(['jobs'], (tx) => tx.store('jobs').get(id)),
  bulkGet: (ids) => open().read(['jobs'], (tx) => tx.store('jobs').getMany(ids)),
  async add(row) {
    await open().write(['jobs'], (tx) => tx.store('jobs').add(row));
  },
  change(id, fn) {
    return open().write(['jobs'], async (tx) => {
      const jobs = tx.store('jobs');
      const row = await jobs.get(id);
      if (row === undefined) return undefined;
      const next = fn(row);
      await jobs.put(next);
      return next;
    });
  },
  followedBy: (remoteIds, match) =>
    open().read(['jobs'], (tx) => findByRemoteIds(tx.store('jobs'), remoteIds, match)),
  putMany(ids, fn) {
    return open().write(['jobs'], async (tx) => {
      const jobs = tx.store('jobs');
      const rows = (await jobs.getMany(ids)).flatMap((row) => (row ? [fn(row)] : []));
      await jobs.putMany(rows);
      return rows.length;
    });
  },
  modifyWhere(match, changes) {
    return open().write(['jobs'], async (tx) => {
      const jobs = tx.store('jobs');
      const rows = (await jobs.getAll()).filter(match);
      await jobs.putMany(rows.map((row) => ({ ...row, ...changes })));
      return rows.map((row) => row.id);
    });
  },
  async remove(id) {
    await open().write(['jobs'], (tx) => tx.store('jobs').delete(id));
  },
  watchWaiting: (statuses, onRows) =>
    liveQuery(
      () => work.listWaiting(statuses),
      topicsOf(ledgerSchema, 'jobs'),
      onRows,
      (error: unknown) => console.error(error),
    ),
};
