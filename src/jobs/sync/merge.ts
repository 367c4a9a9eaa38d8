import type { Job } from '@/jobs/job';
import { isWaiting, type JobStatus } from '@/jobs/status';

/**
 * The merge rules of a synced library (decision 028), pure so that every device computes the same
 * answer from the same two records, whichever arrived first.
 *
 * - status, progress, result, error (the record): a status only moves forward, in the ledger's own
 *   order — `submitting`, then waiting (`queued`/`unknown`, then `running`), then an end (`refused`,
 *   `succeeded`, `failed`), which a poll never leaves (`applyPollUpdate`). The record further along
 *   wins whole; at the same step the later `updatedAt` (a refreshed result link); at the same time,
 *   the larger text, so the choice never depends on the order.
 * - ids: the union, never fewer (losing an id is the worst bug this product can have).
 * - lineage: the first one known is kept.
 * - favourite: its own entry in the document, the last write wins (Yjs's rule for a map key); a
 *   device writes it only for a person's star or unstar there (`mirror.ts`).
 * - removal: a tombstone; a removed job never comes back, whatever another device still holds.
 * - never synced: `setAside` and `pollError` (this device's following), API keys, kept copies, drafts.
 */
export function statusStep(status: JobStatus): number {
  // Waiting in the studio's queue (decision 031) comes before anything was sent.
  if (status === 'waiting') return -1;
  if (status === 'submitting') return 0;
  if (status === 'running') return 2;
  if (isWaiting(status)) return 1;
  return 3;
}

/** JSON with object keys sorted: the same record reads the same on every device. */
export function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The fields one device's following keeps to itself. */
type LocalOnly = 'favourite' | 'setAside' | 'pollError';
export type SyncedJob = Omit<Job, LocalOnly>;

export function syncedPart(job: Job): SyncedJob {
  const { favourite, setAside, pollError, ...synced } = job;
  void [favourite, setAside, pollError];
  return synced;
}

function further(a: SyncedJob, b: SyncedJob): SyncedJob {
  const step = statusStep(a.status) - statusStep(b.status);
  if (step !== 0) return step > 0 ? a : b;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  return stableText(a) >= stableText(b) ? a : b;
}

/** Two devices' versions of one job → the one both keep (commutative). */
export function mergeSynced(a: SyncedJob, b: SyncedJob): SyncedJob {
  const winner = further(a, b);
  const other = winner === a ? b : a;
  const ids = [...new Set([...winner.remoteIds, ...other.remoteIds])];
  return {
    ...winner,
    remoteIds: ids,
    source: winner.source ?? other.source,
  };
}

/**
 * What this device stores when `incoming` (from the document) meets its own `local` record:
 * the merged record, with the document's favourite and this device's following.
 */
export function mergeIntoLocal(local: Job | undefined, incoming: Job): Job {
  if (local === undefined) return { ...incoming, setAside: false, pollError: null };
  return {
    ...mergeSynced(syncedPart(local), syncedPart(incoming)),
    favourite: incoming.favourite,
    setAside: local.setAside,
    pollError: local.pollError,
  };
}
