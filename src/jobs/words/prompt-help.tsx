import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { PromptAsk } from './prompt-asks';
import { PromptHelpToolbar } from './prompt-help-toolbar';

/**
 * The working part (the asks, the answer, Use it and Undo), fetched with the first ask: a form that
 * is never helped never carries it (issue 57).
 */
const PromptHelpWork = lazy(() =>
  import('./prompt-help-work').then((m) => ({ default: m.PromptHelpWork })),
);

export interface PromptHelpProps {
  /** The text box helped: its id (the help listens to it for Ctrl+Z, and gives it focus back). */
  fieldId: string;
  /** Its label ("Prompt", "Lyrics"): names the help's group and region. */
  fieldLabel: string;
  /** Its words now. */
  read: () => string;
  /** Puts words in it, as typing would (its form learns of them). */
  write: (text: string) => void;
}

/** A press of one of the toolbar's asks: `n` tells it from the press before. */
export interface AskPress {
  kind: PromptAsk;
  n: number;
}

/**
 * Prompt help on one prompt field (issue 55 item 2): **Improve**, **Expand**, **Shorter**,
 * **Translate to English**. The answer streams into a region beside the field, never into it —
 * what the person types meanwhile is theirs. **Use it** replaces the field's words in one step
 * that **Undo** or Ctrl/Cmd+Z gives back; **Discard** leaves the field as it is. The proposal is a
 * model's words, shown as text (it becomes a prompt: Markdown would hide what is sent).
 */
export function PromptHelp(props: PromptHelpProps) {
  const t = useT();
  const [press, setPress] = useState<AskPress | null>(null);
  const [busy, setBusy] = useState<PromptAsk | null>(null);
  return (
    <div className="flex flex-col gap-2" data-prompt-help={props.fieldId}>
      <PromptHelpToolbar
        label={t('promptHelp.group', { field: props.fieldLabel })}
        busy={busy}
        onAsk={(kind) => setPress((before) => ({ kind, n: (before?.n ?? 0) + 1 }))}
      />
      {press !== null ? (
        <Suspense fallback={null}>
          <PromptHelpWork {...props} press={press} onBusy={setBusy} />
        </Suspense>
      ) : null}
    </div>
  );
}
