import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
// The component tests' window has no streams of its own: Node's, as the Response here reads them.
import { ReadableStream } from 'node:stream/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { FormPromptHelp } from './form-prompt-help';
import { PromptHelp } from './prompt-help';

afterEach(resetTestGateway);

const encoder = new TextEncoder();
const event = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * The gateway's chat answers, held by the test: `send` streams a piece, `end` closes with [DONE].
 * Every request's body is kept.
 */
function chatGateway(status = 200) {
  const bodies: unknown[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  // What the test sent before the request came: streamed as soon as it does.
  const early: (string | null)[] = [];
  const put = (piece: string | null) => {
    if (controller === null) return void early.push(piece);
    if (piece === null) {
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    } else controller.enqueue(encoder.encode(event(piece)));
  };
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
    if (status !== 200)
      return Promise.resolve(
        new Response(JSON.stringify({ error: { message: 'Invalid token' } }), { status }),
      );
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        for (const piece of early.splice(0)) put(piece);
        init?.signal?.addEventListener('abort', () =>
          c.error(new DOMException('Aborted', 'AbortError')),
        );
      },
    });
    return Promise.resolve(
      new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    );
  });
  connectTestGateway();
  return {
    bodies,
    send: (piece: string) => put(piece),
    end: () => put(null),
  };
}

