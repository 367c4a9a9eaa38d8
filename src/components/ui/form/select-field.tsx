import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../field';
import { Select } from '../select';
import { useFieldControl } from './use-field-control';

export interface SelectFieldProps<TValues extends FieldValues, T extends string> {
  name: NoInfer<FieldPath<TValues>>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
  deps?: NoInfer<FieldPath<TValues> | FieldPath<TValues>[]>;
  options: readonly T[];
  optionLabel?: (value: T) => ReactNode;
}

/** A labelled choice from a fixed list; `optionLabel` names an option when its value is not a word for people. */
export function SelectField<TValues extends FieldValues = never, T extends string = string>({
  name,
  label,
  hint,
  required,
  deps,
  options,
  optionLabel,
}: SelectFieldProps<TValues, T>) {
  const { id, error, control } = useFieldControl<TValues>(name, { hint, label, required, deps });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select {...control}>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel ? optionLabel(value) : value}
          </option>
        ))}
      </Select>
    </Field>
  );
}
