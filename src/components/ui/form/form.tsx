import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { FieldLabels, FieldLabelsContext, FormShape } from './form-aids';
import { FieldIdPrefix } from './use-field-control';

/**
 * A form whose field parts wire themselves: it provides the react-hook-form instance and the id
 * prefix, so `<TextField name="prompt" />` finds its `register`, its error and its id ("pixa-prompt").
 * Validation is the schema's (noValidate): the browser's own bubbles would say other words.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  idPrefix,
  shape = null,
  onValid,
  onInvalid,
  className,
  children,
  ...aria
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  idPrefix: string;
  /** The schema's fields: where a text field finds its documented limit. */
  shape?: Readonly<Record<string, unknown>> | null;
  onValid: SubmitHandler<TOutput>;
  onInvalid?: () => void;
  'aria-label': string;
  className?: string;
  children: ReactNode;
}) {
  const [labels] = useState(() => new FieldLabels());
  return (
    <FormProvider {...form}>
      <FieldIdPrefix.Provider value={idPrefix}>
        <FormShape.Provider value={shape}>
          <FieldLabelsContext.Provider value={labels}>
            <form
              noValidate
              aria-label={aria['aria-label']}
              className={cn('flex flex-col gap-4', className)}
              onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
            >
              {children}
            </form>
          </FieldLabelsContext.Provider>
        </FormShape.Provider>
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}
