import { describe, expect, it } from 'vitest';
import { createGatewayClient, type FetchLike } from '../client';
import { GatewayError, NetworkError, ResponseShapeError } from '../errors';
import { askChat, type ChatAsk } from './chat';

const encoder = new TextEncoder();

/** Waits until the request is aborted. */
const hang = Symbol('hang');

/**
 * A gateway that answers with these reads, in order: a string or bytes is one read, an Error makes
 * the read fail (the connection dropped), `hang` waits until the request is aborted.
 */
function gateway(
  reads: readonly (string | Uint8Array | Error | typeof hang)[],
  init: { status?: number; type?: string; headers?: Record<string, string> } = {},
) {
  const seen: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch: FetchLike = (url, request = {}) => {
    seen.push({
      url,
      body: JSON.parse(typeof request.body === 'string' ? request.body : '') as unknown,
      headers: request.headers as Record<string, string>,
    });
    const signal = request.signal;
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const read = reads[next];
        next += 1;
        if (read === undefined) return controller.close();
        if (read instanceof Error) return controller.error(read);
        if (read === hang)
          return new Promise<void>((resolve) => {
            signal?.addEventListener('abort', () => {
              controller.error(new DOMException('Aborted', 'AbortError'));
              resolve();
            });
          });
        controller.enqueue(typeof read === 'string' ? encoder.encode(read) : read);
      },
    });
    return Promise.resolve(
      new Response(body, {
        status: init.status ?? 200,
        headers: { 'Content-Type': init.type ?? 'text/event-stream', ...init.headers },
      }),
    );
  };
  const client = createGatewayClient({ baseUrl: 'https://gw.test', apiKey: 'sk-1', fetch });
  return { client, seen };
}

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const base: ChatAsk = {
  path: '/v1/chat/completions',
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'a fox' }],
};

function collect(ask: Partial<ChatAsk> = {}) {
  const content: string[] = [];
  const reasoning: string[] = [];
  return {
    content,
    reasoning,
    ask: {
      ...base,
      ...ask,
      onContent: (piece: string) => content.push(piece),
      onReasoning: (piece: string) => reasoning.push(piece),
    } satisfies ChatAsk,
  };
}

describe('askChat: a streamed answer', () => {
  it('sends the model, the messages and stream: true to the chat path, with the key', async () => {
    const { client, seen } = gateway([chunk({ content: 'hi' }), 'data: [DONE]\n\n']);
    await askChat(client, base);
    expect(seen[0]?.url).toBe('https://gw.test/v1/chat/completions');
    expect(seen[0]?.body).toEqual({ model: 'gpt-4o-mini', messages: base.messages, stream: true });
    expect(seen[0]?.headers.Authorization).toBe('Bearer sk-1');
    expect(seen[0]?.headers.Accept).toMatch(/text\/event-stream/);
  });

  it('appends each delta as it arrives, ignores : PING, and ends at [DONE]', async () => {
    const { client } = gateway([
      ': PING\n\n',
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'A red ' }),
      ': PING\n\n',
      chunk({ content: 'fox.' }) + chunk({}, 'stop'),
      'data: [DONE]\n\n',
      chunk({ content: ' after the end' }),
    ]);
    const run = collect();
    const outcome = await askChat(client, run.ask);
    expect(run.content).toEqual(['A red ', 'fox.']);
    expect(outcome).toEqual({
      content: 'A red fox.',
      reasoning: '',
      ended: 'done',
      finishReason: 'stop',
      cutReason: null,
    });
  });

  it('joins events split across reads, a character split between its bytes included', async () => {
    const whole = chunk({ content: 'café 猫 ' }) + chunk({ content: 'done' }) + 'data: [DONE]\n\n';
    const bytes = encoder.encode(whole);
    // One byte a read: every line, every JSON value and every multi-byte character is cut.
    const reads = Array.from(bytes, (byte) => new Uint8Array([byte]));
    const { client } = gateway(reads);
    const run = collect();
    const outcome = await askChat(client, run.ask);
    expect(outcome.content).toBe('café 猫 done');
    expect(run.content).toEqual(['café 猫 ', 'done']);
    expect(outcome.ended).toBe('done');
  });

  it('keeps delta.reasoning_content apart from the answer', async () => {
    const { client } = gateway([
      chunk({ reasoning_content: 'Think: ' }),
      chunk({ reasoning_content: 'a fox.' }),
      chunk({ content: 'A fox' }),
      'data: [DONE]\n\n',
    ]);
    const run = collect();
    const outcome = await askChat(client, run.ask);
    expect(outcome.content).toBe('A fox');
    expect(outcome.reasoning).toBe('Think: a fox.');
    expect(run.reasoning).toEqual(['Think: ', 'a fox.']);
    expect(run.content).toEqual(['A fox']);
  });

  it('is done without [DONE] when the gateway gave a finish reason and closed', async () => {
    const { client } = gateway([chunk({ content: 'Long' }, 'length')]);
    const outcome = await askChat(client, base);
    expect(outcome).toMatchObject({ content: 'Long', ended: 'done', finishReason: 'length' });
  });

  it('skips a garbled event and reads on', async () => {
    const { client } = gateway([
      chunk({ content: 'one ' }),
      'data: {"choices":[{"delta":{"content":\n\n',
      chunk({ content: 'two' }),
      'data: [DONE]\n\n',
    ]);
    expect((await askChat(client, base)).content).toBe('one two');
  });
});

