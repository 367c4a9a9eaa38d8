import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';

/** "2 of 4": which of the variations one Generate made this job is; null for a job made alone. */
export function batchPosition(job: Pick<Job, 'batch'>): { number: number; size: number } | null {
  if (job.batch === null || job.batch.size < 2) return null;
  return { number: job.batch.index + 1, size: job.batch.size };
}

/** What ←/→ walks in the dialog: the open job's batch, in variation order; else the view as found. */
export interface DialogWalk {
  jobs: readonly Job[];
  index: number;
  batch: boolean;
}

/**
 * A job of a batch walks its batch (every member the ledger has, whatever the filters show, in
 * the order they were made); any other job walks the jobs the view found.
 */
export function dialogWalk(
  open: Job | null,
  view: readonly Job[] | undefined,
  entries: readonly LedgerEntry[] | undefined,
): DialogWalk | null {
  if (open === null) return null;
  const batch = open.batch;
  if (batch !== null && batch.size > 1 && entries !== undefined) {
    const members = entries
      .flatMap((e) => (e.ok && e.job.batch?.id === batch.id ? [e.job] : []))
      .sort((a, b) => (a.batch?.index ?? 0) - (b.batch?.index ?? 0) || a.createdAt - b.createdAt);
    const index = members.findIndex((j) => j.id === open.id);
    if (index >= 0 && members.length > 1) return { jobs: members, index, batch: true };
  }
  if (view === undefined) return null;
  const index = view.findIndex((j) => j.id === open.id);
  return index >= 0 ? { jobs: view, index, batch: false } : null;
}
