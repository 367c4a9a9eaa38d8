import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The component tests' window has no streams of its own: Node's, as the Response here reads them.
import { ReadableStream } from 'node:stream/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from '@/gateway/connection';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { renderWithQuery } from '@/testing/render';
import { ConversationView } from './conversation-view';
import { readConversation, reopenConversationDb, startConversation } from './conversation-db';

let bed: ReturnType<typeof createDemoTestbed>;
beforeEach(async () => {
  await reopenConversationDb(`test-gpt-view-${Math.random().toString(36).slice(2)}`);
  bed = createDemoTestbed({ apiKey: 'k' });
  // The demo's streamed answer is built as the page's stream, then read by the Response.
  vi.stubGlobal('ReadableStream', ReadableStream);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The view as the store shows it, re-drawn from the database as a live read would. */
async function talkWith(name: string) {
  const conversation = await startConversation({ id: 'g-demo1', name });
  const connection = connect({ ...bed.settings, apiKey: 'k' }, bed.fetch);
  const view = renderWithQuery(
    <ConversationView
      conversation={conversation}
      connection={connection}
      onBack={() => undefined}
    />,
  );
  const redraw = async () => {
    const stored = await readConversation(conversation.id);
    if (stored === null) throw new Error('gone');
    view.rerender(
      <ConversationView conversation={stored} connection={connection} onBack={() => undefined} />,
    );
    return stored;
  };
  return { id: conversation.id, redraw };
}

describe('a conversation with a GPT', () => {
  it('streams the answer from gpt-4-gizmo-<id> and keeps it, markup as text', async () => {
    const user = userEvent.setup();
    const { redraw } = await talkWith('Trail Planner');
    await user.type(screen.getByLabelText('Message'), 'Hello [[hostile]');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect((await redraw()).messages[1]?.ended).toBe('done'));
    const stored = await redraw();
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.messages[1]?.content).toContain('<script>alert("chat")</script>');
    const answer = screen.getAllByRole('listitem')[1];
    if (answer === undefined) throw new Error('no answer');
    await waitFor(() => expect(answer).toHaveTextContent('<script>alert("chat")</script>'));
    expect(answer.querySelector('script, img')).toBeNull();
    expect(JSON.parse(bed.requests[0]?.body ?? '{}')).toMatchObject({
      model: 'gpt-4-gizmo-g-demo1',
      stream: true,
      messages: [{ role: 'user', content: 'Hello [hostile]' }],
    });
  });

  it('keeps what arrived of a cut answer and says so; a refusal keeps the message and says why', async () => {
    const user = userEvent.setup();
    const { redraw } = await talkWith('Trail Planner');
    await user.type(screen.getByLabelText('Message'), 'Tell me [[cut]');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect((await redraw()).messages[1]?.ended).toBe('cut'));
    const cut = (await redraw()).messages[1];
    expect(cut?.content).toMatch(/^You said/);
    expect(screen.getByText(/^Cut off \(/)).toHaveTextContent('What arrived is kept.');

    await user.type(screen.getByLabelText('Message'), 'Again [[401]');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The message got no answer')).toBeTruthy();
    expect((await redraw()).messages.map((m) => m.content.slice(0, 11))).toEqual([
      'Tell me [cu',
      cut?.content.slice(0, 11),
      'Again [401]',
    ]);
  });
});
