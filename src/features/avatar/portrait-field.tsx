import { useT } from '@/i18n/use-t';
import { ImageLinkField } from '@/jobs/ui/image-link-field';
import { CharacterPortrait } from './character-portrait';
import { LibraryChoiceField } from './library-choices';
import { useLibraryPictures } from './library-list';
import {
  PORTRAIT_MAX_ASPECT,
  PORTRAIT_MIN_PX,
  portraitFileLimits,
  type AvatarFormInput,
} from './schema';
import { SourceFieldset } from './source-fieldset';
import { useMeasuredPortrait } from './use-measured';

/**
 * The portrait: a character's picture, a picture of the Library, a file (uploaded, its link then
 * in the box) or a link.
 * Its picture shows with the size this browser read, which the form's limits are checked against.
 */
export function PortraitField() {
  const t = useT();
  const pictures = useLibraryPictures();
  const { target, said } = useMeasuredPortrait();
  return (
    <SourceFieldset
      legend={t('avatar.portrait.legend')}
      target={target}
      said={said}
      layout="beside"
      preview={(src) => (
        <img
          src={src}
          alt={t('avatar.portrait.alt')}
          className="size-20 shrink-0 rounded-md border border-line bg-well object-cover"
        />
      )}
    >
      <CharacterPortrait />
      <LibraryChoiceField
        field="portrait"
        label={t('avatar.portrait.library')}
        placeholder={t('avatar.portrait.choose')}
        choices={pictures}
      />
      <ImageLinkField<AvatarFormInput>
        name="portrait"
        label={t('avatar.portrait')}
        hint={t('avatar.portrait.hint', { min: PORTRAIT_MIN_PX, aspect: PORTRAIT_MAX_ASPECT })}
        placeholder="https://…/portrait.jpg"
        fileLabel={t('avatar.portrait.file')}
        limits={portraitFileLimits}
      />
    </SourceFieldset>
  );
}
