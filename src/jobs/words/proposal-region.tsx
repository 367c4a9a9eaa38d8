import { Check, RotateCcw, Square, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { AnswerKeyHint, AnswerText } from './answer-text';
import { hasWords } from './growing-text';
import { answerStatusWords, answerTroubled, isAnswering, type ChatAnswer } from './use-chat-answer';
import type { PromptAsk } from './prompt-asks';

/**
 * The proposal beside its field (issue 55 item 2): what the model has written so far, as plain
 * text, its state in words, **Stop** while it streams, then **Use it**, **Discard** and **Try
 * again**. A region named for its field, so each prompt field's proposal is found on its own.
 */
export function ProposalRegion({
  ask,
  answer,
  fieldLabel,
  onStop,
  onUse,
  onDiscard,
  onAgain,
}: {
  ask: PromptAsk;
  answer: ChatAnswer;
  fieldLabel: string;
  onStop: () => void;
  onUse: () => void;
  onDiscard: () => void;
  onAgain: () => void;
}) {
  const t = useT();
  const streaming = isAnswering(answer);
  const hasText = hasWords(answer.text);

  // Stop goes away as the answer ends: focus, if it was there, moves on to Use it (or Discard).
  const useButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const stopHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (streaming || !stopHadFocus.current) return;
    stopHadFocus.current = false;
    (hasText ? useButton : discardButton).current?.focus();
  }, [streaming, hasText]);

  return (
    <section
      aria-label={t('promptHelp.region', { field: fieldLabel })}
      data-proposal-state={answer.status}
      className="flex flex-col gap-2 rounded-md border border-indigo-200 bg-indigo-50/60 p-3 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-xs font-semibold tracking-wide text-indigo-900 uppercase dark:text-indigo-200">
          {t(`promptHelp.${ask}`)}
        </h3>
        <p
          role="status"
          className={cn(
            'text-xs',
            answerTroubled(answer) ? 'text-amber-800 dark:text-amber-200' : 'text-muted',
          )}
        >
          {answerStatusWords(answer, t('promptHelp.ready'))}
        </p>
      </div>
      <AnswerKeyHint answer={answer} />
      {answer.reasoning !== '' ? (
        <details className="text-xs text-muted">
          <summary className="cursor-pointer">{t('chat.answer.reasoning')}</summary>
          <p className="mt-1 whitespace-pre-wrap">{answer.reasoning}</p>
        </details>
      ) : null}
      {hasText || streaming ? <AnswerText answer={answer} /> : null}
      <div className="flex flex-wrap gap-2">
        {streaming ? (
          <Button
            variant="secondary"
            className="gap-1.5"
            onFocus={() => (stopHadFocus.current = true)}
            onBlur={() => (stopHadFocus.current = false)}
            onClick={onStop}
          >
            <Square aria-hidden="true" focusable="false" className="size-3.5" />
            {t('chat.answer.stop')}
          </Button>
        ) : (
          <>
            <Button
              ref={useButton}
              className="gap-1.5 px-3 py-1.5"
              onClick={onUse}
              disabled={!hasText}
            >
              <Check aria-hidden="true" focusable="false" className="size-4" />
              {t('promptHelp.use')}
            </Button>
            <Button ref={discardButton} variant="secondary" className="gap-1.5" onClick={onDiscard}>
              <X aria-hidden="true" focusable="false" className="size-3.5" />
              {t('promptHelp.discard')}
            </Button>
            <Button variant="ghost" className="gap-1.5" onClick={onAgain}>
              <RotateCcw aria-hidden="true" focusable="false" className="size-3.5" />
              {t('promptHelp.again')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
