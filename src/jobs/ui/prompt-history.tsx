import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { usePromptHistory } from '@/jobs/forms/use-studio-store';
import { historyScope, useGeneratorFormAids } from './generator-context';
import { useShownWhenUnpressed } from './pointer-presses';
import type { PromptCombobox } from './prompt-combobox';

type Combobox = typeof PromptCombobox;

/**
 * The combobox and downshift under it, loaded when there is a prompt to offer: a first visit (or
 * a field never used) has none, and its page starts without them (issue 44: ~9 KB gzip less on
 * the first visit's generator page). Loaded by hand rather than `lazy`: its arrival must wait for
 * a press to end like the history's own (below), which a Suspense boundary would not.
 */
let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;
const loadCombobox = () =>
  (loading ??= import('./prompt-combobox').then((m) => (loaded = m.PromptCombobox)));

/**
 * The prompts sent before from this field of this generator, most recent first: a combobox that
 * searches them as one types (arrow keys, Enter puts the chosen one in the field, Escape closes).
 * Shift+Delete forgets the highlighted one; after one is used, a button forgets it too. Placed
 * under its field by the feature's form; shown once there is something to offer.
 *
 * It appears above the form's buttons, so it never appears while a pointer is pressed: the first
 * prompt's history arrives just after the first Generate, and a second Generate pressed then had
 * its button pushed down from under the pointer before the release, which lost the click (a full
 * e2e run showed it: the second job was never made, and no message said so).
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

  const offered = prompts !== undefined && prompts.length > 0;
  const [Combobox, setCombobox] = useState(() => loaded);
  useEffect(() => {
    if (!offered || Combobox !== undefined) return;
    let current = true;
    void loadCombobox().then((component) => {
      if (current) setCombobox(() => component);
    });
    return () => {
      current = false;
    };
  }, [offered, Combobox]);
  const shown = useShownWhenUnpressed(offered && Combobox !== undefined);

  if (!shown || Combobox === undefined || prompts === undefined) return null;
  return (
    <Combobox
      field={field}
      scope={scope}
      label={givenLabel ?? t('form.history.prompts')}
      prompts={prompts}
    />
  );
}
