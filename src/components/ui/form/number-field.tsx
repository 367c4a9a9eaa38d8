import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../field';
import { controlClass } from '../control';
import { useFieldControl } from './use-field-control';

export interface NumberFieldProps<TValues extends FieldValues> {
  name: NoInfer<FieldPath<TValues>>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A labelled whole-number box, read as a number (an empty box is NaN, which the schema refuses with
 * its own words). Ids that are digits of any length are text, not this: a number loses digits.
 */
export function NumberField<TValues extends FieldValues = never>({
  name,
  label,
  hint,
  required,
  min,
  max,
  step = 1,
}: NumberFieldProps<TValues>) {
  const { id, error, control } = useFieldControl<TValues>(name, {
    hint,
    label,
    required,
    valueAsNumber: true,
  });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...control}
        type="number"
        inputMode="numeric"
        step={step}
        min={min}
        max={max}
        className={controlClass}
      />
    </Field>
  );
}
