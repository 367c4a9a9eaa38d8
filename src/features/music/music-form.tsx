import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import { GenerateBar } from '@/jobs/generate-bar';
import { useCreateJob } from '@/jobs/use-create-job';
import { musicCreator } from './api';
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
  type MusicFormValues,
} from './schema';

export function MusicForm() {
  const { submit, isPending, error, createdJobId, reset } = useCreateJob(musicCreator);
  const form = useForm<MusicFormInput, unknown, MusicFormValues>({
    resolver: zodResolver(zMusicForm),
    defaultValues: musicDefaults,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const mode = useWatch({ control, name: 'mode' });
  const instrumental = useWatch({ control, name: 'instrumental' });

  return (
    <form
      noValidate
      aria-label="Music generator"
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit, () => reset())(e)}
    >
      {/* A select, not radios: a radio named "Lyrics" would share its name with the Lyrics field. */}
      <Field
        id="music-mode"
        label="Mode"
        hint="Write the lyrics yourself, or describe the song and let the model write them."
        error={errors.mode?.message}
      >
        <select
          {...register('mode')}
          {...describedBy('music-mode', errors.mode?.message)}
          className={controlClass}
        >
          {musicModes.map((m) => (
            <option key={m} value={m}>
              {musicModeLabels[m]}
            </option>
          ))}
        </select>
      </Field>

      {mode === 'description' ? (
        <Field
          id="music-description"
          label="Description"
          hint={`What the song is about and how it sounds, up to ${DESCRIPTION_MAX} characters.`}
          error={errors.description?.message}
        >
          <textarea
            {...register('description')}
            {...describedBy('music-description', errors.description?.message)}
            aria-required
            rows={3}
            className={controlClass}
            placeholder="An upbeat synth-pop song about catching the last train home"
          />
        </Field>
      ) : (
        <>
          <Field
            id="music-lyrics"
            label="Lyrics"
            hint={
              instrumental
                ? 'Not sent: an instrumental has no lyrics.'
                : `Up to ${LYRICS_MAX.toLocaleString('en')} characters. Section markers such as [Verse] and [Chorus] shape the song.`
            }
            error={errors.lyrics?.message}
          >
            <textarea
              {...register('lyrics')}
              {...describedBy('music-lyrics', errors.lyrics?.message)}
              aria-required={!instrumental}
              rows={8}
              className={controlClass}
              placeholder={'[Verse]\nStreetlights hum a quiet tune\n[Chorus]\n…'}
            />
          </Field>
          <Field
            id="music-tags"
            label="Style tags"
            hint={`Genre, mood, instruments; up to ${TAGS_MAX} characters.`}
            error={errors.tags?.message}
          >
            <input
              {...register('tags')}
              {...describedBy('music-tags', errors.tags?.message)}
              aria-required={instrumental}
              className={controlClass}
              placeholder="dreamy indie pop, female vocals, warm synths"
            />
          </Field>
          <Field
            id="music-title"
            label="Title"
            hint={`Up to ${TITLE_MAX} characters.`}
            error={errors.title?.message}
          >
            <input
              {...register('title')}
              {...describedBy('music-title', errors.title?.message)}
              className={controlClass}
            />
          </Field>
        </>
      )}

      <div className="flex items-center gap-2">
        <input
          {...register('instrumental')}
          id="music-instrumental"
          type="checkbox"
          className="size-4 accent-indigo-600"
        />
        <label htmlFor="music-instrumental" className="text-sm">
          Instrumental
        </label>
      </div>

      <Field id="music-model" label="Model" error={errors.model?.message}>
        <select
          {...register('model')}
          {...describedBy('music-model', errors.model?.message, false)}
          className={controlClass}
        >
          {musicModels.map((m) => (
            <option key={m} value={m}>
              {musicModelLabels[m]}
            </option>
          ))}
        </select>
      </Field>

      <GenerateBar
        isPending={isPending}
        error={error}
        createdJobId={createdJobId}
        note="Each generation makes two clips."
      />
    </form>
  );
}
