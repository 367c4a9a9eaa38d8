import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass, describedBy } from '@/components/ui/control';
import { Field } from '@/components/ui/field';
import { SubmitStatus } from '@/jobs/submit-status';
import { useCreateJob } from '@/jobs/use-create-job';
import { gptsCreator } from './api';
import { LookupStatus } from './lookup-status';
import {
  GPT_ID_EXAMPLE,
  gptLookupDefaults,
  zGptLookupForm,
  type GptLookupInput,
  type GptLookupValues,
} from './schema';

export function GptLookupForm() {
  const { submit, isPending, error, createdJobId, reset } = useCreateJob(gptsCreator);
  const form = useForm<GptLookupInput, unknown, GptLookupValues>({
    resolver: zodResolver(zGptLookupForm),
    defaultValues: gptLookupDefaults,
  });
  const idError = form.formState.errors.id?.message;

  return (
    <form
      noValidate
      aria-label="GPT lookup"
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit, () => reset())(e)}
    >
      <Field
        id="gpts-id"
        label="GPT ID"
        hint={`The g-… id from the GPT’s address, like ${GPT_ID_EXAMPLE}.`}
        error={idError}
      >
        <input
          {...form.register('id')}
          {...describedBy('gpts-id', idError)}
          aria-required
          className={controlClass}
          placeholder={GPT_ID_EXAMPLE}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          {/* The name stays "Look up" while busy: it is part of the locator contract. */}
          <Button type="submit" disabled={isPending} aria-busy={isPending}>
            Look up
          </Button>
          {isPending ? (
            <span role="status" className="text-sm text-zinc-500 dark:text-zinc-400">
              Looking up…
            </span>
          ) : null}
        </div>
        {/* Refusals (401, 500…) come as errors; a finished lookup's outcome is read from the ledger. */}
        <SubmitStatus error={error} createdJobId={undefined} />
        <LookupStatus jobId={createdJobId} />
      </div>
    </form>
  );
}
