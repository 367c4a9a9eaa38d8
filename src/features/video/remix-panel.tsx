import { TextareaField } from '@/components/ui/form/textarea-field';
import type { DeriveProps } from '@/jobs/generator';
import { offers } from '@/jobs/job-view';
import { DeriveForm } from '@/jobs/ui/derive';
import { REMIX_PROMPT_MAX, remixCreator, remixSourceOf, zRemixForm } from './remix';

/** "Remix" on a finished video: a small form, the prompt prefilled from the source. */
export function RemixPanel({ job, actions }: DeriveProps) {
  if (!offers({ actions }, 'remix')) return null;
  return (
    <DeriveForm
      action="Remix"
      title="Remix this video"
      schema={zRemixForm}
      defaults={{ prompt: job.prompt }}
      creator={remixCreator(remixSourceOf(job))}
      submitLabel="Start remix"
      startedText="Remix started."
      idPrefix={`remix-${job.id}`}
    >
      <TextareaField
        name="prompt"
        label="Remix prompt"
        hint={`What to change; the model, length and size stay the source's. Up to ${REMIX_PROMPT_MAX.toLocaleString('en')} characters.`}
        required
        rows={3}
      />
    </DeriveForm>
  );
}
