import { lazy, Suspense, useEffect } from 'react';
import { useT } from '@/i18n/use-t';
import { usePromptHistory } from '@/jobs/forms/use-studio-store';
import { historyScope, useGeneratorFormAids } from './generator-context';

/**
 * The combobox and downshift under it, loaded when there is a prompt to offer: a first visit (or
 * a field never used) has none, and its page starts without them (issue 44: ~9 KB gzip less on
 * the first visit's generator page).
 */
const PromptCombobox = lazy(() =>
  import('./prompt-combobox').then((m) => ({ default: m.PromptCombobox })),
);

/**
 * The prompts sent before from this field of this generator, most recent first: a combobox that
 * searches them as one types (arrow keys, Enter puts the chosen one in the field, Escape closes).
 * Shift+Delete forgets the highlighted one; after one is used, a button forgets it too. Placed
 * under its field by the feature's form; shown once there is something to offer.
 */
export function PromptHistory({
  field,
  label: givenLabel,
}: {
  field: string;
  /** Names the search box and its list; "Earlier prompts" unless the field holds something else. */
  label?: string;
}) {
  const t = useT();
  const aids = useGeneratorFormAids();
  const scope = historyScope(aids?.kind ?? '', field);
  const prompts = usePromptHistory(scope);
  const remember = aids?.rememberField;
  useEffect(() => remember?.(field), [remember, field]);

  if (prompts === undefined || prompts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PromptCombobox
        field={field}
        scope={scope}
        label={givenLabel ?? t('form.history.prompts')}
        prompts={prompts}
      />
    </Suspense>
  );
}
