import { Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { textOf } from './growing-text';
import { promptAskMessages, type PromptAsk } from './prompt-asks';
import { PromptHelpToolbar } from './prompt-help-toolbar';
import { isAnswering, useChatAnswer } from './use-chat-answer';

/** The region's view, loaded with the first ask: a form that is never helped never carries it. */
const ProposalRegion = lazy(() =>
  import('./proposal-region').then((m) => ({ default: m.ProposalRegion })),
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

/** What "Use it" replaced: given back by Undo or Ctrl+Z while the field still holds the proposal. */
interface UndoOffer {
  typed: string;
  used: string;
}

/**
 * Prompt help on one prompt field (issue 55 item 2): **Improve**, **Expand**, **Shorter**,
 * **Translate to English**. The answer streams into a region beside the field, never into it —
 * what the person types meanwhile is theirs. **Use it** replaces the field's words in one step
 * that **Undo** or Ctrl/Cmd+Z gives back; **Discard** leaves the field as it is. The proposal is a
 * model's words, shown as text (it becomes a prompt: Markdown would hide what is sent).
 */
export function PromptHelp({ fieldId, fieldLabel, read, write }: PromptHelpProps) {
  const t = useT();
  const { answer, ask, stop, clear, settings } = useChatAnswer();
  const [asked, setAsked] = useState<PromptAsk>('improve');
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const [nothing, setNothing] = useState<PromptAsk | null>(null);
  // The latest writer, for the field's listeners (its form's setter, or a component's state).
  const writer = useRef(write);
  useEffect(() => {
    writer.current = write;
  });

  const field = () => document.getElementById(fieldId);
  const focusField = () => field()?.focus();

  // While an undo is on offer: Ctrl/Cmd+Z in the field gives back what was typed, once; any other
  // change to the field withdraws the offer (the words are no longer the proposal it replaced).
  useEffect(() => {
    if (undo === null) return;
    const box = document.getElementById(fieldId);
    if (!(box instanceof HTMLTextAreaElement || box instanceof HTMLInputElement)) return;
    const onKey = (event: KeyboardEvent) => {
      const isUndo =
        (event.ctrlKey || event.metaKey) &&
        !event.shiftKey &&
        !event.altKey &&
        event.key.toLowerCase() === 'z';
      if (!isUndo || box.value !== undo.used) return;
      event.preventDefault();
      writer.current(undo.typed);
      setUndo(null);
    };
    const onInput = () => {
      if (box.value !== undo.used) setUndo(null);
    };
    const element: HTMLElement = box;
    element.addEventListener('keydown', onKey);
    element.addEventListener('input', onInput);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('input', onInput);
    };
  }, [undo, fieldId]);

  function start(kind: PromptAsk) {
    const words = read();
    setUndo(null);
    if (words.trim() === '') {
      clear();
      setNothing(kind);
      return;
    }
    setNothing(null);
    setAsked(kind);
    void ask(promptAskMessages(kind, words, settings.paths));
  }

  function use() {
    if (answer === null) return;
    const used = textOf(answer.text).trim();
    if (used === '') return;
    const typed = read();
    stop();
    clear();
    write(used);
    setUndo({ typed, used });
    focusField();
  }

  function discard() {
    clear();
    focusField();
  }

  function giveBack() {
    if (undo === null) return;
    write(undo.typed);
    setUndo(null);
    focusField();
  }

  const groupLabel = t('promptHelp.group', { field: fieldLabel });
  return (
    <div className="flex flex-col gap-2" data-prompt-help={fieldId}>
      <PromptHelpToolbar
        label={groupLabel}
        busy={isAnswering(answer) ? asked : null}
        onAsk={start}
      />
      {nothing !== null ? (
        <p role="status" className="text-xs text-muted">
          {t('promptHelp.nothing', { field: fieldLabel, ask: t(`promptHelp.${nothing}`) })}
        </p>
      ) : null}
      {answer !== null ? (
        <Suspense fallback={null}>
          <ProposalRegion
            ask={asked}
            answer={answer}
            fieldLabel={fieldLabel}
            onStop={stop}
            onUse={use}
            onDiscard={discard}
            onAgain={() => start(asked)}
          />
        </Suspense>
      ) : null}
      {undo !== null ? (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <p role="status" className="text-muted">
            {t('promptHelp.replaced', { field: fieldLabel })}
          </p>
          <Button variant="secondary" className="gap-1.5 px-2 py-1 text-xs" onClick={giveBack}>
            <Undo2 aria-hidden="true" focusable="false" className="size-3.5" />
            {t('promptHelp.undo')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
