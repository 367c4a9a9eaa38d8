import { formFields } from '@/components/ui/form/form-fields';
import { useT } from '@/i18n/use-t';
import { AudioUpload } from './audio-upload';
import { LibraryChoiceField } from './library-choices';
import { useLibrarySongs } from './library-list';
import { AUDIO_MAX_SECONDS, AUDIO_MIN_SECONDS, type AvatarFormInput } from './schema';
import { SourceFieldset } from './source-fieldset';
import { useMeasuredSound } from './use-measured';

const { TextField } = formFields<AvatarFormInput>();

/**
 * The sound the portrait says — or, for words in its voice, the voice's sample: a song or take of
 * the Library, a file (uploaded, its link then in the box) or a link. It plays here, with the
 * length this browser read, which the form's limits are checked against.
 */
export function SoundField({ sample }: { sample: boolean }) {
  const t = useT();
  const songs = useLibrarySongs();
  const { target, said } = useMeasuredSound();
  return (
    <SourceFieldset
      legend={sample ? t('avatar.sound.sample') : t('avatar.sound.legend')}
      target={target}
      said={said}
      layout="above"
      preview={(src) => (
        <audio
          src={src}
          controls
          preload="metadata"
          aria-label={t('avatar.audio.player')}
          className="w-full"
        />
      )}
    >
      <LibraryChoiceField
        field="audio"
        label={t('avatar.audio.library')}
        placeholder={t('avatar.audio.choose')}
        choices={songs}
      />
      <TextField
        name="audio"
        label={t('avatar.audio')}
        hint={t('avatar.audio.hint', { min: AUDIO_MIN_SECONDS, max: AUDIO_MAX_SECONDS })}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://…/song.mp3"
      />
      <AudioUpload />
    </SourceFieldset>
  );
}
