import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportLibrary, importLibrary } from '@/jobs/library-file';
import { registerLibraryPart } from '@/jobs/ledger/library-parts';
import { withFreshLedger } from '@/testing/ledger';
import {
  allConversations,
  changeConversation,
  readConversation,
  removeConversation,
  reopenConversationDb,
  startConversation,
} from './conversation-db';
import { conversationsPart } from './library-part';
import { historyOf } from './use-talk';

withFreshLedger();
beforeAll(() => registerLibraryPart(conversationsPart));
beforeEach(async () => {
  await reopenConversationDb(`test-gpt-talk-${Math.random().toString(36).slice(2)}`);
});

async function talked() {
  const made = await startConversation({ id: 'g-demo1', name: 'Trail Planner' }, 1_000);
  await changeConversation(
    made.id,
    (messages) => [
      ...messages,
      { role: 'user', content: 'Plan a loop', at: 1_001 },
      { role: 'assistant', content: 'Take the **north** path.', at: 1_002, ended: 'done' },
      { role: 'user', content: 'And back?', at: 1_003 },
      { role: 'assistant', content: '', at: 1_004, ended: 'stopped', cutReason: null },
    ],
    2_000,
  );
  return made.id;
}

describe('conversations kept in this browser', () => {
  it('are written as they change, the latest first, and removed for good', async () => {
    const first = await talked();
    const second = await startConversation({ id: 'g-demo2', name: 'Recipe Remixer' }, 3_000);
    expect((await allConversations()).map((c) => c.gptName)).toEqual([
      'Recipe Remixer',
      'Trail Planner',
    ]);
    const stored = await readConversation(first);
    expect(stored?.messages).toHaveLength(4);
    expect(stored?.updatedAt).toBe(2_000);
    // What the model is sent back: every message with words, in order.
    expect(historyOf(stored?.messages ?? [])).toEqual([
      { role: 'user', content: 'Plan a loop' },
      { role: 'assistant', content: 'Take the **north** path.' },
      { role: 'user', content: 'And back?' },
    ]);
    await removeConversation(first);
    expect(await readConversation(first)).toBeNull();
    expect(await changeConversation(first, (m) => m)).toBeNull();
    expect((await allConversations()).map((c) => c.id)).toEqual([second.id]);
  });

  it('travel in the library file and come back after being removed; one held already is kept', async () => {
    const id = await talked();
    const text = await exportLibrary('');
    const file = JSON.parse(text) as { gptConversations: { id: string; v: number }[] };
    expect(file.gptConversations).toEqual([
      expect.objectContaining({ id, v: 1, gptId: 'g-demo1' }),
    ]);

    const before = await readConversation(id);
    await removeConversation(id);
    expect(await importLibrary(text)).toMatchObject({
      ok: true,
      parts: ['Added 1 GPT conversation.'],
    });
    expect(await readConversation(id)).toEqual(before);
    expect(await importLibrary(text)).toEqual({ ok: true, added: 0, skipped: 0 });
  });

  it('refuses a file with a conversation it cannot read, writing nothing', async () => {
    const id = await talked();
    const good = (JSON.parse(await exportLibrary('')) as { gptConversations: object[] })
      .gptConversations[0];
    await removeConversation(id);
    const fileWith = (conversations: unknown) =>
      JSON.stringify({
        format: 'media-studio-library',
        version: 4,
        exportedAt: new Date(0).toISOString(),
        jobs: [],
        gptConversations: conversations,
      });
    for (const bad of [
      { ...good, messages: [{ role: 'system', content: 'x', at: 1 }] },
      { ...good, messages: [{ role: 'user', content: 'x'.repeat(200_001), at: 1 }] },
      { ...good, gptId: '' },
      { ...good, v: 2 },
      'a conversation',
    ]) {
      const outcome = await importLibrary(fileWith([bad]));
      expect(outcome).toMatchObject({ ok: false });
      if (!outcome.ok) expect(outcome.message).toMatch(/GPT conversation 1 cannot be read/);
    }
    expect(await importLibrary(fileWith({ id: 'x' }))).toMatchObject({
      ok: false,
      message: 'Its GPT conversations are not a list.',
    });
    expect(await allConversations()).toEqual([]);
  });
});
