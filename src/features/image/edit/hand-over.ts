import { createStore, useStore } from '@/lib/store';

/**
 * "Edit this picture" on a result: the picture waits here for the Edit a picture form, which
 * takes it as its first picture (and reads its bytes then). Memory only, as a frame handed to a
 * form is (`jobs/forms/frame-handoff.ts`): a reload forgets it, and nothing is sent either way.
 */
export interface HandedPicture {
  jobId: string;
  slot: number;
  /** The result's name, which the picture is named after. */
  name: string;
}

const waiting = createStore<HandedPicture | null>(null);

export function handToEdit(picture: HandedPicture): void {
  waiting.set(picture);
}

export function useHandedToEdit(): HandedPicture | null {
  return useStore(waiting);
}

/** Taken by the form (only this one: a newer hand-over stays). */
export function settleHanded(picture: HandedPicture): void {
  if (waiting.get() === picture) waiting.set(null);
}
