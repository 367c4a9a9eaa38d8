import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFieldControl } from './use-field-control';

export interface CheckboxFieldProps<TValues extends FieldValues> {
  name: NoInfer<FieldPath<TValues>>;
  label: ReactNode;
  /** Below the box, describing it (what ticking it means). */
  hint?: ReactNode;
}

/**
 * A checkbox with its label to the right. No error: a yes/no the schema cannot refuse (when one
 * can, give it an error here the way `<Field>` does).
 */
export function CheckboxField<TValues extends FieldValues = never>({
  name,
  label,
  hint,
}: CheckboxFieldProps<TValues>) {
  const { id, control } = useFieldControl<TValues>(name, { label, hint });
  const box = (
    <div className="flex items-center gap-2">
      <input {...control} type="checkbox" className="size-4 accent-indigo-600" />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
  if (!hint) return box;
  return (
    <div className="flex flex-col gap-1">
      {box}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}
