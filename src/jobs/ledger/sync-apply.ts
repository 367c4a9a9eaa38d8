import type { Job } from '@/jobs/job';
import { removed as toldRemoved, writeTransaction, wrote } from './guarded-write';
import { LEDGER_SCHEMA_VERSION, readEntry } from './records';

/**
 * Records from the sync mirror (`jobs/sync/`), already read by the library file's rules: each is
 * merged with the stored one by `merge` (which decides what moves), written if anything changed,
 * in one transaction; `removed` ids go. Returns what is stored now, and the ids that went: their
 * kept copies and posters are the caller's to forget (`forgetRemoved` in `jobs/removal.ts`, which
 * the sync's ledger port calls), since the ledger imports none of its satellites.
 */
export async function applySyncedJobs(
  incoming: readonly Job[],
  removed: readonly string[],
  merge: (local: Job | undefined, incoming: Job) => Job,
): Promise<{ stored: Job[]; gone: string[] }> {
  const { written, stored, gone } = await writeTransaction('the jobs', async (store) => {
    const rows = await store.getMany(incoming.map((job) => job.id));
    const written: Job[] = [];
    const stored: Job[] = [];
    incoming.forEach((job, index) => {
      const row = rows[index];
      const entry = row === undefined ? undefined : readEntry(row);
      // A record this studio cannot read (damaged, or newer) is never written over.
      if (entry !== undefined && !entry.ok) return;
      const next = merge(entry?.job, job);
      stored.push(next);
      if (entry === undefined || JSON.stringify(entry.job) !== JSON.stringify(next))
        written.push(next);
    });
    await store.putMany(written.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
    const present = await store.getMany([...removed]);
    const gone = removed.filter((_, index) => present[index] !== undefined);
    await store.deleteMany(gone);
    return { written, stored, gone };
  });
  wrote(written);
  if (gone.length > 0) toldRemoved(gone);
  return { stored, gone };
}
