import { formFields } from '@/components/ui/form/form-fields';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { DeriveProps } from '@/jobs/generator';
import { offers } from '@/jobs/job-view';
import { DeriveForm } from '@/jobs/ui/derive';
import { REMIX_PROMPT_MAX, remixCreator, remixSourceOf, zRemixForm } from './remix';
import type { RemixFormInput } from './remix';

const { TextareaField } = formFields<RemixFormInput>();

/** "Remix" on a finished video: a small form, the prompt prefilled from the source. */
export function RemixPanel({ job, actions }: DeriveProps) {
  const t = useT();
  if (!offers({ actions }, 'remix')) return null;
  return (
    <DeriveForm
      action={t('job.action.remix')}
      icon="sparkles"
      title={t('remix.title')}
      schema={zRemixForm}
      defaults={{ prompt: job.prompt }}
      creator={remixCreator(remixSourceOf(job))}
      submitLabel={t('remix.submit')}
      startedText={t('remix.started')}
      idPrefix={`remix-${job.id}`}
    >
      <TextareaField
        name="prompt"
        label={t('remix.prompt')}
        hint={t('remix.prompt.hint', { max: REMIX_PROMPT_MAX.toLocaleString(intlLocale()) })}
        required
        rows={3}
      />
    </DeriveForm>
  );
}
