import { lazy, Suspense } from 'react';
import { useT } from '@/i18n/use-t';
import { useWatch } from 'react-hook-form';
import { formFields } from '@/components/ui/form/form-fields';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptField } from '@/jobs/ui/prompt-field';
import { videoCreator } from './api';
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
} from './schema';

const { NumberField, SelectField, CheckboxField } = formFields<VideoFormInput>();

/**
 * The first frame's field (its picker, its link, its preview), fetched when image to video is
 * chosen: text to video, the form's first screen, never draws it (issue 57).
 */
const FirstFrameField = lazy(() =>
  import('./first-frame-field').then((m) => ({ default: m.FirstFrameField })),
);

/** Length, size and shape; image to video takes its shape from the first frame, so Ratio goes. */
function ShapeFields() {
  const t = useT();
  const imageToVideo =
    useWatch<VideoFormInput, 'model'>({ name: 'model' }) === 'videomodel-1.0-i2v';
  return (
    <>
      {/* Three short choices side by side even on a phone: stacked, they pushed Generate off the screen. */}
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <NumberField
          name="seconds"
          label={t('form.seconds')}
          hint={t('video.seconds.hint', { min: SECONDS_MIN, max: SECONDS_MAX })}
          min={SECONDS_MIN}
          max={SECONDS_MAX}
        />
        <SelectField name="resolution" label={t('video.resolution')} options={resolutions} />
        {imageToVideo ? null : (
          <SelectField name="ratio" label={t('form.ratio')} options={ratios} />
        )}
      </div>
      {imageToVideo ? (
        <Suspense fallback={null}>
          <FirstFrameField />
        </Suspense>
      ) : null}
    </>
  );
}

/** A chosen first-frame file is not kept in a draft (megabytes of it): only its name, to ask again. */
function fileNotKept(values: VideoFormInput): Partial<Record<string, string>> {
  return values.firstFrame?.source === 'file' ? { firstFrame: values.firstFrame.name } : {};
}

export function VideoForm() {
  const t = useT();
  return (
    <GeneratorForm
      schema={zVideoForm}
      defaults={videoDefaults}
      creator={videoCreator}
      aria-label={t('video.form')}
      unkept={fileNotKept}
    >
      <SelectField
        name="model"
        label={t('form.model')}
        options={videoModels}
        optionLabel={(m) => videoModelLabels[m]}
      />
      <PromptField<VideoFormInput>
        name="prompt"
        hint={t('video.prompt.hint')}
        placeholder={t('video.prompt.placeholder')}
      />
      <ShapeFields />
      <CheckboxField name="watermark" label={t('video.watermark')} />
    </GeneratorForm>
  );
}
