import { useT } from '@/i18n/use-t';
import { formFields } from '@/components/ui/form/form-fields';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptField } from '@/jobs/ui/prompt-field';
import { clipCreator } from './api';
import { ImageLinkField } from '@/jobs/ui/image-link-field';
import { clipAspectRatios, clipDefaults, clipImageLimits, zClipForm } from './schema';
import type { ClipFormInput } from './schema';

const { SelectField, CheckboxField } = formFields<ClipFormInput>();

export function ClipForm() {
  const t = useT();
  return (
    <GeneratorForm
      schema={zClipForm}
      defaults={clipDefaults}
      creator={clipCreator}
      aria-label={t('clip.form')}
    >
      <PromptField<ClipFormInput>
        name="prompt"
        hint={t('form.prompt.sceneHint')}
        placeholder={t('clip.prompt.placeholder')}
      />
      <SelectField name="aspectRatio" label={t('clip.aspectRatio')} options={clipAspectRatios} />
      <ImageLinkField<ClipFormInput>
        name="imageUrl"
        label={t('clip.startImage.url')}
        hint={t('clip.startImage.hint')}
        placeholder="https://…/start.jpg"
        fileLabel={t('frame.clip.startFile')}
        limits={clipImageLimits}
      />
      <ImageLinkField<ClipFormInput>
        name="imageEndUrl"
        label={t('clip.endImage.url')}
        hint={t('clip.endImage.hint')}
        placeholder="https://…/end.jpg"
        fileLabel={t('frame.clip.endFile')}
        limits={clipImageLimits}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name="expandPrompt" label={t('clip.expandPrompt')} />
        <CheckboxField name="loop" label={t('clip.loop')} />
      </div>
    </GeneratorForm>
  );
}
