import type { ReactNode } from 'react';
import { Field } from '../field';
import { Select } from '../select';
import { useFieldControl } from './use-field-control';

/** A labelled choice from a fixed list; `optionLabel` names an option when its value is not a word for people. */
export function SelectField<T extends string>({
  name,
  label,
  hint,
  required,
  deps,
  options,
  optionLabel,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
  deps?: string | string[];
  options: readonly T[];
  optionLabel?: (value: T) => ReactNode;
}) {
  const { id, error, control } = useFieldControl(name, { hint, label, required, deps });
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
