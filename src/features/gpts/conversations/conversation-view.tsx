import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import type { GatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { zMessageForm, type MessageFormInput, type MessageFormValues } from '../store/store-forms';
import { ModelWords } from '@/components/ui/model-words';
import { removeConversation, type Conversation, type ConversationMessage } from './conversation-db';
import { gizmoModel, useTalk, type LiveAnswer } from './use-talk';

const { TextareaField } = formFields<MessageFormInput>();

/** The stored messages, with the answer streaming in this tab in its place (or after them). */
function shownMessages(conversation: Conversation, live: LiveAnswer | null): ConversationMessage[] {
  const messages = [...conversation.messages];
  if (live === null || live.conversationId !== conversation.id) return messages;
  const message: ConversationMessage = {
    role: 'assistant',
    content: live.content,
    at: live.at,
    ended: live.ended,
    cutReason: live.cutReason,
  };
  const index = messages.findIndex((m) => m.role === 'assistant' && m.at === live.at);
  if (index < 0) messages.push(message);
  else messages[index] = message;
  return messages;
}

function EndNote({
  message,
  streamingHere,
}: {
  message: ConversationMessage;
  streamingHere: boolean;
}) {
  const t = useT();
  const note =
    message.ended === 'stopped'
      ? t('gpts.talk.stopped')
      : message.ended === 'cut'
        ? t('gpts.talk.cut', { reason: message.cutReason ?? '—' })
        : message.ended === 'streaming' && !streamingHere
          ? t('gpts.talk.interrupted')
          : null;
  return note === null ? null : (
    <p className="text-xs text-amber-800 dark:text-amber-300">{note}</p>
  );
}

/**
 * One conversation with a GPT: its messages (the person's as text, the GPT's as Markdown rendered
 * safely once whole), a message box with **Send**, **Stop** while an answer streams, and **Remove
 * conversation** (asked first).
 */
export function ConversationView({
  conversation,
  connection,
  onBack,
}: {
  conversation: Conversation;
  connection: GatewayConnection;
  onBack: () => void;
}) {
  const t = useT();
  const talk = useTalk(connection);
  const [removing, setRemoving] = useState(false);
  const form = useForm<MessageFormInput, unknown, MessageFormValues>({
    resolver: zodResolver(zMessageForm),
    defaultValues: { message: '' },
  });
  const send = async ({ message }: MessageFormValues) => {
    form.reset({ message: '' });
    const sent = await talk.send(conversation, message);
    if (!sent) form.setValue('message', message);
  };
  const messages = shownMessages(conversation, talk.live);
  const name = conversation.gptName || conversation.gptId;
  return (
    <section
      aria-label={t('gpts.talk.with', { name })}
      className="flex flex-col gap-3"
      data-conversation={conversation.id}
    >
      <div className="flex flex-col items-start gap-1">
        <Button variant="ghost" className="-ml-2" onClick={onBack}>
          <ArrowLeft aria-hidden="true" focusable="false" className="size-4" />
          {t('gpts.talk.back')}
        </Button>
        <h3 className="text-sm font-semibold break-words">{t('gpts.talk.with', { name })}</h3>
        <p className="text-xs break-all text-muted">
          {t('gpts.talk.model', { model: gizmoModel(connection, conversation.gptId) })}
        </p>
      </div>
      {messages.length > 0 ? (
        <ol aria-label={t('gpts.talk.messages')} className="flex flex-col gap-2">
          {messages.map((message) => {
            const streamingHere = talk.streaming && talk.live?.at === message.at;
            return (
              <li
                key={`${message.role}-${message.at}`}
                data-role={message.role}
                aria-busy={streamingHere || undefined}
                className={cn(
                  'flex max-w-[92%] flex-col gap-1 rounded-lg px-3 py-2',
                  message.role === 'user'
                    ? 'self-end bg-indigo-50 dark:bg-indigo-950'
                    : 'self-start bg-well',
                )}
              >
                <p className="text-xs font-medium text-muted">
                  {message.role === 'user' ? t('gpts.talk.you') : t('gpts.talk.gpt', { name })}
                </p>
                {message.role === 'user' ? (
                  <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
                ) : message.content === '' && !streamingHere ? (
                  <p className="text-sm text-muted">{t('gpts.talk.nothing')}</p>
                ) : (
                  <ModelWords text={message.content} streaming={streamingHere} />
                )}
                {message.role === 'assistant' ? (
                  <EndNote message={message} streamingHere={streamingHere} />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {talk.problem !== null && talk.problem.conversationId === conversation.id ? (
        <Alert tone="danger" title={t('gpts.talk.failed')} live>
          {talk.problem.text}
        </Alert>
      ) : null}
      {/* Pinned to the bottom of the window while the conversation is in view: a long answer
          streams above it, and Send and Stop stay where the person left them instead of running
          down the page with every line that arrives. */}
      <Form
        form={form}
        idPrefix="gpts-talk"
        onValid={send}
        className="sticky bottom-0 gap-2 border-t border-zinc-200 bg-surface pt-2 pb-3 dark:border-zinc-800"
      >
        <TextareaField
          name="message"
          label={t('gpts.talk.message')}
          hint={t('gpts.talk.message.hint')}
          rows={3}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={talk.streaming}>
            {talk.streaming ? t('gpts.talk.streaming') : t('gpts.talk.send')}
          </Button>
          {talk.streaming ? (
            <Button variant="secondary" onClick={talk.stop}>
              {t('gpts.talk.stop')}
            </Button>
          ) : null}
          <span className="grow" />
          {removing ? null : (
            <Button variant="danger" onClick={() => setRemoving(true)} disabled={talk.streaming}>
              {t('gpts.talk.remove')}
            </Button>
          )}
        </div>
      </Form>
      {removing ? (
        <div
          role="alertdialog"
          aria-label={t('gpts.talk.remove')}
          className="flex flex-col gap-2 rounded-md border border-red-300 p-3 dark:border-red-900"
        >
          <p className="text-sm">{t('gpts.talk.removeAsk', { name })}</p>
          <div className="flex gap-2">
            <Button
              variant="destructive"
              onClick={() => {
                void removeConversation(conversation.id).then(onBack);
              }}
            >
              {t('gpts.talk.removeYes')}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(false)}>
              {t('gpts.talk.removeNo')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
