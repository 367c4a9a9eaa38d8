import { useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptHistory } from '@/jobs/ui/prompt-history';
import { musicCreator } from './api';
import { WriteLyrics } from './write-lyrics';
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

/** The song's words: a description, or lyrics with style and title (none needed for an instrumental). */
function SongFields() {
  const mode = useWatch<MusicFormInput, 'mode'>({ name: 'mode' });
  const instrumental = useWatch<MusicFormInput, 'instrumental'>({ name: 'instrumental' });
  // Keyed: the Description and Lyrics boxes must not be one reused element, or a switch would carry
  // the text across instead of keeping each field's own.
  if (mode === 'description') {
    return (
      <>
        <TextareaField
          key="description"
          name="description"
          label="Description"
          hint={`What the song is about and how it sounds, up to ${DESCRIPTION_MAX} characters.`}
          required
          rows={3}
          placeholder="An upbeat synth-pop song about catching the last train home"
        />
        <PromptHistory key="description-history" field="description" label="Earlier descriptions" />
      </>
    );
  }
  return (
    <>
      <TextareaField
        key="lyrics"
        name="lyrics"
        label="Lyrics"
        hint={
          instrumental
            ? 'Not sent: an instrumental has no lyrics.'
            : `Up to ${LYRICS_MAX.toLocaleString('en')} characters. Section markers such as [Verse] and [Chorus] shape the song.`
        }
        required={!instrumental}
        rows={8}
        placeholder={'[Verse]\nStreetlights hum a quiet tune\n[Chorus]\n…'}
      />
      {instrumental ? null : (
        <PromptHistory key="lyrics-history" field="lyrics" label="Earlier lyrics" />
      )}
      <WriteLyrics />
      <TextField
        name="tags"
        label="Style tags"
        hint={`Genre, mood, instruments; up to ${TAGS_MAX} characters.`}
        required={instrumental}
        placeholder="dreamy indie pop, female vocals, warm synths"
      />
      <TextField name="title" label="Title" hint={`Up to ${TITLE_MAX} characters.`} />
    </>
  );
}

export function MusicForm() {
  return (
    <GeneratorForm
      schema={zMusicForm}
      defaults={musicDefaults}
      creator={musicCreator}
      aria-label="Music generator"
      note="Each generation makes two clips; each variation is one more generation."
    >
      {/* A select, not radios: a radio named "Lyrics" would share its name with the Lyrics field. */}
      <SelectField
        name="mode"
        label="Mode"
        hint="Write the lyrics yourself, or describe the song and let the model write them."
        options={musicModes}
        optionLabel={(m) => musicModeLabels[m]}
      />
      <SongFields />
      <CheckboxField name="instrumental" label="Instrumental" />
      <SelectField
        name="model"
        label="Model"
        options={musicModels}
        optionLabel={(m) => musicModelLabels[m]}
      />
    </GeneratorForm>
  );
}