/** A prompt box held in a component's state, as the storyboard's next shot holds its prompt. */
function StateField({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <label htmlFor="p">Prompt</label>
      <textarea id="p" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <PromptHelp fieldId="p" fieldLabel="Prompt" read={() => text} write={setText} />
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Proposal for Prompt' });
const help = () => screen.getByRole('toolbar', { name: 'Prompt help for Prompt' });
const field = () => screen.getByLabelText<HTMLTextAreaElement>('Prompt');

async function proposalOf(user: ReturnType<typeof userEvent.setup>, words: string[]) {
  const gateway = chatGateway();
  render(<StateField />);
  await user.type(field(), 'a red fox');
  await user.click(within(help()).getByRole('button', { name: 'Improve' }));
  for (const piece of words) gateway.send(piece);
  await waitFor(() =>
    expect(within(region()).getByTestId('answer-text')).toHaveTextContent(words.join('').trim()),
  );
  gateway.end();
  await within(region()).findByText('Proposal ready: use it, or discard it.');
  return gateway;
}

describe('PromptHelp', () => {
  it("asks with the ask's instructions and the field's words, streams beside the field, and never writes into it meanwhile", async () => {
    const user = userEvent.setup();
    const gateway = chatGateway();
    render(<StateField />);
    await user.type(field(), 'a red fox');
    await user.click(within(help()).getByRole('button', { name: 'Expand' }));
    gateway.send('A red fox ');
    await waitFor(() =>
      expect(within(region()).getByTestId('answer-text')).toHaveTextContent('A red fox'),
    );
    expect(within(region()).getByRole('status')).toHaveTextContent('Writing…');
    // Typing while the proposal streams: the words stay the person's.
    await user.type(field(), ' at dawn');
    gateway.send('in the snow.');
    await waitFor(() =>
      expect(within(region()).getByTestId('answer-text')).toHaveTextContent(
        'A red fox in the snow.',
      ),
    );
    expect(field()).toHaveValue('a red fox at dawn');
    const body = gateway.bodies[0] as {
      messages: { role: string; content: string }[];
      stream: boolean;
    };
    expect(body.stream).toBe(true);
    expect(body.messages[0]?.content).toMatch(/^You expand prompts/);
    expect(body.messages[1]).toEqual({ role: 'user', content: 'a red fox' });
  });

  it('Use it replaces the words in one step; Undo gives back what was typed', async () => {
    const user = userEvent.setup();
    await proposalOf(user, ['A red fox, ', 'in soft light.']);
    await user.click(within(region()).getByRole('button', { name: 'Use it' }));
    expect(field()).toHaveValue('A red fox, in soft light.');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Proposal for Prompt' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('“Prompt” now holds the proposal.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(field()).toHaveValue('a red fox');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('Ctrl+Z in the field after Use it gives back what was typed, once', async () => {
    const user = userEvent.setup();
    await proposalOf(user, ['A fox in the snow.']);
    await user.click(within(region()).getByRole('button', { name: 'Use it' }));
    expect(field()).toHaveValue('A fox in the snow.');
    await user.keyboard('{Control>}z{/Control}');
    expect(field()).toHaveValue('a red fox');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('typing after Use it withdraws the undo: the new words are not thrown away', async () => {
    const user = userEvent.setup();
    await proposalOf(user, ['A fox.']);
    await user.click(within(region()).getByRole('button', { name: 'Use it' }));
    await user.type(field(), ' Then snow.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(field().value).not.toBe('a red fox');
  });

  it('Discard leaves the field as it was', async () => {
    const user = userEvent.setup();
    await proposalOf(user, ['Something else entirely.']);
    await user.click(within(region()).getByRole('button', { name: 'Discard' }));
    expect(field()).toHaveValue('a red fox');
    expect(screen.queryByRole('region', { name: 'Proposal for Prompt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('Stop mid-stream keeps what arrived, and it can be used', async () => {
    const user = userEvent.setup();
    const gateway = chatGateway();
    render(<StateField initial="a boat" />);
    await user.click(within(help()).getByRole('button', { name: 'Shorter' }));
    gateway.send('A small ');
    await waitFor(() =>
      expect(within(region()).getByTestId('answer-text')).toHaveTextContent('A small'),
    );
    await user.click(within(region()).getByRole('button', { name: 'Stop' }));
    await within(region()).findByText('Stopped: what arrived is kept.');
    expect(region()).toHaveAttribute('data-proposal-state', 'stopped');
    expect(within(region()).getByRole('button', { name: 'Use it' })).toHaveFocus();
    await user.click(within(region()).getByRole('button', { name: 'Use it' }));
    expect(field()).toHaveValue('A small');
  });

  it('is one tab stop: the arrow keys move between the asks, Tab goes on past them', async () => {
    const user = userEvent.setup();
    chatGateway();
    render(
      <>
        <StateField />
        <button type="button">Next field</button>
      </>,
    );
    field().focus();
    await user.tab();
    expect(within(help()).getByRole('button', { name: 'Improve' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(help()).getByRole('button', { name: 'Expand' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(help()).getByRole('button', { name: 'Translate to English' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(help()).getByRole('button', { name: 'Improve' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
  });

  it('asks nothing of an empty field, and says why', async () => {
    const user = userEvent.setup();
    const gateway = chatGateway();
    render(<StateField />);
    await user.click(within(help()).getByRole('button', { name: 'Translate to English' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Write something in “Prompt” first, then ask for “Translate to English”.',
    );
    expect(gateway.bodies).toHaveLength(0);
  });

  it('names a refused key, with the way to Settings, and leaves the field alone', async () => {
    const user = userEvent.setup();
    chatGateway(401);
    render(<StateField initial="a boat" />);
    await user.click(within(help()).getByRole('button', { name: 'Improve' }));
    await within(region()).findByText(/^No answer: .*401/);
    expect(within(region()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#/settings',
    );
    expect(within(region()).getByRole('button', { name: 'Use it' })).toBeDisabled();
    expect(field()).toHaveValue('a boat');
  });

  it("shows an answer's markup and script as text, never as elements", async () => {
    const user = userEvent.setup();
    await proposalOf(user, ['<img src=x onerror="alert(1)"> <script>alert(1)</script>']);
    const text = within(region()).getByTestId('answer-text');
    expect(text.querySelector('img, script')).toBeNull();
    expect(text).toHaveTextContent('<script>alert(1)</script>');
  });
});

const { TextareaField } = formFields<{ prompt: string }>();

/** What the form holds, as its values say (not the box's). */
function Value({ control }: { control: Control<{ prompt: string }> }) {
  return <output data-testid="value">{useWatch({ control, name: 'prompt' })}</output>;
}

function FormField() {
  const form = useForm<{ prompt: string }>({ defaultValues: { prompt: '' } });
  return (
    <Form form={form} idPrefix="test" onValid={() => undefined}>
      <TextareaField name="prompt" label="Prompt" />
      <FormPromptHelp name="prompt" label="Prompt" />
      <Value control={form.control} />
    </Form>
  );
}

describe('FormPromptHelp', () => {
  it("replaces a form field's value through the form, and Undo puts the typed words back", async () => {
    const user = userEvent.setup();
    const gateway = chatGateway();
    render(<FormField />);
    await user.type(field(), 'a lighthouse');
    await user.click(within(help()).getByRole('button', { name: 'Improve' }));
    gateway.send('A lighthouse at dusk.');
    gateway.end();
    await within(region()).findByText('Proposal ready: use it, or discard it.');
    await user.click(within(region()).getByRole('button', { name: 'Use it' }));
    expect(field()).toHaveValue('A lighthouse at dusk.');
    expect(screen.getByTestId('value')).toHaveTextContent('A lighthouse at dusk.');
    await user.keyboard('{Meta>}z{/Meta}');
    expect(field()).toHaveValue('a lighthouse');
    expect(screen.getByTestId('value')).toHaveTextContent(/^a lighthouse$/);
  });
});
