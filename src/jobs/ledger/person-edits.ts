import { change, removed, writeTransaction, wrote } from './guarded-write';
import { LEDGER_SCHEMA_VERSION, readEntry } from './records';

/**
 * A person's edits: following paused or resumed, the star, the name, the boards, and removal of
 * the record (`jobs/removal.ts` takes its kept copies and posters with it).
 */

/**
 * "Stop following" (on) and "Resume" (off). Only the flag changes: the poller skips a set-aside
 * job (`isActive`), and resuming marks it changed now, so it is not called stale at once.
 */
export function setAside(id: string, on: boolean, now = Date.now()) {
  return change(id, on ? 'stop following' : 'resume', (job) =>
    job.setAside === on
      ? job
      : { ...job, setAside: on, updatedAt: now, ...(on ? {} : { changedAt: now }) },
  );
}

/** The gallery's star: only the flag changes, so no poll, id or status is touched. */
export function setFavourite(id: string, on: boolean, now = Date.now()) {
  return change(id, 'the favourite', (job) =>
    job.favourite === on ? job : { ...job, favourite: on, updatedAt: now },
  );
}

/** The selection's star: one transaction for every job, the same rule as `setFavourite`. */
export async function setFavourites(
  ids: readonly string[],
  on: boolean,
  now = Date.now(),
): Promise<void> {
  const changed = await writeTransaction('the favourites', async (store) => {
    const rows = await store.getMany([...ids]);
    const next = rows.flatMap((row) => {
      const entry = row === undefined ? undefined : readEntry(row);
      return entry?.ok && entry.job.favourite !== on
        ? [{ ...entry.job, favourite: on, updatedAt: now }]
        : [];
    });
    await store.putMany(next.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
    return next;
  });
  wrote(changed);
}

/**
 * Rename (issue 40): the name the person gave the result, or none again (null); its prompt stays
 * as it was sent. Resolves once the transaction has committed, so what confirms it is kept.
 */
export function renameJob(id: string, name: string | null, now = Date.now()) {
  return change(id, 'the name', (job) =>
    job.name === name ? job : { ...job, name, updatedAt: now },
  );
}

/**
 * Puts the jobs on a board (`on`) or takes them off it, in one transaction: a job already where
 * it is asked to be is left untouched. Returns how many changed.
 */
export async function setOnBoard(
  ids: readonly string[],
  boardId: string,
  on: boolean,
  now = Date.now(),
): Promise<number> {
  const changed = await writeTransaction('the board', async (store) => {
    const rows = await store.getMany([...ids]);
    const next = rows.flatMap((row) => {
      const entry = row === undefined ? undefined : readEntry(row);
      if (!entry?.ok || entry.job.boards.includes(boardId) === on) return [];
      const boards = on
        ? [...entry.job.boards, boardId]
        : entry.job.boards.filter((b) => b !== boardId);
      return [{ ...entry.job, boards, updatedAt: now }];
    });
    await store.putMany(next.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
    return next;
  });
  wrote(changed);
  return changed.length;
}

/**
 * The record only: its kept copies and posters are `removeJob`'s to forget (`jobs/removal.ts`),
 * a room above the ledger, the copies and the posters.
 */
export async function removeJobRecord(id: string): Promise<void> {
  await writeTransaction('the removal', (store) => store.delete(id));
  removed([id]);
}
