import { useContext } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import type { LibraryChoice } from './library-list';
import type { AvatarFormInput } from './schema';

/**
 * A choice of the Library's results for a link field ("Portrait from the Library", "Song from the
 * Library"): choosing one puts its link in the field, its name beside it for the card, and what is
 * known of it already (a take's length), so it is not measured again. Shown only when the Library
 * holds any.
 */
export function LibraryChoiceField({
  field,
  label,
  placeholder,
  choices,
}: {
  field: 'portrait' | 'audio';
  label: string;
  placeholder: string;
  choices: readonly LibraryChoice[];
}) {
  const { setValue } = useFormContext<AvatarFormInput>();
  const link: unknown = useWatch<AvatarFormInput>({ name: field });
  const id = fieldId(useContext(FieldIdPrefix) ?? 'form', `${field}Library`);
  if (choices.length === 0) return null;
  const chosen = choices.find((c) => c.url === link)?.key ?? '';
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        value={chosen}
        onChange={(event) => {
          const pick = choices.find((c) => c.key === event.currentTarget.value);
          if (pick === undefined) return;
          if (field === 'portrait') setValue('portraitName', pick.name);
          else {
            setValue('audioName', pick.name);
            if (pick.seconds !== null)
              setValue('audioLength', { seconds: pick.seconds, of: pick.url });
          }
          setValue(field, pick.url, { shouldDirty: true, shouldValidate: true });
        }}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
