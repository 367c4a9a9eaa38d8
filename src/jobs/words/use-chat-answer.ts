import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { ChatEnded, ChatMessage } from '@/gateway/chat/chat';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { t } from '@/i18n/i18n';
import { appendText, emptyText, hasWords, type GrowingText } from './growing-text';

export type AnswerStatus = 'asking' | 'streaming' | ChatEnded | 'empty' | 'failed';

/** One ask's answer as it arrives (issue 55): kept in its own state, never in a field. */
export interface ChatAnswer {
  status: AnswerStatus;
  text: GrowingText;
  reasoning: string;
  /** Why it ended as it did, in words: a cut's reason, the gateway's refusal. */
  note: string | null;
  /** The error itself, when the ask failed before any answer (a 401 links to Settings). */
  error: unknown;
}

type Action =
  | { type: 'start' }
  | { type: 'pieces'; content: string; reasoning: string }
  | { type: 'end'; ended: ChatEnded; note: string | null }
  | { type: 'fail'; error: unknown }
  | { type: 'clear' };

function reduce(state: ChatAnswer | null, action: Action): ChatAnswer | null {
  switch (action.type) {
    case 'start':
      return { status: 'asking', text: emptyText, reasoning: '', note: null, error: null };
    case 'pieces':
      if (state === null) return state;
      return {
        ...state,
        status: 'streaming',
        text: action.content === '' ? state.text : appendText(state.text, action.content),
        reasoning: state.reasoning + action.reasoning,
      };
    case 'end':
      if (state === null) return state;
      return {
        ...state,
        status: action.ended === 'done' && !hasWords(state.text) ? 'empty' : action.ended,
        note: action.note,
      };
    case 'fail':
      if (state === null) return state;
      return { ...state, status: 'failed', note: describeError(action.error), error: action.error };
    case 'clear':
      return null;
  }
}

export const isAnswering = (answer: ChatAnswer | null): boolean =>
  answer?.status === 'asking' || answer?.status === 'streaming';

/** Whether an answer's state is a problem to draw in amber. */
export const answerTroubled = (answer: ChatAnswer): boolean =>
  answer.status === 'cut' || answer.status === 'failed' || answer.status === 'empty';

/** A frame, or a sixtieth of a second where the page has no frames (a test's document). */
const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

/**
 * One ask of the profile's chat model at a time, its answer streamed into state: the pieces that
 * arrive within one frame are shown together in that frame (`npm run bench`: each on screen within
 * a frame of its arrival, no long task). Stop keeps what arrived; a new ask, `clear` or leaving
 * the page ends the one under way.
 */
export function useChatAnswer() {
  const { client, settings } = useGatewayConnection();
  const [answer, dispatch] = useReducer(reduce, null);
  const running = useRef<AbortController | null>(null);
  const buffer = useRef({ content: '', reasoning: '' });
  const cancelFrame = useRef<(() => void) | null>(null);

  const flush = useCallback(() => {
    cancelFrame.current?.();
    cancelFrame.current = null;
    const { content, reasoning } = buffer.current;
    if (content === '' && reasoning === '') return;
    buffer.current = { content: '', reasoning: '' };
    dispatch({ type: 'pieces', content, reasoning });
  }, []);

  // In the frame's own callback the pieces are drawn before that frame is painted: left to React's
  // scheduler they would render after it, a frame late.
  const drawInFrame = useCallback(() => flushSync(flush), [flush]);

  const take = useCallback(
    (field: 'content' | 'reasoning', piece: string) => {
      buffer.current[field] += piece;
      cancelFrame.current ??= nextFrame(drawInFrame);
    },
    [drawInFrame],
  );

  /** Asks with these messages; resolves to the whole answer's text once it has ended (or null). */
  const ask = useCallback(
    async (messages: readonly ChatMessage[]): Promise<string | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      buffer.current = { content: '', reasoning: '' };
      dispatch({ type: 'start' });
      const mine = () => running.current === controller;
      try {
        // The reader (and its parser) comes with the first ask, not with every form.
        const { askChat, chatTarget } = await import('@/gateway/chat/chat');
        const outcome = await askChat(client, {
          ...chatTarget(settings.paths),
          messages,
          signal: controller.signal,
          onContent: (piece) => mine() && take('content', piece),
          onReasoning: (piece) => mine() && take('reasoning', piece),
        });
        if (!mine()) return null;
        flush();
        dispatch({ type: 'end', ended: outcome.ended, note: outcome.cutReason });
        return outcome.content;
      } catch (error) {
        if (!mine()) return null;
        flush();
        dispatch({ type: 'fail', error });
        return null;
      } finally {
        if (mine()) running.current = null;
      }
    },
    [client, settings.paths, take, flush],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  const clear = useCallback(() => {
    const current = running.current;
    running.current = null;
    current?.abort();
    cancelFrame.current?.();
    cancelFrame.current = null;
    dispatch({ type: 'clear' });
  }, []);

  useEffect(
    () => () => {
      running.current?.abort();
      cancelFrame.current?.();
    },
    [],
  );

  return { answer, ask, stop, clear, settings };
}

/** An answer's state in words; `done` is the asker's own ("Proposal ready…", "Shots written…"). */
export function answerStatusWords(answer: ChatAnswer, done: string): string {
  switch (answer.status) {
    case 'asking':
      return t('chat.answer.asking');
    case 'streaming':
      return t('chat.answer.streaming');
    case 'done':
      return done;
    case 'stopped':
      return t('chat.answer.stopped');
    case 'cut':
      return answer.note ?? t('gateway.chat.cut.early');
    case 'empty':
      return t('chat.answer.empty');
    case 'failed':
      return t('chat.answer.failed', { reason: answer.note ?? '' });
  }
}
