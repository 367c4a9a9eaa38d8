import { createContext, useContext } from 'react';

/**
 * What a generator form's studio aids need from the form around them: its generator, and a
 * register of the fields whose prompts are remembered when it generates.
 */
export interface GeneratorFormContext {
  kind: string;
  /** Registers a field for prompt history; the returned function unregisters it. */
  rememberField: (field: string) => () => void;
  /**
   * Registers a field that can hold Generate back while its value is not ready (an image still
   * uploading, or one whose upload failed): `reason` returns why, or null. Generate then sends
   * nothing and shows the reason at the field. A value still being read in the browser (a link's
   * picture size, a sound's length: a moment) may instead return a promise: Generate waits for it
   * once, then checks the form again and sends. The returned function unregisters it.
   */
  holdGenerate?: (field: string, reason: HoldReason) => () => void;
}

/** Why Generate waits: a reason shown at the field, a read to wait for first, or nothing. */
export type HoldReason = () => string | Promise<unknown> | null;

export const GeneratorFormAids = createContext<GeneratorFormContext | null>(null);

export function useGeneratorFormAids(): GeneratorFormContext | null {
  return useContext(GeneratorFormAids);
}

/** Where a field's prompts are kept: a generator's "prompt" under its own name, any other field beside it. */
export function historyScope(kind: string, field: string): string {
  return field === 'prompt' ? kind : `${kind}.${field}`;
}
