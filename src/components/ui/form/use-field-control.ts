import { createContext, useContext, useEffect } from 'react';
import {
  useFormState,
  useWatch,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { FieldLabelsContext, FormShape, maxLengthOf } from './form-aids';

/** The id prefix of the form the fields sit in ("pixa" → "pixa-prompt"). Set by `<Form>`. */
export const FieldIdPrefix = createContext<string | null>(null);

/**
 * The form's `register` and `getFieldState`, set by `<Form>`: functions that never change, in a
 * context of their own. react-hook-form's context value changes with the form's state, and the
 * form's first layout effect sets that state (`isReady`), so every field that read the context
 * rendered again at once in a blocking render (~25 ms of the Video form's first mount on one
 * core; issue 44). A field follows its own state through `useFormState({ name })`. `getValues` and
 * `setValue` are for a field's aids that read and replace its text (prompt help, issue 55).
 */
export type FieldMethodsValue = Pick<
  UseFormReturn,
  'register' | 'getFieldState' | 'getValues' | 'setValue'
>;
export const FieldMethods = createContext<FieldMethodsValue | null>(null);

/** "templateId" → "template-id", "paths.clipQueryPath" → "paths-clip-query-path". */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** From this share of a limit on, a text field shows its length. */
export const COUNT_FROM = 0.9;

export interface FieldControlOptions<TValues extends FieldValues> {
  hint?: unknown;
  /** Shown in words about the field elsewhere in the form (a note of what could not be restored). */
  label?: unknown;
  /** Sets aria-required; the schema, not the browser, decides what is refused. */
  required?: boolean | undefined;
  /** Fields whose own checks depend on this one's value, re-run when it changes. */
  deps?: FieldPath<TValues> | FieldPath<TValues>[] | undefined;
  valueAsNumber?: boolean;
  /** A text field: counts its characters near the limit its schema documents. */
  counted?: boolean;
  /** The id of a note outside the field that describes it too, after its error or hint. */
  alsoDescribedBy?: string | undefined;
}

/** A text field's length against its documented limit, once near it. */
export interface FieldCount {
  id: string;
  length: number;
  max: number;
}

/**
 * Everything a control needs from the form it sits in: its id, `register`, and aria wiring so that
 * its own error (or, without one, its hint and its length near the limit) is its accessible
 * description. `name` is one of the form's field paths, checked where the field part is bound to
 * the form's values (`formFields`); from there on a path is a string.
 */
export function useFieldControl<TValues extends FieldValues>(
  name: FieldPath<TValues>,
  {
    hint,
    label,
    required,
    deps,
    valueAsNumber,
    counted,
    alsoDescribedBy,
  }: FieldControlOptions<TValues> = {},
) {
  const prefix = useContext(FieldIdPrefix);
  if (prefix === null) throw new Error(`The field "${name}" is outside a <Form>.`);
  const methods = useContext(FieldMethods);
  if (methods === null) throw new Error(`The field "${name}" is outside a <Form>.`);
  const { register, getFieldState } = methods;
  const formState = useFormState({ name });
  const labels = useContext(FieldLabelsContext);
  useEffect(() => {
    if (typeof label === 'string') labels?.add(name, label);
  }, [labels, name, label]);
  const shape = useContext(FormShape);
  const max = counted ? maxLengthOf(shape, name) : null;
  // Only a field with a limit re-renders as it is typed in.
  const value: unknown = useWatch({ name, disabled: max === null });
  const error = getFieldState(name, formState).error?.message;
  const id = fieldId(prefix, name);
  const length = typeof value === 'string' ? value.length : 0;
  // The field's error says what is wrong with its length too: one message for one fault (issue
  // 54), not the error and "12 characters over the 4,000 limit" under it.
  const count: FieldCount | null =
    error === undefined && max !== null && length >= max * COUNT_FROM
      ? { id: `${id}-count`, length, max }
      : null;
  const description =
    [
      ...(error ? [`${id}-error`] : [hint ? `${id}-hint` : null, count ? count.id : null]),
      alsoDescribedBy,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const options: RegisterOptions = valueAsNumber ? { deps, valueAsNumber: true } : { deps };
  return {
    id,
    error,
    count,
    /** The documented maximum length of a counted field, else null. */
    max,
    control: {
      ...register(name, options),
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': description,
      'aria-required': required,
    },
  };
}
