import { Check, RotateCcw, Square, X } from 'lucide-react';
import { memo, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { isAuthError } from '@/gateway/errors';
import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { textOf } from './growing-text';
import { proposalStatusWords, type Proposal } from './use-proposal';

/** A finished block of the answer: drawn once, never again while the tail grows. */
const Block = memo(function Block({ text }: { text: string }) {
  return <span>{text}</span>;
});

const ended = (status: Proposal['status']) => status !== 'asking' && status !== 'streaming';

/**
 * The proposal beside its field (issue 55 item 2): what the model has written so far, as plain
 * text (an answer's markup is shown as the characters it is), its state in words, **Stop** while it
 * streams, then **Use it**, **Discard** and **Try again**. A region named for its field, so each
 * prompt field's proposal is found on its own.
 */
export function ProposalRegion({
  proposal,
  fieldLabel,
  onStop,
  onUse,
  onDiscard,
  onAgain,
}: {
  proposal: Proposal;
  fieldLabel: string;
  onStop: () => void;
  onUse: () => void;
  onDiscard: () => void;
  onAgain: () => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const { status } = proposal;
  const streaming = !ended(status);
  const hasText = textOf(proposal.text).trim() !== '';

  // Stop goes away as the answer ends: focus, if it was there, moves on to Use it (or Discard).
  const stopButton = useRef<HTMLButtonElement>(null);
  const useButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const stopHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (streaming || !stopHadFocus.current) return;
    stopHadFocus.current = false;
    (hasText ? useButton : discardButton).current?.focus();
  }, [streaming, hasText]);

  // The newest words stay in view while they stream, unless the person scrolled up to read.
  useLayoutEffect(() => {
    const element = box.current;
    if (element !== null && following.current) element.scrollTop = element.scrollHeight;
  }, [proposal.text]);

  return (
    <section
      aria-label={t('promptHelp.region', { field: fieldLabel })}
      data-proposal-state={status}
      className="flex flex-col gap-2 rounded-md border border-indigo-200 bg-indigo-50/60 p-3 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-xs font-semibold tracking-wide text-indigo-900 uppercase dark:text-indigo-200">
          {t(`promptHelp.${proposal.ask}`)}
        </h3>
        <p
          role="status"
          className={cn(
            'text-xs',
            status === 'cut' || status === 'failed' || status === 'empty'
              ? 'text-amber-800 dark:text-amber-200'
              : 'text-muted',
          )}
        >
          {proposalStatusWords(proposal)}
        </p>
      </div>
      {status === 'failed' && isAuthError(proposal.error) ? (
        <p className="text-xs">
          {withSlots((m) => t('submit.checkKey', m), {
            settings: (
              <a className="underline" href="#/settings">
                {t('submit.settingsLink')}
              </a>
            ),
          })}
        </p>
      ) : null}
      {proposal.reasoning !== '' ? (
        <details className="text-xs text-muted">
          <summary className="cursor-pointer">{t('promptHelp.reasoning')}</summary>
          <p className="mt-1 whitespace-pre-wrap">{proposal.reasoning}</p>
        </details>
      ) : null}
      {hasText || streaming ? (
        <div
          ref={box}
          data-testid="proposal-text"
          aria-busy={streaming}
          onScroll={(e) => {
            const el = e.currentTarget;
            following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
          className="max-h-64 min-h-10 overflow-y-auto rounded bg-surface px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap [contain:content]"
        >
          {proposal.text.blocks.map((block, i) => (
            <Block key={i} text={block} />
          ))}
          <span>{proposal.text.tail}</span>
          {streaming ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse rounded-sm bg-indigo-500 align-middle motion-reduce:animate-none"
            />
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {streaming ? (
          <Button
            ref={stopButton}
            variant="secondary"
            className="gap-1.5"
            onFocus={() => (stopHadFocus.current = true)}
            onBlur={() => (stopHadFocus.current = false)}
            onClick={onStop}
          >
            <Square aria-hidden="true" focusable="false" className="size-3.5" />
            {t('promptHelp.stop')}
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
