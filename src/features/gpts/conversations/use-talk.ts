import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/gateway/chat/chat';
import { chatSetting } from '@/gateway/chat/chat-settings';
import type { GatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { gptsSetting } from '../paths';
import {
  changeConversation,
  type AnswerEnd,
  type Conversation,
  type ConversationMessage,
} from './conversation-db';

/** An answer as it streams in this tab (`at` names its message in the conversation). */
export interface LiveAnswer {
  conversationId: string;
  at: number;
  content: string;
  ended: AnswerEnd;
  cutReason: string | null;
}

/** While an answer streams it is written at most this often, so a reload keeps what arrived. */
const SAVE_EVERY_MS = 1_000;

/** The model a conversation with this GPT names: the profile's prefix, then its id. */
export const gizmoModel = (connection: GatewayConnection, gptId: string) =>
  `${gptsSetting(connection.settings.paths, 'gptsGizmoModelPrefix')}${gptId}`;

/** What the conversation so far says to the model: every message with words, in order. */
export const historyOf = (messages: readonly ConversationMessage[]): ChatMessage[] =>
  messages
    .filter((message) => message.content.trim() !== '')
    .map(({ role, content }) => ({ role, content }));

/**
 * Talking with a GPT (issue 55 item 4): the person's message is written to the conversation, then
 * sent with the conversation so far to `gpt-4-gizmo-<id>` on the chat path, streamed through the
 * chat core (`askChat`). The answer shows as it arrives and is written as it streams and when it
 * ends — done, stopped (**Stop**), or cut — so what arrived is never lost. One answer at a time.
 */
export function useTalk(connection: GatewayConnection) {
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const [problem, setProblem] = useState<{ conversationId: string; text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops the answer; what arrived is written by the send that is ending.
  useEffect(() => () => controller.current?.abort(), []);

  async function send(conversation: Conversation, text: string): Promise<boolean> {
    if (controller.current !== null) return false;
    const ac = new AbortController();
    controller.current = ac;
    setProblem(null);
    const id = conversation.id;
    const history = historyOf(conversation.messages);
    try {
      const asked = await changeConversation(id, (messages) => [
        ...messages,
        { role: 'user', content: text, at: Date.now() },
      ]);
      if (asked === null) return false;
      const at = Date.now() + 1;
      let answer: LiveAnswer = {
        conversationId: id,
        at,
        content: '',
        ended: 'streaming',
        cutReason: null,
      };
      setLive(answer);
      // Writes in order, one after another; a failed write leaves the next to try.
      let writes = Promise.resolve();
      let savedAt = Date.now();
      const keep = (latest: LiveAnswer) => {
        const message: ConversationMessage = {
          role: 'assistant',
          content: latest.content,
          at,
          ended: latest.ended,
          cutReason: latest.cutReason,
        };
        writes = writes
          .then(() =>
            changeConversation(id, (messages) => {
              const index = messages.findIndex((m) => m.role === 'assistant' && m.at === at);
              if (index < 0) messages.push(message);
              else messages[index] = message;
              return messages;
            }),
          )
          .then(
            () => undefined,
            () => undefined,
          );
        return writes;
      };
      try {
        // The stream reader (and its parser) comes with the first message, as prompt help's does.
        const { askChat } = await import('@/gateway/chat/chat');
        const outcome = await askChat(connection.client, {
          path: chatSetting(connection.settings.paths, 'chatPath'),
          model: gizmoModel(connection, conversation.gptId),
          messages: [...history, { role: 'user', content: text }],
          signal: ac.signal,
          onContent: (piece) => {
            answer = { ...answer, content: answer.content + piece };
            setLive(answer);
            if (Date.now() - savedAt >= SAVE_EVERY_MS) {
              savedAt = Date.now();
              void keep(answer);
            }
          },
        });
        answer = {
          ...answer,
          content: outcome.content,
          ended: outcome.ended,
          cutReason: outcome.cutReason,
        };
      } catch (error) {
        // No answer at all (a refusal, no connection): said beside the message box. Words that had
        // arrived before it stay, as a cut answer.
        setProblem({ conversationId: id, text: describeError(error) });
        answer = { ...answer, ended: 'cut', cutReason: describeError(error) };
        if (answer.content === '') {
          setLive(null);
          return true;
        }
      }
      // Written first, shown after: the end's words ("Stopped: what arrived is kept.") are true
      // once they show, so a reload right after them finds the answer (an answer stopped within
      // its first second had not been written yet, and a reload then lost it).
      await keep(answer);
      setLive(answer);
      return true;
    } finally {
      controller.current = null;
    }
  }

  return {
    live,
    problem,
    send,
    stop: () => controller.current?.abort(),
    streaming: live !== null && live.ended === 'streaming',
  };
}
