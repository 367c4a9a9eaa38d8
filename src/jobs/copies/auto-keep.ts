import { useSyncExternalStore } from 'react';
import type { ResultBlobInput } from '@/gateway/media-fetch';
import { storedChoice } from '@/lib/stored-choice';
import { keptCopiesDb } from './kept-copies-db';
import { keepCopies, type KeepOutcome } from './kept-copies';
import { getJob } from '@/jobs/ledger/reads';

/**
 * "Keep a copy of every new result": an option of this browser (localStorage, like the gateway
 * settings), read by the poller when a job it follows becomes succeeded.
 */
const AUTO_KEEP_KEY = 'media-studio.keep-copies.auto';
const choice = storedChoice(AUTO_KEEP_KEY);

export function isAutoKeepOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(AUTO_KEEP_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setAutoKeep(on: boolean): void {
  try {
    if (on) localStorage.setItem(AUTO_KEEP_KEY, 'on');
    else localStorage.removeItem(AUTO_KEEP_KEY);
  } catch {
    // Storage turned off: the option lasts as long as nothing reads it again.
  }
  choice.changed();
}

export function useAutoKeep(): boolean {
  return useSyncExternalStore(choice.subscribe, isAutoKeepOn, () => false);
}

/** Takes a job on for the automatic copy; false when it was taken on before (here or in another tab). */
async function claim(jobId: string, now: number): Promise<boolean> {
  const db = await keptCopiesDb();
  return db.write(['claims'], async (tx) => {
    const claims = tx.store('claims');
    if ((await claims.get(jobId)) !== undefined) return false;
    await claims.add({ jobId, at: now, error: null });
    return true;
  });
}

/** Leaves on a job's claim why its copy could not be kept (nothing when there is no claim). */
async function noteFailure(jobId: string, error: string): Promise<void> {
  await (
    await keptCopiesDb()
  ).write(['claims'], async (tx) => {
    const claims = tx.store('claims');
    const claim = await claims.get(jobId);
    if (claim !== undefined) await claims.put({ ...claim, error });
  });
}

/**
 * Called by the poller when it writes a job's move to succeeded. Once per job, ever: the claim is
 * written before any fetch, so a repeated poll, a reload or a second tab never fetches twice. A
 * copy that cannot be kept leaves its reason on the claim (the card says it); the job is untouched.
 * Never throws: the poller's write has already happened and must not be failed by a copy.
 */
export async function autoKeepFinished(
  jobId: string,
  source: ResultBlobInput,
  { enabled = isAutoKeepOn(), now = Date.now() }: { enabled?: boolean; now?: number } = {},
): Promise<KeepOutcome | null> {
  if (!enabled) return null;
  try {
    if (!(await claim(jobId, now))) return null;
    const job = await getJob(jobId);
    if (job === undefined || job.status !== 'succeeded') return null;
    const outcome = await keepCopies(job, source, now);
    if (!outcome.ok) await noteFailure(jobId, outcome.message);
    return outcome;
  } catch (error) {
    console.error('The automatic copy could not be kept:', error);
    return null;
  }
}
