import { formFields } from '@/components/ui/form/form-fields';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { DeriveProps } from '@/jobs/generator';
import { offers } from '@/jobs/job-view';
import { DeriveForm } from '@/jobs/ui/derive';
import { extendCreator, extendDefaults, extendSourceOf } from './extend';
import { CLIP_PROMPT_MAX, clipAspectRatios, zClipForm } from './schema';
import type { ClipFormInput } from './schema';

const { TextareaField, SelectField, CheckboxField } = formFields<ClipFormInput>();

/**
 * "Extend" on a finished clip: the clip form's fields, prefilled from the source. Their labels
 * name the extension, so they never share a name with the Clip page's own form beside them.
 */
export function ExtendPanel({ job, actions }: DeriveProps) {
  const t = useT();
  if (!offers({ actions }, 'extend')) return null;
  return (
    <DeriveForm
      action={t('job.action.extend')}
      icon="sparkles"
      title={t('extend.title')}
      schema={zClipForm}
      defaults={extendDefaults(job)}
      creator={extendCreator(extendSourceOf(job))}
      submitLabel={t('extend.submit')}
      startedText={t('extend.started')}
      idPrefix={`extend-${job.id}`}
    >
      <TextareaField
        name="prompt"
        label={t('extend.prompt')}
        hint={t('extend.prompt.hint', { max: CLIP_PROMPT_MAX.toLocaleString(intlLocale()) })}
        required
        rows={3}
      />
      <SelectField name="aspectRatio" label={t('extend.aspectRatio')} options={clipAspectRatios} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name="expandPrompt" label={t('extend.expandPrompt')} />
        <CheckboxField name="loop" label={t('extend.loop')} />
      </div>
    </DeriveForm>
  );
}
