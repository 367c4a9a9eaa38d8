import { isWaiting, jobStatuses, remoteStatuses } from '@/jobs/status';
import { isActive, type Job } from '@/jobs/job';
import { ledgerDb as db, rowsWhereAnyOf } from './ledger-db';
import { homeSnapshot } from './ledger-home';
import type { LedgerSource } from './ledger-snapshot';
import { readEntry, type LedgerEntry } from './records';
import { rescueIds } from './rescue';
import { onStorageHealth, setStorageHealth } from './storage-health';

/** The ledger's reads: a list, the waiting jobs, one job, what the in-memory index reads. */

/**
 * The database was deleted underneath (`storage-health.ts`): what this tab still holds in memory
 * is all that is left of it. How many jobs that was is said, and the ids of the jobs still under
 * way go where a create's unsaved ids go (`rescue.ts`): on screen, and in localStorage, to copy.
 */
onStorageHealth((health) => {
  if (health.state !== 'cleared' || health.lost !== null) return;
  const held = homeSnapshot(db.name);
  if (held === undefined) return;
  const now = Date.now();
  held.jobs
    .filter((job) => isWaiting(job.status) && job.remoteIds.length > 0)
    .forEach((job, order) =>
      rescueIds({ kind: job.kind, gateway: job.gateway, ids: job.remoteIds, at: now + order }),
    );
  setStorageHealth({ state: 'cleared', lost: held.entries.length });
});

/** Every record, newest first (ties: the larger id first), as the createdAt index holds them. */
export async function listEntries(): Promise<LedgerEntry[]> {
  const rows = await db.read(['jobs'], (tx) => tx.store('jobs').index('createdAt').getAll());
  return rows.reverse().map(readEntry);
}

/**
 * The jobs the poller follows, through the status index: only waiting rows are read, never the
 * whole table, so a poll tick costs the same with 50 jobs or 20,000.
 */
const waitingStatuses = (['submitting', ...remoteStatuses] as const).filter(isWaiting);
export async function listActiveJobs(): Promise<Job[]> {
  const rows = await db.read(['jobs'], (tx) =>
    rowsWhereAnyOf(tx.store('jobs').index('status'), waitingStatuses),
  );
  return rows.flatMap((row) => {
    const entry = readEntry(row);
    return entry.ok && isActive(entry.job) ? [entry.job] : [];
  });
}

/** What the in-memory index (`ledger-index.ts`) reads: all once, then only the rows that changed. */
export const ledgerSource: LedgerSource = {
  name: () => db.name,
  readAll: async () => (await db.read(['jobs'], (tx) => tx.store('jobs').getAll())).map(readEntry),
  // The newest rows and the counts in one transaction: the counts are of the same table.
  readNewest: (count) =>
    db.read(['jobs'], async (tx) => {
      const jobs = tx.store('jobs');
      const [rows, counts] = await Promise.all([
        jobs.index('createdAt').take(count, { direction: 'prev' }),
        Promise.all(
          jobStatuses.map(
            async (status) => [status, await jobs.index('status').count(status)] as const,
          ),
        ),
      ]);
      return { entries: rows.map(readEntry), statusCounts: new Map(counts) };
    }),
  readSome: async (ids) => {
    const rows = await db.read(['jobs'], (tx) => tx.store('jobs').getMany([...ids]));
    return new Map(
      rows.flatMap((row) => (row === undefined ? [] : [[row.id, readEntry(row)] as const])),
    );
  },
};

export async function getJob(id: string): Promise<Job | undefined> {
  const row = await db.read(['jobs'], (tx) => tx.store('jobs').get(id));
  if (row === undefined) return undefined;
  const entry = readEntry(row);
  return entry.ok ? entry.job : undefined;
}

/** The ids of the jobs on a board (a scan: asked when a board is deleted, not per keystroke). */
export async function jobIdsOnBoard(boardId: string): Promise<string[]> {
  const ids: string[] = [];
  await db.read(['jobs'], (tx) =>
    tx.store('jobs').walk({}, (row) => {
      if (Array.isArray(row.boards) && (row.boards as unknown[]).includes(boardId))
        ids.push(row.id);
    }),
  );
  return ids;
}
