import type { ReactNode } from 'react';
import { useFieldControl } from './use-field-control';

/**
 * A checkbox with its label to the right. No hint or error: a yes/no the schema cannot refuse
 * (when one can, give it a hint and an error here the way `<Field>` does).
 */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const { id, control } = useFieldControl(name, { label });
  return (
    <div className="flex items-center gap-2">
      <input {...control} type="checkbox" className="size-4 accent-indigo-600" />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
