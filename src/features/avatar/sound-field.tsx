import { formFields } from '@/components/ui/form/form-fields';
import { useT } from '@/i18n/use-t';
import { safeMediaUrl } from '@/lib/safe-url';
import { AudioUpload } from './audio-upload';
import { LibraryChoiceField } from './library-choices';
import { useLibrarySongs } from './library-list';
import { AUDIO_MAX_SECONDS, AUDIO_MIN_SECONDS, type AvatarFormInput } from './schema';
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
  const src = target === null ? null : safeMediaUrl(target);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">
        {sample ? t('avatar.sound.sample') : t('avatar.sound.legend')}
      </legend>
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
      {src !== null ? (
        <div className="flex flex-col gap-1">
          <audio
            src={src}
            controls
            preload="metadata"
            aria-label={t('avatar.audio.player')}
            className="w-full"
          />
          <p role="status" className="text-sm text-muted tabular-nums">
            {said}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
