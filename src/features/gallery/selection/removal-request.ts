import { useSyncExternalStore } from 'react';

/**
 * A removal asked for from the keyboard (Delete), waiting for the job's own Remove control to
 * show its confirmation: the same question and buttons as a click on "Remove…". The control may
 * not be on screen yet (a grid tile has none: its dialog opens first), so the request waits here.
 */
let asked: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === asked) return;
  asked = next;
  for (const listener of listeners) listener();
}

export function askToRemove(jobId: string): void {
  set(jobId);
}

/** The request is answered (Remove or Keep) or taken up by the control that shows it. */
export function settleRemovalRequest(jobId: string): void {
  if (asked === jobId) set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the keyboard asked to remove this job. */
export function useRemovalAsked(jobId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asked === jobId,
    () => false,
  );
}
