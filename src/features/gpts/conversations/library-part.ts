import { t } from '@/i18n/i18n';
import type { LibraryPart } from '@/jobs/ledger/library-parts';
import {
  CONVERSATION_VERSION,
  addMissingConversations,
  allConversations,
  migrateConversation,
  type Conversation,
} from './conversation-db';

/**
 * The GPT conversations in the library file (issue 55), under `gptConversations`: a file without it
 * imports as before, an older studio ignores it. Each carries its version and is read as a stored
 * one is, within the store's limits; one that cannot be read refuses the whole file (nothing of it
 * is written). Conversations this browser holds already are kept as they are.
 */
export const conversationsPart: LibraryPart = {
  key: 'gptConversations',
  collect: async () =>
    (await allConversations()).map((conversation) => ({
      ...conversation,
      v: CONVERSATION_VERSION,
    })),
  read: (raw) => {
    if (raw === null) return Promise.resolve({ ok: false, message: t('gpts.talk.file.notList') });
    const conversations: Conversation[] = [];
    for (const [index, item] of raw.entries()) {
      const read = migrateConversation(item);
      if (!read.ok)
        return Promise.resolve({
          ok: false,
          message: t('gpts.talk.file.bad', { n: index + 1, why: read.problem }),
        });
      conversations.push(read.conversation);
    }
    return Promise.resolve({
      ok: true,
      add: async () =>
        conversations.length > 0 ? addMissingConversations(conversations) : Promise.resolve(0),
    });
  },
  imported: (count) => t('gpts.talk.file.imported', { count }),
};
