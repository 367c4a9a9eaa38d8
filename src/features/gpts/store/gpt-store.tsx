import { useRef, useState } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import {
  allConversations,
  startConversation,
  useConversations,
} from '../conversations/conversation-db';
import { TalkPanel } from '../conversations/talk-panel';
import { DetailsPanel, type DetailsAsk } from './details-panel';
import { SearchPanel } from './search-panel';

type View = 'search' | 'details' | 'talk';

/**
 * The GPTs page's store (issue 55 item 4), under the lookup: find GPTs by a word, read the details
 * of several at once, and talk with one — three views of one card. Each view stays as it was when
 * another is shown (a search's results, a conversation's answer streaming on).
 */
export function GptStore() {
  const t = useT();
  const connection = useGatewayConnection();
  const conversations = useConversations();
  const [view, setView] = useState<View>('search');
  const [openId, setOpenId] = useState<string | null>(null);
  const details = useRef<DetailsAsk>(null);

  /** A conversation with this GPT: its latest one while that has no message yet, else a new one. */
  const talkWith = async (gpt: { id: string; name: string }) => {
    const latest = (await allConversations()).find((c) => c.gptId === gpt.id);
    const conversation =
      latest !== undefined && latest.messages.length === 0 ? latest : await startConversation(gpt);
    setOpenId(conversation.id);
    setView('talk');
  };
  const detailsOf = (id: string) => {
    setView('details');
    details.current?.detailsOf(id);
  };

  const views: { id: View; label: string }[] = [
    { id: 'search', label: t('gpts.store.view.search') },
    { id: 'details', label: t('gpts.store.view.details') },
    {
      id: 'talk',
      label:
        conversations !== undefined && conversations.length > 0
          ? t('gpts.store.view.talkCount', { count: conversations.length })
          : t('gpts.store.view.talk'),
    },
  ];
  return (
    <section
      aria-labelledby="gpt-store-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-card shadow-xs"
    >
      <div className="flex flex-col gap-1">
        <h2 id="gpt-store-title" className="text-section-title">
          {t('gpts.store.title')}
        </h2>
        <p className="text-sm text-muted">{t('gpts.store.intro')}</p>
      </div>
      <div
        role="group"
        aria-label={t('gpts.store.views')}
        className="flex flex-wrap gap-1 rounded-lg bg-well p-1"
      >
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => setView(v.id)}
            className={cn(
              'grow rounded-md px-3 py-1.5 text-sm font-medium',
              view === v.id
                ? 'bg-surface text-zinc-900 shadow-xs dark:text-zinc-100'
                : 'text-muted hover:text-zinc-900 dark:hover:text-zinc-100',
            )}
          >
            {v.label}
          </button>
        ))}
      </div>
      <div hidden={view !== 'search'}>
        <SearchPanel
          connection={connection}
          onDetails={detailsOf}
          onTalk={(gpt) => void talkWith(gpt)}
        />
      </div>
      <div hidden={view !== 'details'}>
        <DetailsPanel ref={details} connection={connection} onTalk={(gpt) => void talkWith(gpt)} />
      </div>
      <div hidden={view !== 'talk'}>
        <TalkPanel
          conversations={conversations}
          openId={openId}
          onOpen={setOpenId}
          connection={connection}
        />
      </div>
    </section>
  );
}
