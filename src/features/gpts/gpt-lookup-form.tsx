import { useT } from '@/i18n/use-t';
import { formFields } from '@/components/ui/form/form-fields';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { GenerateBar } from '@/jobs/ui/generate-bar';
import { gptsCreator } from './api';
import { LookupStatus } from './lookup-status';
import { GPT_ID_EXAMPLE, gptLookupDefaults, zGptLookupForm } from './schema';
import type { GptLookupInput } from './schema';

const { TextField } = formFields<GptLookupInput>();

export function GptLookupForm() {
  const t = useT();
  return (
    <GeneratorForm
      schema={zGptLookupForm}
      defaults={gptLookupDefaults}
      creator={gptsCreator}
      aria-label={t('gpts.form')}
      foot={(create) => (
        <div className="flex flex-col gap-2">
          {/* The name stays "Look up" while busy: it is part of the locator contract. Refusals
              (401, 500…) come as errors; a finished lookup's outcome is read from the ledger. */}
          <GenerateBar
            {...create}
            createdJobId={undefined}
            submitLabel={t('gpts.lookUp')}
            busyText={t('gpts.lookingUp')}
          />
          <LookupStatus jobId={create.createdJobId} />
        </div>
      )}
    >
      <TextField
        name="id"
        label={t('gpts.id')}
        hint={t('gpts.id.hint', { example: GPT_ID_EXAMPLE })}
        required
        placeholder={GPT_ID_EXAMPLE}
        autoComplete="off"
        spellCheck={false}
      />
    </GeneratorForm>
  );
}
