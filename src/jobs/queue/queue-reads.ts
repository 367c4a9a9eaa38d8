import type { Job } from '@/jobs/job';
import { ledgerDb as db, rowsWhereAnyOf, type JobStore } from '@/jobs/ledger/ledger-db';
import { readEntry } from '@/jobs/ledger/records';

/**
 * The studio's own queue (decision 031). The statuses a queue decision reads: the waiting jobs and
 * those that may hold a slot at the gateway. Read through the status index, never the whole table.
 */
export const queueStatuses = ['waiting', 'submitting', 'queued', 'running', 'unknown'] as const;

/**
 * The queue's rows, parsed, by the row's text: the queue is read again on every write (its live
 * store, each create's and each claim's transaction), and with 500 waiting jobs re-validating
 * every row each time made each job of a drain cost a few seconds (`bench/queue.ts`). A row whose
 * stored text is unchanged keeps the job it parsed to; any change, however small, is parsed anew.
 */
const queueParsed = new Map<string, { text: string; job: Job }>();

export async function queueRows(store: JobStore): Promise<Job[]> {
  const rows = await rowsWhereAnyOf(store.index('status'), queueStatuses);
  const seen = new Set<string>();
  const jobs = rows.flatMap((row) => {
    const text = JSON.stringify(row);
    const id = typeof row.id === 'string' ? row.id : text;
    seen.add(id);
    const known = queueParsed.get(id);
    if (known?.text === text) return [known.job];
    const entry = readEntry(row);
    if (!entry.ok) {
      queueParsed.delete(id);
      return [];
    }
    queueParsed.set(id, { text, job: entry.job });
    return [entry.job];
  });
  // Only the rows in the queue now are kept: a job that left it is not held on to.
  for (const id of queueParsed.keys()) if (!seen.has(id)) queueParsed.delete(id);
  return jobs;
}

/** The jobs the queue reasons about (its live store reads them). */
export function listQueueJobs(): Promise<Job[]> {
  return db.read(['jobs'], (tx) => queueRows(tx.store('jobs')));
}
