import { memo, useLayoutEffect, useRef } from 'react';
import { isAuthError } from '@/gateway/errors';
import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { isAnswering, type ChatAnswer } from './use-chat-answer';

/**
 * A finished block of the answer: drawn once, never again while the tail grows. A box of its own,
 * so the browser lays out only the tail as it grows, not every line of the answer each frame (a
 * block that ends mid-paragraph ends its line early: the price of a 20,000-word answer streaming
 * without a long task).
 */
const Block = memo(function Block({ text }: { text: string }) {
  // Out of view, a block is not laid out or painted at all (its last size is kept for the
  // scrollbar): a long answer costs each frame the few blocks on screen.
  return <div className="[contain-intrinsic-size:auto_6rem] [content-visibility:auto]">{text}</div>;
});

/** The finished blocks: the same array until a block is added, so most frames skip them whole. */
const Blocks = memo(function Blocks({ blocks }: { blocks: readonly string[] }) {
  return blocks.map((block, i) => <Block key={i} text={block} />);
});

/**
 * A model's answer as it arrives, as plain text (issue 55 item 7: its markup is shown as the
 * characters it is): the finished blocks drawn once, the tail as it grows, the newest words kept
 * in view unless the person scrolled up to read, a caret while it streams.
 */
export function AnswerText({ answer, className }: { answer: ChatAnswer; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const streaming = isAnswering(answer);
  useLayoutEffect(() => {
    const element = box.current;
    if (element !== null && following.current) element.scrollTop = element.scrollHeight;
  }, [answer.text]);
  return (
    <div
      ref={box}
      data-testid="answer-text"
      aria-busy={streaming}
      onScroll={(e) => {
        const el = e.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
      className={cn(
        'max-h-64 min-h-10 overflow-y-auto rounded bg-surface px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap [contain:content]',
        className,
      )}
    >
      <Blocks blocks={answer.text.blocks} />
      <div>
        {answer.text.tail}
        {streaming ? (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse rounded-sm bg-indigo-500 align-middle motion-reduce:animate-none"
          />
        ) : null}
      </div>
    </div>
  );
}

/** Under an answer that failed on a refused key: where to put it right. */
export function AnswerKeyHint({ answer }: { answer: ChatAnswer }) {
  const t = useT();
  if (answer.status !== 'failed' || !isAuthError(answer.error)) return null;
  return (
    <p className="text-xs">
      {withSlots((m) => t('submit.checkKey', m), {
        settings: (
          <a className="underline" href="#/settings">
            {t('submit.settingsLink')}
          </a>
        ),
      })}
    </p>
  );
}
