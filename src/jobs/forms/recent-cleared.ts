import { useSyncExternalStore } from 'react';
import type { Job } from '@/jobs/job';
import { isTerminal } from '@/jobs/status';

/**
 * "Clear finished" on a generator's page: a per-generator moment, kept in localStorage, before
 * which finished jobs leave that page's list. Nothing is removed from the ledger: the Library
 * still has every one of them. A job that finishes after the moment shows until the next clear.
 */
const PREFIX = 'media-studio.cleared-before.';
const EVENT = 'media-studio:cleared-before';

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
  window.dispatchEvent(new CustomEvent(EVENT, { detail: kind }));
}

/** Finished (succeeded or failed) by the moment of the last clear. */
export function isCleared(job: Job, clearedBefore: number | null): boolean {
  if (clearedBefore === null || !isTerminal(job.status)) return false;
  return (job.completedAt ?? job.updatedAt) <= clearedBefore;
}

function subscribe(onChange: () => void): () => void {
  // Another tab's clear arrives as a storage event; this tab's as its own event.
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useClearedBefore(kind: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readClearedBefore(kind),
    () => null,
  );
}
