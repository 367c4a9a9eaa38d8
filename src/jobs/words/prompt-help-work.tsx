import { Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { textOf } from './growing-text';
import { promptAskMessages, type PromptAsk } from './prompt-asks';
import type { AskPress, PromptHelpProps } from './prompt-help';
import { ProposalRegion } from './proposal-region';
import { isAnswering, useChatAnswer } from './use-chat-answer';

/** What "Use it" replaced: given back by Undo or Ctrl+Z while the field still holds the proposal. */
interface UndoOffer {
  typed: string;
  used: string;
}

/**
 * Prompt help's working part (`PromptHelp` draws the toolbar): the asks sent, the answer streamed
 * into a region beside the field, Use it, Discard and Undo. Fetched with the first ask (issue 57).
 */
export function PromptHelpWork({
  fieldId,
  fieldLabel,
  read,
  write,
  press,
  onBusy,
}: PromptHelpProps & {
  /** The toolbar's latest press: each new one is asked once. */
  press: AskPress;
  /** Told which ask is streaming (the toolbar marks it), or null. */
  onBusy: (ask: PromptAsk | null) => void;
}) {
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

  // Each press once: a press is asked when this part has it (its first, when the part arrives),
  // never again when the part draws again (or StrictMode runs the effect twice).
  const starter = useRef(start);
  useEffect(() => {
    starter.current = start;
  });
  const pressesAsked = useRef(0);
  useEffect(() => {
    if (press.n === pressesAsked.current) return;
    pressesAsked.current = press.n;
    starter.current(press.kind);
  }, [press]);

  const busy = isAnswering(answer) ? asked : null;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  return (
    <>
      {nothing !== null ? (
        <p role="status" className="text-xs text-muted">
          {t('promptHelp.nothing', { field: fieldLabel, ask: t(`promptHelp.${nothing}`) })}
        </p>
      ) : null}
      {answer !== null ? (
        <ProposalRegion
          ask={asked}
          answer={answer}
          fieldLabel={fieldLabel}
          onStop={stop}
          onUse={use}
          onDiscard={discard}
          onAgain={() => start(asked)}
        />
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
    </>
  );
}
