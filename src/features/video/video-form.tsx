import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import { GenerateBar } from '@/jobs/generate-bar';
import { useCreateJob } from '@/jobs/use-create-job';
import { videoCreator } from './api';
import { FirstFrameField } from './first-frame-field';
import {
  SECONDS_MAX,
  SECONDS_MIN,
  ratios,
  resolutions,
  videoDefaults,
  videoModelLabels,
  videoModels,
  zVideoForm,
  type VideoFormInput,
  type VideoFormValues,
} from './schema';

export function VideoForm() {
  const { submit, isPending, error, createdJobId, reset } = useCreateJob(videoCreator);
  const form = useForm<VideoFormInput, unknown, VideoFormValues>({
    resolver: zodResolver(zVideoForm),
    defaultValues: videoDefaults,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const model = useWatch({ control, name: 'model' });
  const imageToVideo = model === 'videomodel-1.0-i2v';

  return (
    <form
      noValidate
      aria-label="Video generator"
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit, () => reset())(e)}
    >
      <Field id="video-model" label="Model" error={errors.model?.message}>
        <select
          {...register('model')}
          {...describedBy('video-model', errors.model?.message, false)}
          className={controlClass}
        >
          {videoModels.map((m) => (
            <option key={m} value={m}>
              {videoModelLabels[m]}
            </option>
          ))}
        </select>
      </Field>

      <Field
        id="video-prompt"
        label="Prompt"
        hint="Describe the shot: subject, motion, camera, light."
        error={errors.prompt?.message}
      >
        <textarea
          {...register('prompt')}
          {...describedBy('video-prompt', errors.prompt?.message)}
          aria-required
          rows={4}
          className={controlClass}
          placeholder="A paper boat drifting down a rain-soaked street at dusk, close-up, slow dolly"
        />
      </Field>

      {/* Three short choices side by side even on a phone: stacked, they pushed Generate off the screen. */}
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Field
          id="video-seconds"
          label="Seconds"
          hint={`${SECONDS_MIN} to ${SECONDS_MAX}`}
          error={errors.seconds?.message}
        >
          <input
            {...register('seconds', { valueAsNumber: true })}
            {...describedBy('video-seconds', errors.seconds?.message)}
            type="number"
            inputMode="numeric"
            step={1}
            min={SECONDS_MIN}
            max={SECONDS_MAX}
            className={controlClass}
          />
        </Field>
        <Field id="video-resolution" label="Resolution" error={errors.resolution?.message}>
          <select
            {...register('resolution')}
            {...describedBy('video-resolution', errors.resolution?.message, false)}
            className={controlClass}
          >
            {resolutions.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </Field>
        {imageToVideo ? null : (
          <Field id="video-ratio" label="Ratio" error={errors.ratio?.message}>
            <select
              {...register('ratio')}
              {...describedBy('video-ratio', errors.ratio?.message, false)}
              className={controlClass}
            >
              {ratios.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </Field>
        )}
      </div>

      {imageToVideo ? (
        <Controller
          control={control}
          name="firstFrame"
          render={({ field, fieldState }) => (
            <FirstFrameField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}

      <div className="flex items-center gap-2">
        <input
          {...register('watermark')}
          id="video-watermark"
          type="checkbox"
          className="size-4 accent-indigo-600"
        />
        <label htmlFor="video-watermark" className="text-sm">
          Watermark
        </label>
      </div>

      <GenerateBar isPending={isPending} error={error} createdJobId={createdJobId} />
    </form>
  );
}
