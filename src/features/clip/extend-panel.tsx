import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import type { DeriveProps } from '@/jobs/generator';
import { offers } from '@/jobs/job-view';
import { DeriveForm } from '@/jobs/ui/derive';
import { extendCreator, extendDefaults, extendSourceOf } from './extend';
import { CLIP_PROMPT_MAX, clipAspectRatios, zClipForm } from './schema';

/**
 * "Extend" on a finished clip: the clip form's fields, prefilled from the source. Their labels
 * name the extension, so they never share a name with the Clip page's own form beside them.
 */
export function ExtendPanel({ job, actions }: DeriveProps) {
  if (!offers({ actions }, 'extend')) return null;
  return (
    <DeriveForm
      action="Extend"
      title="Extend this clip"
      schema={zClipForm}
      defaults={extendDefaults(job)}
      creator={extendCreator(extendSourceOf(job))}
      submitLabel="Start extension"
      startedText="Extension started."
      idPrefix={`extend-${job.id}`}
    >
      <TextareaField
        name="prompt"
        label="Extension prompt"
        hint={`What happens next. Up to ${CLIP_PROMPT_MAX.toLocaleString('en')} characters.`}
        required
        rows={3}
      />
      <SelectField name="aspectRatio" label="Extension aspect ratio" options={clipAspectRatios} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name="expandPrompt" label="Expand prompt for the extension" />
        <CheckboxField name="loop" label="Loop the extension" />
      </div>
    </DeriveForm>
  );
}
