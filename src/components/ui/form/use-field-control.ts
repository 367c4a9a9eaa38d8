import { createContext, useContext } from 'react';
import { useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { describedBy } from '../control';

/** The id prefix of the form the fields sit in ("pixa" → "pixa-prompt"). Set by `<Form>`. */
export const FieldIdPrefix = createContext<string | null>(null);

/** "templateId" → "template-id", "paths.clipQueryPath" → "paths-clip-query-path". */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export interface FieldControlOptions {
  hint?: unknown;
  /** Sets aria-required; the schema, not the browser, decides what is refused. */
  required?: boolean | undefined;
  /** Fields whose own checks depend on this one's value, re-run when it changes. */
  deps?: string | string[] | undefined;
  valueAsNumber?: boolean;
}

/**
 * Everything a control needs from the form it sits in: its id, `register`, and aria wiring so that
 * its own error (or, without one, its hint) is its accessible description.
 */
export function useFieldControl(
  name: string,
  { hint, required, deps, valueAsNumber }: FieldControlOptions = {},
) {
  const prefix = useContext(FieldIdPrefix);
  if (prefix === null) throw new Error(`The field "${name}" is outside a <Form>.`);
  const { register, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const error = getFieldState(name, formState).error?.message;
  const id = fieldId(prefix, name);
  const options: RegisterOptions = valueAsNumber ? { deps, valueAsNumber: true } : { deps };
  return {
    id,
    error,
    control: {
      ...register(name, options),
      ...describedBy(id, error, Boolean(hint)),
      'aria-required': required,
    },
  };
}
