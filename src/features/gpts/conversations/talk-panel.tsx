import type { GatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { formatTime } from '@/lib/time';
import { ConversationView } from './conversation-view';
import type { Conversation } from './conversation-db';

/**
 * The conversations kept in this browser, the latest first; one open at a time. A conversation
 * removed elsewhere (another tab) closes here.
 */
export function TalkPanel({
  conversations,
  openId,
  onOpen,
  connection,
}: {
  conversations: readonly Conversation[] | undefined;
  openId: string | null;
  onOpen: (id: string | null) => void;
  connection: GatewayConnection;
}) {
  const t = useT();
  const open = conversations?.find((c) => c.id === openId);
  if (open !== undefined)
    return (
      <ConversationView
        key={open.id}
        conversation={open}
        connection={connection}
        onBack={() => onOpen(null)}
      />
    );
  if (conversations === undefined) return null;
  if (conversations.length === 0)
    return <p className="text-sm text-muted">{t('gpts.talk.empty')}</p>;
  return (
    <ul aria-label={t('gpts.talk.list')} className="flex flex-col gap-2">
      {conversations.map((conversation) => {
        const name = conversation.gptName || conversation.gptId;
        const last = conversation.messages.at(-1);
        return (
          <li key={conversation.id}>
            <button
              type="button"
              aria-label={t('gpts.talk.open', { name })}
              onClick={() => onOpen(conversation.id)}
              className="flex w-full flex-col gap-0.5 rounded-md border border-line px-3 py-2 text-left hover:bg-well"
            >
              <span className="text-sm font-medium break-words">{name}</span>
              <span className="text-xs text-muted">
                {t('gpts.talk.messageCount', { count: conversation.messages.length })} ·{' '}
                {formatTime(conversation.updatedAt)}
              </span>
              {last !== undefined && last.content !== '' ? (
                <span className="line-clamp-1 text-xs break-all text-muted">{last.content}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