describe('askChat: an answer that does not end well', () => {
  it('keeps what arrived when the connection drops, and says it was cut', async () => {
    const { client } = gateway([chunk({ content: 'Half an ' }), new TypeError('network error')]);
    const outcome = await askChat(client, base);
    expect(outcome.content).toBe('Half an ');
    expect(outcome.ended).toBe('cut');
    expect(outcome.cutReason).toMatch(/connection dropped/);
  });

  it('is cut when the body ends with neither [DONE] nor a finish reason', async () => {
    const { client } = gateway([chunk({ content: 'So far' })]);
    const outcome = await askChat(client, base);
    expect(outcome).toMatchObject({ content: 'So far', ended: 'cut' });
    expect(outcome.cutReason).toMatch(/before the gateway said it was complete/);
  });

  it("is cut by a relay's error event, with the relay's words", async () => {
    const { client } = gateway([
      chunk({ content: 'Begun' }),
      `data: ${JSON.stringify({ error: { message: 'upstream overloaded' } })}\n\n`,
      chunk({ content: ' never shown' }),
    ]);
    const outcome = await askChat(client, base);
    expect(outcome).toMatchObject({ content: 'Begun', ended: 'cut' });
    expect(outcome.cutReason).toMatch(/upstream overloaded/);
  });

  it('gives up a stream that sends nothing for idleMs, keeping what arrived', async () => {
    const { client } = gateway([chunk({ content: 'Then silence' }), hang]);
    const outcome = await askChat(client, { ...base, idleMs: 30 });
    expect(outcome).toMatchObject({ content: 'Then silence', ended: 'cut' });
    expect(outcome.cutReason).toMatch(/sent nothing for 0 s/);
  });

  it('Stop mid-stream keeps what arrived, and tells nothing more', async () => {
    const controller = new AbortController();
    const { client } = gateway([chunk({ content: 'Kept ' }), hang, chunk({ content: 'lost' })]);
    const run = collect({ signal: controller.signal });
    const pending = askChat(client, run.ask);
    await expect.poll(() => run.content.length).toBe(1);
    controller.abort();
    const outcome = await pending;
    expect(outcome).toMatchObject({ content: 'Kept ', ended: 'stopped', cutReason: null });
    expect(run.content).toEqual(['Kept ']);
  });

  it('Stop before the answer begins is stopped, with nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch: FetchLike = () => Promise.reject(new DOMException('Aborted', 'AbortError'));
    const client = createGatewayClient({ baseUrl: 'https://gw.test', apiKey: '', fetch });
    const outcome = await askChat(client, { ...base, signal: controller.signal });
    expect(outcome).toMatchObject({ content: '', ended: 'stopped' });
  });

  it('names a gateway that cannot be reached as the other requests do', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const client = createGatewayClient({ baseUrl: 'https://gw.test', apiKey: '', fetch });
    await expect(askChat(client, base)).rejects.toBeInstanceOf(NetworkError);
  });

  it.each([
    [401, { error: { message: 'Invalid token' } }, /401/],
    [429, { error: { message: 'Too many requests' } }, /429/],
    [500, { error: { message: 'upstream error' } }, /500/],
    [502, '<html><head><title>502 Bad Gateway</title></head></html>', /502/],
  ])('%i is a GatewayError with its status and words', async (status, body, words) => {
    const { client } = gateway([typeof body === 'string' ? body : JSON.stringify(body)], {
      status,
      type: typeof body === 'string' ? 'text/html' : 'application/json',
      headers: status === 429 ? { 'Retry-After': '3' } : {},
    });
    const error: unknown = await askChat(client, base).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(status);
    expect((error as GatewayError).message).toMatch(words);
    if (status === 429) expect((error as GatewayError).retryAfterMs).toBe(3000);
  });
});

describe('askChat: a gateway that does not stream', () => {
  it('reads one plain chat.completion, its text in one piece', async () => {
    const { client } = gateway(
      [
        JSON.stringify({
          object: 'chat.completion',
          choices: [
            {
              message: { role: 'assistant', content: 'Whole answer', reasoning_content: 'Why' },
              finish_reason: 'stop',
            },
          ],
        }),
      ],
      { type: 'application/json' },
    );
    const run = collect();
    const outcome = await askChat(client, run.ask);
    expect(outcome).toMatchObject({ content: 'Whole answer', reasoning: 'Why', ended: 'done' });
    expect(run.content).toEqual(['Whole answer']);
  });

  it('reads content sent as parts', async () => {
    const { client } = gateway(
      [
        JSON.stringify({
          choices: [{ message: { content: [{ type: 'text', text: 'a' }, { text: 'b' }] } }],
        }),
      ],
      { type: 'application/json' },
    );
    expect((await askChat(client, { ...base, stream: false })).content).toBe('ab');
  });

  it('reads a stream sent without its content type', async () => {
    const { client } = gateway([chunk({ content: 'sse as text' }), 'data: [DONE]\n\n'], {
      type: 'text/plain',
    });
    expect(await askChat(client, base)).toMatchObject({ content: 'sse as text', ended: 'done' });
  });

  it.each([
    ['not JSON', 'Service temporarily unavailable, try later', /not JSON/],
    ['no message', JSON.stringify({ choices: [] }), /holds no message/],
    ['an error', JSON.stringify({ error: { message: 'model not found' } }), /model not found/],
  ])(
    'a plain answer with %s is a ResponseShapeError with the text kept',
    async (_, text, words) => {
      const { client } = gateway([text], { type: 'application/json' });
      const error: unknown = await askChat(client, base).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect((error as ResponseShapeError).message).toMatch(words);
      expect((error as ResponseShapeError).body).toBe(text);
    },
  );
});
