import { createStore, useStore } from '@/lib/store';

/**
 * A removal asked for from the keyboard (Delete), waiting for the job's own Remove control to
 * show its confirmation: the same question and buttons as a click on "Remove…". The control may
 * not be on screen yet (a grid tile has none: its dialog opens first), so the request waits here.
 */
const asked = createStore<string | null>(null);

export function askToRemove(jobId: string): void {
  asked.set(jobId);
}

/** The request is answered (Remove or Keep) or taken up by the control that shows it. */
export function settleRemovalRequest(jobId: string): void {
  if (asked.get() === jobId) asked.set(null);
}

/** Whether the keyboard asked to remove this job. */
export function useRemovalAsked(jobId: string): boolean {
  return useStore(asked, (id) => id === jobId);
}
