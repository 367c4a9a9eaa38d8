import { useT } from '@/i18n/use-t';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptHistory } from '@/jobs/ui/prompt-history';
import { clipCreator } from './api';
import { clipAspectRatios, clipDefaults, zClipForm } from './schema';

export function ClipForm() {
  const t = useT();
  return (
    <GeneratorForm
      schema={zClipForm}
      defaults={clipDefaults}
      creator={clipCreator}
      aria-label={t('clip.form')}
    >
      <TextareaField
        name="prompt"
        label={t('video.prompt')}
        hint={t('clip.prompt.hint')}
        required
        rows={4}
        placeholder={t('clip.prompt.placeholder')}
      />
      <PromptHistory field="prompt" />
      <SelectField name="aspectRatio" label={t('clip.aspectRatio')} options={clipAspectRatios} />
      <TextField
        name="imageUrl"
        label={t('clip.startImage.url')}
        hint={t('clip.startImage.hint')}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://…/start.jpg"
      />
      <TextField
        name="imageEndUrl"
        label={t('clip.endImage.url')}
        hint={t('clip.endImage.hint')}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://…/end.jpg"
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name="expandPrompt" label={t('clip.expandPrompt')} />
        <CheckboxField name="loop" label={t('clip.loop')} />
      </div>
    </GeneratorForm>
  );
}
