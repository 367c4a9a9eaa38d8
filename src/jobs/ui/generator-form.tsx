import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { Form } from '@/components/ui/form/form';
import type { JobCreator } from '../generator';
import { useCreateJob } from '../use-create-job';
import { GenerateBar } from './generate-bar';

/** What the foot of a generator form shows: the create in flight, and what became of it. */
export interface CreateState {
  isPending: boolean;
  error: Error | null;
  createdJobId: string | undefined;
}

/**
 * Every generator form: the schema validates (its messages appear at their fields), a valid form is
 * created exactly once through `useCreateJob`, and the Generate bar sits at the foot. A feature's
 * form is only its field declarations. What every form gains later (drafts, counters, presets,
 * variations, a keyboard submit) is added here once.
 */
export function GeneratorForm<TInput extends FieldValues, TOutput>({
  schema,
  defaults,
  creator,
  idPrefix = creator.kind,
  note,
  foot,
  children,
  ...aria
}: {
  schema: z.ZodType<TOutput, TInput>;
  defaults: DefaultValues<TInput>;
  creator: JobCreator<TOutput>;
  'aria-label': string;
  /** Prefix of every field's id; the generator's kind unless given. */
  idPrefix?: string;
  /** A line under the Generate button (e.g. "Each generation makes two clips."). */
  note?: ReactNode;
  /** Replaces the Generate bar, for a form whose action is not "Generate" (a lookup). */
  foot?: (create: CreateState) => ReactNode;
  children: ReactNode;
}) {
  const { submit, isPending, error, createdJobId, reset } = useCreateJob(creator);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const create = { isPending, error, createdJobId };
  return (
    // An invalid submit clears the last create's outcome: it no longer describes this form.
    <Form
      form={form}
      idPrefix={idPrefix}
      onValid={submit}
      onInvalid={() => reset()}
      aria-label={aria['aria-label']}
    >
      {children}
      {foot ? foot(create) : <GenerateBar {...create} note={note} />}
    </Form>
  );
}
