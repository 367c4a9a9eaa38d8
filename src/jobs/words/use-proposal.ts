import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ChatEnded, ChatMessage } from '@/gateway/chat/chat';
import { chatSetting, type ChatSettingKey } from '@/gateway/chat/chat-settings';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { t } from '@/i18n/i18n';
import { appendText, emptyText, textOf, type GrowingText } from './growing-text';

/** What prompt help can be asked to do with a field's words (issue 55 item 2). */
export const promptAsks = ['improve', 'expand', 'shorter', 'translate'] as const;
export type PromptAsk = (typeof promptAsks)[number];

/** Each ask's instructions: a setting of the profile (Settings → Advanced). */
const instructionsOf: Record<PromptAsk, ChatSettingKey> = {
  improve: 'chatPromptImprove',
  expand: 'chatPromptExpand',
  shorter: 'chatPromptShorter',
  translate: 'chatPromptTranslate',
};

export type ProposalStatus = 'asking' | 'streaming' | ChatEnded | 'empty' | 'failed';

export interface Proposal {
  ask: PromptAsk;
  status: ProposalStatus;
  text: GrowingText;
  reasoning: string;
  /** Why it ended as it did, in words: a cut's reason, the gateway's refusal. */
  note: string | null;
  /** The error itself, when the ask failed before any answer (a 401 links to Settings). */
  error: unknown;
}

type Action =
  | { type: 'start'; ask: PromptAsk }
  | { type: 'pieces'; content: string; reasoning: string }
  | { type: 'end'; ended: ChatEnded; note: string | null }
  | { type: 'fail'; error: unknown }
  | { type: 'clear' };

function reduce(state: Proposal | null, action: Action): Proposal | null {
  switch (action.type) {
    case 'start':
      return {
        ask: action.ask,
        status: 'asking',
        text: emptyText,
        reasoning: '',
        note: null,
        error: null,
      };
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
        status:
          action.ended === 'done' && textOf(state.text).trim() === '' ? 'empty' : action.ended,
        note: action.note,
      };
    case 'fail':
      if (state === null) return state;
      return { ...state, status: 'failed', note: describeError(action.error), error: action.error };
    case 'clear':
      return null;
  }
}

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
 * One field's proposal: asked of the profile's chat model with the ask's instructions, streamed
 * into its own state — never into the field. The pieces that arrive within one frame are shown
 * together in that frame (`npm run bench`: each on screen within a frame of its arrival, no long
 * task). Stop keeps what arrived; a new ask or leaving the page ends the one under way.
 */
export function useProposal() {
  const { client, settings } = useGatewayConnection();
  const [proposal, dispatch] = useReducer(reduce, null);
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

  const take = useCallback(
    (field: 'content' | 'reasoning', piece: string) => {
      buffer.current[field] += piece;
      cancelFrame.current ??= nextFrame(flush);
    },
    [flush],
  );

  const ask = useCallback(
    async (kind: PromptAsk, words: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      buffer.current = { content: '', reasoning: '' };
      dispatch({ type: 'start', ask: kind });
      const messages: ChatMessage[] = [
        { role: 'system', content: chatSetting(settings.paths, instructionsOf[kind]) },
        { role: 'user', content: words },
      ];
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
        if (!mine()) return;
        flush();
        dispatch({ type: 'end', ended: outcome.ended, note: outcome.cutReason });
      } catch (error) {
        if (!mine()) return;
        flush();
        dispatch({ type: 'fail', error });
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

  return { proposal, ask, stop, clear };
}

/** Said in the proposal's status line. */
export function proposalStatusWords(proposal: Proposal): string {
  switch (proposal.status) {
    case 'asking':
      return t('promptHelp.status.asking');
    case 'streaming':
      return t('promptHelp.status.streaming');
    case 'done':
      return t('promptHelp.status.done');
    case 'stopped':
      return t('promptHelp.status.stopped');
    case 'cut':
      return proposal.note ?? t('gateway.chat.cut.early');
    case 'empty':
      return t('promptHelp.status.empty');
    case 'failed':
      return t('promptHelp.status.failed', { reason: proposal.note ?? '' });
  }
}
