import { createContext, useContext } from 'react';

/**
 * What a generator form's studio aids need from the form around them: its generator, and a
 * register of the fields whose prompts are remembered when it generates.
 */
export interface GeneratorFormContext {
  kind: string;
  /** Registers a field for prompt history; the returned function unregisters it. */
  rememberField: (field: string) => () => void;
}

export const GeneratorFormAids = createContext<GeneratorFormContext | null>(null);

export function useGeneratorFormAids(): GeneratorFormContext | null {
  return useContext(GeneratorFormAids);
}

/** Where a field's prompts are kept: a generator's "prompt" under its own name, any other field beside it. */
export function historyScope(kind: string, field: string): string {
  return field === 'prompt' ? kind : `${kind}.${field}`;
}
