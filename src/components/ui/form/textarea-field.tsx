import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../field';
import { controlClass } from '../control';
import { CharacterCount } from './character-count';
import { useFieldControl } from './use-field-control';

type NativeTextarea = Omit<
  ComponentProps<'textarea'>,
  'id' | 'name' | 'className' | 'required' | keyof ReturnType<typeof useFieldControl>['control']
>;

export type TextareaFieldProps<TValues extends FieldValues> = NativeTextarea & {
  name: NoInfer<FieldPath<TValues>>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
};

/** A labelled multi-line text box (prompts, lyrics), counting its length near its schema's limit. */
export function TextareaField<TValues extends FieldValues = never>({
  name,
  label,
  hint,
  required,
  ...native
}: TextareaFieldProps<TValues>) {
  const { id, error, count, max, control } = useFieldControl<TValues>(name, {
    hint,
    label,
    required,
    counted: true,
  });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea {...native} {...control} className={controlClass} />
      <CharacterCount count={count} max={max} />
    </Field>
  );
}
