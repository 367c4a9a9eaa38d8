import { useContext } from 'react';
import { FieldIdPrefix, FieldMethods, fieldId } from '@/components/ui/form/use-field-control';
import { PromptHelp } from './prompt-help';

/**
 * Prompt help on a form's text field (`PromptField`: every generator's prompt, music's description
 * and lyrics): it reads and replaces the field through the form, as typing would — marked changed,
 * and checked again when the field showed a problem.
 */
export function FormPromptHelp({ name, label }: { name: string; label: string }) {
  const prefix = useContext(FieldIdPrefix);
  const methods = useContext(FieldMethods);
  if (prefix === null || methods === null) return null;
  const { getValues, setValue, getFieldState } = methods;
  return (
    <PromptHelp
      fieldId={fieldId(prefix, name)}
      fieldLabel={label}
      read={() => {
        const value: unknown = getValues(name);
        return typeof value === 'string' ? value : '';
      }}
      write={(text) =>
        setValue(name, text, {
          shouldDirty: true,
          shouldValidate: getFieldState(name).error !== undefined,
        })
      }
    />
  );
}
