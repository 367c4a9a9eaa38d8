import { useSyncExternalStore } from 'react';
import type { Job } from '@/jobs/job';
import { isTerminal } from '@/jobs/status';
import { storedChoice } from '@/lib/stored-choice';
import type { Store } from '@/lib/store';

/**
 * "Clear finished" on a generator's page: a per-generator moment, kept in localStorage, before
 * which finished jobs leave that page's list. Nothing is removed from the ledger: the Library
 * still has every one of them. A job that finishes after the moment shows until the next clear.
 */
const PREFIX = 'media-studio.cleared-before.';

/** Each generator's moment is a choice of its own: its page follows only its key. */
const choices = new Map<string, Store<null>>();
function choiceOf(kind: string): Store<null> {
  let choice = choices.get(kind);
  if (choice === undefined) {
    choice = storedChoice(PREFIX + kind);
    choices.set(kind, choice);
  }
  return choice;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readClearedBefore(kind: string): number | null {
  const value = Number(storage()?.getItem(PREFIX + kind) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

export function setClearedBefore(kind: string, at: number | null): void {
  try {
    if (at === null) storage()?.removeItem(PREFIX + kind);
    else storage()?.setItem(PREFIX + kind, String(at));
  } catch {
    // Storage refused: the list simply stays as it is.
  }
  choiceOf(kind).changed();
}

/** Finished (succeeded or failed) by the moment of the last clear. */
export function isCleared(job: Job, clearedBefore: number | null): boolean {
  if (clearedBefore === null || !isTerminal(job.status)) return false;
  return (job.completedAt ?? job.updatedAt) <= clearedBefore;
}

export function useClearedBefore(kind: string): number | null {
  return useSyncExternalStore(
    choiceOf(kind).subscribe,
    () => readClearedBefore(kind),
    () => null,
  );
}
