import { useMemo, useState, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { FieldLabels, FieldLabelsContext, FormShape } from './form-aids';
import { FieldIdPrefix, FieldMethods, type FieldMethodsValue } from './use-field-control';

/**
 * A form whose field parts wire themselves: it provides the react-hook-form instance and the id
 * prefix, so `<TextField name="prompt" />` finds its `register`, its error and its id ("pixa-prompt").
 * The parts come from `formFields<TInput>()`, so a name that is not one of the form's fields fails
 * to compile. Validation is the schema's (noValidate): the browser's own bubbles would say other
 * words.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  idPrefix,
  shape = null,
  onValid,
  onInvalid,
  onChange,
  className,
  children,
  ...aria
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  idPrefix: string;
  /** The schema's fields: where a text field finds its documented limit. */
  shape?: Readonly<Record<string, unknown>> | null;
  onValid: SubmitHandler<TOutput>;
  /** With the fields that stopped the submit (to open the part of the form they sit in). */
  onInvalid?: SubmitErrorHandler<TInput>;
  /** Any edit in the form (to take back a "Saved." that no longer holds). */
  onChange?: () => void;
  /** Names the form, which makes it a landmark; a small form inside a card goes without. */
  'aria-label'?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const [labels] = useState(() => new FieldLabels());
  const { register, getFieldState, getValues, setValue } = form;
  const methods = useMemo(
    // react-hook-form's register is typed for this form's values; a field part checks its name
    // against them where it is bound (`formFields`), and from there on a path is a string.
    () => ({ register, getFieldState, getValues, setValue }) as unknown as FieldMethodsValue,
    [register, getFieldState, getValues, setValue],
  );
  return (
    <FormProvider {...form}>
      <FieldMethods.Provider value={methods}>
        <FieldIdPrefix.Provider value={idPrefix}>
          <FormShape.Provider value={shape}>
            <FieldLabelsContext.Provider value={labels}>
              <form
                noValidate
                aria-label={aria['aria-label']}
                className={cn('flex flex-col', hasGap(className) ? null : 'gap-4', className)}
                onChange={onChange}
                onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
              >
                {children}
              </form>
            </FieldLabelsContext.Provider>
          </FormShape.Provider>
        </FieldIdPrefix.Provider>
      </FieldMethods.Provider>
    </FormProvider>
  );
}

/**
 * Whether a class list sets its own gap. Then it replaces the form's: `cn` does not merge Tailwind
 * classes, and of two gaps the one later in the style sheet would win, whichever was asked for.
 */
function hasGap(className: string | undefined): boolean {
  return className !== undefined && /(^|\s)gap-/.test(className);
}
