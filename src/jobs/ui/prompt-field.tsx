import { useContext, type ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { TextareaField, type TextareaFieldProps } from '@/components/ui/form/textarea-field';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useT } from '@/i18n/use-t';
import { MentionAids } from '@/jobs/ui/characters/mention-aids';
import { useMentions } from '@/jobs/ui/characters/use-mentions';
import { useImageInputs } from '@/jobs/frames/image-inputs';
import { useGeneratorFormAids } from './generator-context';
import { FormPromptHelp } from '@/jobs/words/form-prompt-help';
import { PromptHistory } from './prompt-history';

/**
 * A box for what a generator is asked to make, with prompt help under it (Improve, Expand,
 * Shorter, Translate to English: issue 55) and the words sent from it before (`PromptHistory`,
 * remembered at each Generate). Unless told otherwise it is the forms' usual
 * required "Prompt" of four rows; music's description and lyrics name themselves. Typing `@`
 * offers the characters (issue 56: `useMentions`); in a form that can start from a picture
 * (Video, Clip, Pixa) a line under it says what naming one does.
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
  const id = fieldId(useContext(FieldIdPrefix) ?? 'form', field.name);
  const { setValue } = useFormContext<FieldValues>();
  const mentions = useMentions(id, (text) =>
    setValue(field.name as string, text, { shouldDirty: true }),
  );
  const kind = useGeneratorFormAids()?.kind;
  const startsFromPicture = useImageInputs().some((i) => i.kind === kind && i.withPicture);
  return (
    <>
      <TextareaField<TValues>
        {...field}
        {...mentions.textarea}
        label={shown}
        required={required}
        rows={rows}
      />
      <MentionAids mentions={mentions} />
      {startsFromPicture ? (
        <p className="-mt-2 text-xs text-muted">{t('character.mention.hint')}</p>
      ) : null}
      <FormPromptHelp
        name={field.name}
        label={typeof shown === 'string' ? shown : t('form.prompt')}
      />
      {history ? <PromptHistory field={field.name} label={historyLabel} /> : null}
    </>
  );
}
