import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { controlClass, describedBy } from '@/components/ui/control';
import { defaultPaths } from '@/gateway/settings';
import type { AssumedPathField } from '@/jobs/generator';
import type { SettingsFormInput } from './settings-schema';

/**
 * Settings → Advanced's assumed paths: one field per path a generator declares (its label, its
 * default, its help), in the generators' order. A new generator's paths appear here by themselves.
 */
export function AssumedPathFields({
  fields,
  register,
  errors,
}: {
  fields: readonly AssumedPathField[];
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>;
}) {
  return fields.map((field) => {
    const id = `settings-${field.id}`;
    const error = errors.paths?.[field.key]?.message;
    return (
      <Field
        key={field.key}
        id={id}
        label={field.label}
        hint={field.help(defaultPaths[field.key])}
        error={error}
      >
        {field.choices === undefined ? (
          <input
            {...register(`paths.${field.key}`)}
            {...describedBy(id, error)}
            aria-required={field.optional !== true}
            className={controlClass}
          />
        ) : (
          <Select {...register(`paths.${field.key}`)} {...describedBy(id, undefined)}>
            {field.choices.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        )}
      </Field>
    );
  });
}
