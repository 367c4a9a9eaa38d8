import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { useWatch } from 'react-hook-form';
import { formFields } from '@/components/ui/form/form-fields';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptField } from '@/jobs/ui/prompt-field';
import { musicCreator } from './api';
import { WriteLyrics } from '@/features/music/compose/write-lyrics';
import { useMemo } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import { usePersonas } from '@/features/music/persona/personas';
import { musicCreatorWith } from '@/features/music/derive/persona';
import { PersonaField } from '@/features/music/compose/persona-field';
import { TagsBoost } from '@/features/music/compose/tags-boost-button';
import {
  DESCRIPTION_MAX,
  LYRICS_MAX,
  TAGS_MAX,
  TITLE_MAX,
  musicDefaults,
  musicModeLabels,
  musicModelLabels,
  musicModels,
  musicModes,
  zMusicForm,
  type MusicFormInput,
} from './schema';

const { TextField, SelectField, CheckboxField } = formFields<MusicFormInput>();

/** The song's words: a description, or lyrics with style and title (none needed for an instrumental). */
function SongFields() {
  const t = useT();
  const count = (n: number) => n.toLocaleString(intlLocale());
  const mode = useWatch<MusicFormInput, 'mode'>({ name: 'mode' });
  const instrumental = useWatch<MusicFormInput, 'instrumental'>({ name: 'instrumental' });
  // Keyed: the Description and Lyrics boxes must not be one reused element, or a switch would carry
  // the text across instead of keeping each field's own.
  if (mode === 'description') {
    return (
      <PromptField<MusicFormInput>
        key="description"
        name="description"
        label={t('music.descriptionField')}
        hint={t('music.descriptionField.hint', { max: count(DESCRIPTION_MAX) })}
        rows={3}
        placeholder={t('music.descriptionField.placeholder')}
        historyLabel={t('form.history.descriptions')}
      />
    );
  }
  return (
    <>
      <PromptField<MusicFormInput>
        key="lyrics"
        name="lyrics"
        label={t('music.lyrics')}
        hint={
          instrumental
            ? t('music.lyrics.notSent')
            : t('music.lyrics.hint', { max: count(LYRICS_MAX) })
        }
        required={!instrumental}
        rows={8}
        placeholder={t('music.lyrics.placeholder')}
        history={!instrumental}
        historyLabel={t('form.history.lyrics')}
      />
      <WriteLyrics />
      <TextField
        name="tags"
        label={t('music.tags')}
        hint={t('music.tags.hint', { max: count(TAGS_MAX) })}
        required={instrumental}
        placeholder={t('music.tags.placeholder')}
      />
      <TagsBoost />
      <TextField
        name="title"
        label={t('music.title')}
        hint={t('music.title.hint', { max: count(TITLE_MAX) })}
      />
      {instrumental ? null : <PersonaField />}
    </>
  );
}

export function MusicForm() {
  const t = useT();
  // A song may be sung by a persona kept here (issue 26): the creator knows them.
  const personas = usePersonas();
  const gateway = useGatewayConnection().client.baseUrl;
  const creator = useMemo(
    () => (personas === undefined ? musicCreator : musicCreatorWith(personas, gateway)),
    [personas, gateway],
  );
  return (
    <GeneratorForm
      schema={zMusicForm}
      defaults={musicDefaults}
      creator={creator}
      aria-label={t('music.form')}
      note={t('music.note')}
    >
      {/* A select, not radios: a radio named "Lyrics" would share its name with the Lyrics field. */}
      <SelectField
        name="mode"
        label={t('music.mode')}
        hint={t('music.mode.hint')}
        options={musicModes}
        optionLabel={(m) => musicModeLabels[m]}
      />
      <SongFields />
      <CheckboxField name="instrumental" label={t('music.instrumental')} />
      <SelectField
        name="model"
        label={t('music.model')}
        options={musicModels}
        optionLabel={(m) => musicModelLabels[m]}
      />
    </GeneratorForm>
  );
}
