import { useContext, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useT } from '@/i18n/use-t';
import { useCharacters } from '@/jobs/characters/characters';
import { checkImageFile } from '@/jobs/ui/image-file-check';
import { UploadStatus } from '@/jobs/ui/upload-status';
import { useFieldUpload } from '@/jobs/ui/use-field-upload';
import { characterPictureFile } from './character-file';
import { portraitFileLimits, type AvatarFormInput } from './schema';

/**
 * **Portrait from a character** (issue 56 item 2's characters): one of a character's pictures as
 * the portrait. It is the character's own small copy, so it goes to the gateway as a file would
 * (checked against the portrait's limits, uploaded, its link in **Portrait URL**), named for the
 * card by the character, its size already known. Shown only when there are characters.
 */
export function CharacterPortrait() {
  const t = useT();
  const characters = useCharacters() ?? [];
  const { setValue } = useFormContext<AvatarFormInput>();
  const [chosen, setChosen] = useState('');
  // The picture being sent, for when its link comes back (the upload outlives this render).
  const sending = useRef<{ name: string; width: number; height: number } | null>(null);
  const id = fieldId(useContext(FieldIdPrefix) ?? 'form', 'portraitCharacter');
  const { upload, take, remove } = useFieldUpload<AvatarFormInput>(
    'portrait',
    (file) => checkImageFile(file, portraitFileLimits),
    (url) => {
      const picture = sending.current;
      if (picture === null) return;
      setValue('portraitName', picture.name);
      setValue('portraitSize', { width: picture.width, height: picture.height, of: url });
    },
  );
  if (characters.length === 0) return null;
  const options = characters.flatMap((character) =>
    character.pictures.map((_, index) => ({
      key: `${character.id}#${index}`,
      label:
        character.pictures.length > 1
          ? t('avatar.portrait.characterPicture', { name: character.name, n: index + 1 })
          : character.name,
    })),
  );
  return (
    <div className="flex flex-col gap-1">
      <Field id={id} label={t('avatar.portrait.character')}>
        <Select
          id={id}
          value={chosen}
          aria-describedby={`${id}-status`}
          disabled={upload.phase === 'uploading'}
          onChange={(event) => {
            const key = event.currentTarget.value;
            setChosen(key);
            const [characterId, index] = key.split('#');
            const character = characters.find((c) => c.id === characterId);
            const picture = character?.pictures[Number(index)];
            const file =
              character === undefined ? null : characterPictureFile(character, Number(index));
            if (character === undefined || picture === undefined || file === null) return;
            sending.current = {
              name: character.name,
              width: picture.width,
              height: picture.height,
            };
            void take(file);
          }}
        >
          <option value="">{t('avatar.portrait.chooseCharacter')}</option>
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <UploadStatus
        id={`${id}-status`}
        upload={upload}
        onRemove={() => {
          setChosen('');
          remove();
        }}
      />
    </div>
  );
}
