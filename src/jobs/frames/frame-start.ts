import type { JobCreator } from '../generator';
import type { FrameLimits } from './fit-frame';
import { useImageInputs, type FrameImage } from './image-inputs';

export type { FrameImage };

/**
 * An image-to-video started from a frame and a prompt, outside its generator's form (issue 28
 * item 2: the storyboard's next shot). The generator declares it with its image input
 * (`ImageInput.frame.start`), so its own schema checks the values and its own creator sends them:
 * one create through the one create path (`useCreate`), written to the ledger before its one POST,
 * like every job.
 */
export interface FrameStart {
  /** The generator that creates it. */
  kind: string;
  /** What the frame is fitted to before it is bound. */
  limits: FrameLimits;
  /** The creator bound to these values, or why the generator's schema refuses them. */
  bind(prompt: string, frame: FrameImage): { creator: JobCreator<void> } | { problem: string };
}

/** The first declared image input that starts from a frame, or null (read from the app's declarations). */
export function useFrameStart(): FrameStart | null {
  const inputs = useImageInputs();
  for (const input of inputs) {
    const start = input.frame?.start;
    if (input.frame && start) return { kind: input.kind, limits: input.frame.limits, bind: start };
  }
  return null;
}

/** A file as a `data:` URL. */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
