import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextareaField, type TextareaFieldProps } from '@/components/ui/form/textarea-field';
import { useT } from '@/i18n/use-t';
import { FormPromptHelp } from '@/jobs/words/form-prompt-help';
import { PromptHistory } from './prompt-history';

/**
 * A box for what a generator is asked to make, with prompt help under it (Improve, Expand,
 * Shorter, Translate to English: issue 55) and the words sent from it before (`PromptHistory`,
 * remembered at each Generate). Unless told otherwise it is the forms' usual required "Prompt" of
 * four rows; music's description and lyrics name themselves.
 */
export function PromptField<TValues extends FieldValues = never>({
  label,
  required = true,
  rows = 4,
  history = true,
  historyLabel,
  ...field
}: Omit<TextareaFieldProps<TValues>, 'label'> & {
  label?: ReactNode;
  /** Whether the earlier words are offered (not for lyrics that will not be sent). */
  history?: boolean;
  /** Names the history's search box; "Earlier prompts" unless the field holds something else. */
  historyLabel?: string;
}) {
  const t = useT();
  const shown = label ?? t('form.prompt');
  return (
    <>
      <TextareaField<TValues> {...field} label={shown} required={required} rows={rows} />
      <FormPromptHelp
        name={field.name}
        label={typeof shown === 'string' ? shown : t('form.prompt')}
      />
      {history ? <PromptHistory field={field.name} label={historyLabel} /> : null}
    </>
  );
}
