import { useWatch } from 'react-hook-form';
import { formFields } from '@/components/ui/form/form-fields';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { avatarCreator } from './api';
import { PortraitField } from './portrait-field';
import {
  TEXT_MAX,
  avatarDefaults,
  avatarLanguageSuggestions,
  avatarVoices,
  zAvatarForm,
  type AvatarFormInput,
  type AvatarVoice,
} from './schema';
import { SoundField } from './sound-field';

const { TextField, TextareaField, SelectField, CheckboxField } = formFields<AvatarFormInput>();

/** What the chosen voice asks for: a sound, words and their language, a saved voice's ids. */
function VoiceParts() {
  const t = useT();
  const voice = useWatch<AvatarFormInput, 'voice'>({ name: 'voice' });
  return (
    <>
      {voice !== 'saved' ? <SoundField sample={voice === 'clone'} /> : null}
      {voice !== 'audio' ? (
        <>
          <TextareaField
            name="text"
            label={t('avatar.text')}
            hint={t('avatar.text.hint', { max: TEXT_MAX.toLocaleString(intlLocale()) })}
            required
            rows={3}
          />
          <TextField
            name="language"
            label={t('avatar.language')}
            hint={t('avatar.language.hint')}
            required
            suggestions={avatarLanguageSuggestions}
            autoComplete="off"
            spellCheck={false}
          />
        </>
      ) : null}
      {voice === 'saved' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            name="voiceId"
            label={t('avatar.voiceId')}
            hint={t('avatar.voiceId.hint')}
            required
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            name="audioId"
            label={t('avatar.audioId')}
            hint={t('avatar.audioId.hint')}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      ) : null}
    </>
  );
}

/** The talking head (issue 56): a portrait and a voice make a talking video. */
export function AvatarForm() {
  const t = useT();
  const voiceWords: Record<AvatarVoice, string> = {
    audio: t('avatar.voice.audio'),
    clone: t('avatar.voice.clone'),
    saved: t('avatar.voice.saved'),
  };
  return (
    <GeneratorForm
      schema={zAvatarForm}
      defaults={avatarDefaults}
      creator={avatarCreator}
      aria-label={t('avatar.form')}
    >
      <PortraitField />
      <SelectField
        name="voice"
        label={t('avatar.voice')}
        hint={t('avatar.voice.hint')}
        options={avatarVoices}
        optionLabel={(voice) => voiceWords[voice]}
      />
      <VoiceParts />
      <CheckboxField name="noWatermark" label={t('avatar.noWatermark')} />
    </GeneratorForm>
  );
}
