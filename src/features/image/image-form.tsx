import { useWatch } from 'react-hook-form';
import { useT } from '@/i18n/use-t';
import { formFields } from '@/components/ui/form/form-fields';
import { GenerateBar } from '@/jobs/ui/generate-bar';
import { GeneratorForm, type CreateState } from '@/jobs/ui/generator-form';
import { PromptField } from '@/jobs/ui/prompt-field';
import { imageCreator } from './api';
import { ImageProgress } from './image-progress';
import { ImageStatus } from './image-status';
import {
  estimateSeconds,
  imageCounts,
  imageDefaults,
  imageModelLabels,
  imageModels,
  imageSizeLabels,
  imageSizes,
  zImageForm,
  type ImageFormInput,
} from './schema';

const { SelectField } = formFields<ImageFormInput>();

/** The estimate for the values on screen; the usual one while a field is not yet valid. */
function useEstimate(): { count: number; estimate: number } {
  const values = useWatch<ImageFormInput>();
  // The prompt does not change the estimate: an empty one must not hide the count chosen.
  const parsed = zImageForm.safeParse({ ...imageDefaults, ...values, prompt: 'x' });
  const sure = parsed.success
    ? parsed.data
    : { model: 'imagemodel-1.0' as const, size: '1024x1024' as const, n: 1 };
  return { count: sure.n, estimate: estimateSeconds(sure) };
}

/**
 * The Generate bar without Variations: `n` is this request's own count of variations (one paid
 * request, one job, n images), so several requests per click would only multiply it. While the
 * request is open, the time it has taken against the estimate.
 */
function ImageFoot(create: CreateState) {
  const t = useT();
  const { count, estimate } = useEstimate();
  return (
    <div className="flex flex-col gap-3">
      {create.isPending ? <ImageProgress count={count} estimate={estimate} /> : null}
      {/* A finished request is said by ImageStatus: "started… followed" is not what happened. */}
      <GenerateBar
        {...create}
        createdJobId={undefined}
        note={t('image.note', { count, estimate })}
      />
      <ImageStatus jobId={create.createdJobId} />
    </div>
  );
}

export function ImageForm() {
  const t = useT();
  return (
    <GeneratorForm
      schema={zImageForm}
      defaults={imageDefaults}
      creator={imageCreator}
      aria-label={t('image.form')}
      foot={(create) => <ImageFoot {...create} />}
      // Its own foot (no Variations: `n` is the request's own), but presets as every generator.
      presets
    >
      <SelectField
        name="model"
        label={t('form.model')}
        options={imageModels}
        optionLabel={(m) => imageModelLabels[m]}
      />
      <PromptField<ImageFormInput>
        name="prompt"
        hint={t('image.prompt.hint')}
        placeholder={t('image.prompt.placeholder')}
      />
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <SelectField
          name="size"
          label={t('image.size')}
          options={imageSizes}
          optionLabel={(s) => imageSizeLabels[s]}
        />
        <SelectField
          name="n"
          label={t('image.count')}
          hint={t('image.count.hint')}
          options={imageCounts}
        />
      </div>
    </GeneratorForm>
  );
}
