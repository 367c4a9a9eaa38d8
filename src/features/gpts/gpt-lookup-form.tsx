import { useT } from '@/i18n/use-t';
import { Button } from '@/components/ui/button';
import { formFields } from '@/components/ui/form/form-fields';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { SubmitStatus } from '@/jobs/ui/submit-status';
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
      foot={({ isPending, error, createdJobId, onClear }) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            {/* The name stays "Look up" while busy: it is part of the locator contract. */}
            <Button type="submit" disabled={isPending} aria-busy={isPending}>
              {t('gpts.lookUp')}
            </Button>
            <Button variant="secondary" onClick={onClear} disabled={isPending}>
              {t('generate.clear')}
            </Button>
            {isPending ? (
              <span role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
                {t('gpts.lookingUp')}
              </span>
            ) : null}
          </div>
          {/* Refusals (401, 500…) come as errors; a finished lookup's outcome is read from the ledger. */}
          <SubmitStatus error={error} createdJobId={undefined} />
          <LookupStatus jobId={createdJobId} />
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
