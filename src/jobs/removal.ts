import { deleteCopies } from '@/jobs/copies/kept-copies';
import { removeJobRecord } from '@/jobs/ledger/person-edits';
import { deletePosters } from '@/jobs/posters/posters';

/**
 * Removing a job takes what only it could show with it. Composed here, in a room above the
 * ledger, the kept copies and the posters (decision 037), rather than by a hook the satellites
 * register into the ledger: a hook runs only once its module has been loaded, and a removal (a
 * board deleted with its results, a sync applying another device's) may come before anything in
 * the page loaded the posters; a static import here cannot miss one. The ledger imports neither.
 */
export async function removeJob(id: string): Promise<void> {
  await removeJobRecord(id);
  await forgetRemoved([id]);
}

/**
 * The kept copies and grabbed posters of jobs the ledger no longer has: bytes nothing can show any
 * more would only hold space. Imported statically: the gallery's cards import the posters module
 * anyway, so a dynamic import here split nothing (the build warned); their database opens only when
 * first used (decision 035).
 */
export async function forgetRemoved(ids: readonly string[]): Promise<void> {
  for (const id of ids) await deleteCopies(id, { forgetClaim: true });
  for (const id of ids) await deletePosters(id);
}
