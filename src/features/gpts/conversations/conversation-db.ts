import { t } from '@/i18n/i18n';
import { ensureStore, lazyDatabase, topicsOf, type Database, type Schema } from '@/lib/idb';
import { randomId } from '@/lib/id';
import { useLiveRead } from '@/lib/live-query';
import { lazySchema, z } from '@/lib/zod';
import { readVersioned } from '@/jobs/ledger/migrations';

/**
 * Conversations with GPTs (issue 55 item 4), kept in this browser: a database of the GPTs folder's
 * own, as the personas and the storyboards have theirs (losing it never touches a job). Each is
 * one record with its messages; the library file carries them (`library-part.ts`). An answer is
 * written as it streams (at most once a second) and when it ends, so a reload keeps what arrived.
 */

/** The record's own version, so a later shape can be migrated on read. */
export const CONVERSATION_VERSION = 1;

/** Limits an imported file is held to (a file is untrusted), generous for a real conversation. */
export const MAX_MESSAGES = 2_000;
export const MAX_MESSAGE_CHARS = 200_000;

/** How an answer ended: the whole of it; Stop pressed; the stream cut; still streaming when saved. */
export const ANSWER_ENDS = ['done', 'stopped', 'cut', 'streaming'] as const;
export type AnswerEnd = (typeof ANSWER_ENDS)[number];

export const zConversationMessage = lazySchema(() =>
  z.object({
    role: z.enum(['user', 'assistant']),
    content: z.string().check(z.maxLength(MAX_MESSAGE_CHARS)),
    at: z.number(),
    /** An answer's end (a person's message has none). */
    ended: z.optional(z.enum(ANSWER_ENDS)),
    /** Why a cut answer was cut, in the words of the moment. */
    cutReason: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  }),
);
export type ConversationMessage = z.infer<typeof zConversationMessage>;

export const zConversation = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    /** The GPT talked to (`g-…`) and its name when the conversation began. */
    gptId: z.string().check(z.minLength(1), z.maxLength(200)),
    gptName: z.string().check(z.maxLength(300)),
    messages: z.array(zConversationMessage).check(z.maxLength(MAX_MESSAGES)),
    createdAt: z.number(),
    updatedAt: z.number(),
  }),
);
export type Conversation = z.infer<typeof zConversation>;

interface ConversationRow {
  id: string;
  updatedAt: number;
  v: number;
  [field: string]: unknown;
}

/** One store, `conversations`, keyed by id, with an index on `updatedAt` (as Dexie's version 1 made it). */
export const conversationSchema: Schema = {
  name: 'media-studio-gpt-conversations',
  version: 10,
  upgrade: (db, tx) => ensureStore(db, tx, 'conversations', 'id', ['updatedAt']),
};

export interface ConversationStores {
  conversations: ConversationRow;
}
export type ConversationDb = Database<ConversationStores>;

/** What a live read of the conversations follows. */
const CONVERSATIONS = topicsOf(conversationSchema, 'conversations');

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), when a conversation is first read or written (decision 035).
 */
export const conversationDb = lazyDatabase<ConversationStores>(conversationSchema);

/** Test seam, as `reopenStudioDb`. */
export function reopenConversationDb(name: string): Promise<ConversationDb> {
  return conversationDb.reopen(name);
}

export type ConversationRead =
  { ok: true; conversation: Conversation } | { ok: false; problem: string };

/** A stored or imported conversation in today's shape; one from a later studio is left alone. */
export function migrateConversation(raw: unknown): ConversationRead {
  const read = readVersioned(raw, {
    latest: CONVERSATION_VERSION,
    schema: zConversation,
    newer: (version) => t('gpts.talk.newer', { version }),
  });
  return read.ok ? { ok: true, conversation: read.value } : read;
}

const row = (conversation: Conversation): ConversationRow => ({
  ...zConversation.parse(conversation),
  v: CONVERSATION_VERSION,
});

/** Every readable conversation, the latest first. */
export async function allConversations(): Promise<Conversation[]> {
  // The latest first (`updatedAt` descending, as the index's reverse order).
  const rows = await (
    await conversationDb()
  ).read(['conversations'], (tx) => tx.store('conversations').index('updatedAt').getAll());
  return rows.reverse().flatMap((r) => {
    const read = migrateConversation(r);
    return read.ok ? [read.conversation] : [];
  });
}

export async function readConversation(id: string): Promise<Conversation | null> {
  const found = await (
    await conversationDb()
  ).read(['conversations'], (tx) => tx.store('conversations').get(id));
  if (found === undefined) return null;
  const read = migrateConversation(found);
  return read.ok ? read.conversation : null;
}

/** A new conversation with a GPT, written at once (it shows in the list before its first word). */
export async function startConversation(
  gpt: { id: string; name: string },
  now = Date.now(),
): Promise<Conversation> {
  const conversation: Conversation = {
    id: randomId(),
    gptId: gpt.id,
    gptName: gpt.name,
    messages: [],
    createdAt: now,
    updatedAt: now,
  };
  await (
    await conversationDb()
  ).write(['conversations'], (tx) => tx.store('conversations').put(row(conversation)));
  return conversation;
}

/**
 * One change to a conversation's messages, read and written in one transaction (another tab's
 * write in between is not lost); null when it is gone.
 */
export async function changeConversation(
  id: string,
  change: (messages: ConversationMessage[]) => ConversationMessage[],
  now = Date.now(),
): Promise<Conversation | null> {
  const db = await conversationDb();
  return db.write(['conversations'], async (tx) => {
    const store = tx.store('conversations');
    const stored = await store.get(id);
    const read = stored === undefined ? null : migrateConversation(stored);
    if (read === null || !read.ok) return null;
    const next = {
      ...read.conversation,
      messages: change([...read.conversation.messages]),
      updatedAt: Math.max(now, read.conversation.updatedAt + 1),
    };
    await store.put(row(next));
    return next;
  });
}

/** Removed from this browser (the gateway keeps nothing of it). */
export async function removeConversation(id: string): Promise<void> {
  await (
    await conversationDb()
  ).write(['conversations'], (tx) => tx.store('conversations').delete(id));
}

/** From a library file: conversations this browser does not hold yet are added, the others kept. */
export async function addMissingConversations(
  conversations: readonly Conversation[],
): Promise<number> {
  const db = await conversationDb();
  return db.write(['conversations'], async (tx) => {
    const store = tx.store('conversations');
    const have = new Set(
      (await store.getMany(conversations.map((c) => c.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    const fresh = conversations.filter((c) => !have.has(c.id));
    await store.addMany(fresh.map(row));
    return fresh.length;
  });
}

const none: Conversation[] = [];
const readAll = () => allConversations();

/** The conversations, live across tabs: `undefined` until read; a store that cannot be read reads as none. */
export function useConversations(): Conversation[] | undefined {
  return useLiveRead(readAll, 'all', none, CONVERSATIONS);
}
