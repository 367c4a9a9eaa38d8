import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field';
import { controlClass } from '../control';
import { useFieldControl } from './use-field-control';

type NativeTextarea = Omit<
  ComponentProps<'textarea'>,
  'id' | 'name' | 'className' | 'required' | keyof ReturnType<typeof useFieldControl>['control']
>;

/** A labelled multi-line text box (prompts, lyrics). */
export function TextareaField({
  name,
  label,
  hint,
  required,
  ...native
}: NativeTextarea & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
}) {
  const { id, error, control } = useFieldControl(name, { hint, required });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea {...native} {...control} className={controlClass} />
    </Field>
  );
}
