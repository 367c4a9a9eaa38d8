// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { z } from '@/lib/zod';
import { createGatewayClient, joinUrl, type FetchLike } from './client';
import { GatewayError, NetworkError, ResponseShapeError } from './errors';

const zAny = z.unknown();

interface Seen {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** A fetch that answers with `respond` and remembers what it was asked. */
function fakeFetch(
  respond: (url: string, init: RequestInit) => Response | Promise<Response> = () =>
    jsonResponse({}),
) {
  const seen: Seen[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    seen.push({ url, init, headers });
    return respond(url, init);
  });
  return { fetch, seen };
}

function jsonResponse(value: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A fetch that never answers until its signal aborts, the way a real one behaves. */
const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    // A real fetch rejects with the signal's reason, whatever it is: that is what is under test.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const fail = () => reject(signal?.reason);
    if (signal?.aborted) fail();
    else signal?.addEventListener('abort', fail);
  });

function client(
  fetch: FetchLike,
  options: { baseUrl?: string; apiKey?: string; timeoutMs?: number; keyNeeded?: boolean } = {},
) {
  return createGatewayClient({
    baseUrl: options.baseUrl ?? 'https://gw.example',
    apiKey: options.apiKey ?? '',
    fetch,
    timeoutMs: options.timeoutMs,
    keyNeeded: options.keyNeeded,
  });
}

describe('joinUrl', () => {
  it.each([
    ['https://gw.example', '/v1/videos', 'https://gw.example/v1/videos'],
    ['https://gw.example/', '/v1/videos', 'https://gw.example/v1/videos'],
    ['https://gw.example', 'v1/videos', 'https://gw.example/v1/videos'],
    ['https://gw.example///', '//v1/videos', 'https://gw.example/v1/videos'],
    ['https://host/prefix', '/v1/videos', 'https://host/prefix/v1/videos'],
    ['https://host/prefix/', '/pikb/task?id=a-b', 'https://host/prefix/pikb/task?id=a-b'],
    [
      'http://127.0.0.1:8080/api/v2',
      '/tune/feed/a,b',
      'http://127.0.0.1:8080/api/v2/tune/feed/a,b',
    ],
  ])('%s + %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});

describe('what is sent', () => {
  it('sends the key as a Bearer header when one is set', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, { apiKey: '  sk-123  ' }).json({
      method: 'GET',
      path: '/v1/videos/a',
      schema: zAny,
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-123');
  });

  it.each(['', '   '])('sends no Authorization header with the key %j', async (apiKey) => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, { apiKey }).json({ method: 'GET', path: '/v1/videos/a', schema: zAny });
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it('POSTs the body as JSON with its content type, and never sends cookies', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, { baseUrl: 'https://host/prefix/' }).json({
      method: 'POST',
      path: '/v1/videos',
      body: { seconds: 5, prompt: 'x' },
      schema: zAny,
    });
    const first = seen[0];
    expect(first?.url).toBe('https://host/prefix/v1/videos');
    expect(first?.init.method).toBe('POST');
    expect(first?.init.body).toBe('{"seconds":5,"prompt":"x"}');
    expect(first?.init.credentials).toBe('omit');
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers.accept).toBe('application/json');
  });

  it('a GET carries no body and no content type', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).json({ method: 'GET', path: '/v1/videos/a', schema: zAny });
    expect(seen[0]?.init.body).toBeUndefined();
    expect(seen[0]?.headers).not.toHaveProperty('content-type');
  });
});

describe('what comes back', () => {
  it('parses with the schema and keeps big integers exact', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('{"video_id": 9007199254740993, "small": 42, "ratio": 1.5}', { status: 200 }),
    );
    const schema = z.looseObject({
      video_id: z.union([z.string(), z.number()]),
      small: z.number(),
      ratio: z.number(),
    });
    const data = await client(fetch).json({ method: 'GET', path: '/pixa/video/task/1', schema });
    expect(data).toEqual({ video_id: '9007199254740993', small: 42, ratio: 1.5 });
  });

  it('a 200 that is not JSON is a ResponseShapeError that keeps the body', async () => {
    const html = '<html><body>Welcome to nginx</body></html>';
    const { fetch } = fakeFetch(
      () => new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await client(fetch)
      .json({ method: 'GET', path: '/v1/videos/a', schema: zAny })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({
      message: 'The gateway answered with something that is not JSON.',
      body: html,
    });
  });

  it('a 401 to a request sent without a key says no key is saved, not that a key was refused', async () => {
    const refuse = () => jsonResponse({ error: { message: 'No token provided' } }, 401);
    const without = await client(fakeFetch(refuse).fetch, { keyNeeded: true })
      .json({ method: 'POST', path: '/v1/videos', body: {}, schema: zAny })
      .catch((e: unknown) => e);
    expect((without as Error).message).toBe(
      'No API key is saved for this gateway, so none was sent (a key kept for this session only is forgotten when the browser closes): enter it in Settings (401): No token provided',
    );
    const withKey = await client(fakeFetch(refuse).fetch, { apiKey: 'sk-old', keyNeeded: true })
      .json({ method: 'POST', path: '/v1/videos', body: {}, schema: zAny })
      .catch((e: unknown) => e);
    expect((withKey as Error).message).toBe(
      'The gateway did not accept the API key (401): No token provided',
    );
    // The demo needs no key: its scripted 401 is a refusal, not a missing key.
    const demo = await client(fakeFetch(refuse).fetch)
      .json({ method: 'POST', path: '/v1/videos', body: {}, schema: zAny })
      .catch((e: unknown) => e);
    expect((demo as Error).message).toBe(
      'The gateway did not accept the API key (401): No token provided',
    );
  });

  it('a 200 of the wrong shape is a ResponseShapeError saying where', async () => {
    const text = '{"task":{"id":5}}';
    const { fetch } = fakeFetch(() => new Response(text, { status: 200 }));
    const schema = z.object({ task: z.object({ id: z.string() }) });
    const error = await client(fetch)
      .json({ method: 'GET', path: '/x', schema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ body: text });
    expect((error as Error).message).toMatch(
      /^The gateway's answer does not have the expected shape at "task\.id": /,
    );
  });

  describe('what is wrong with an answer, in words of the studio (zod words its own in English only)', () => {
    const schema = z.object({
      task: z.object({
        id: z.string(),
        state: z.enum(['queued', 'done']),
        url: z.optional(z.url()),
        variants: z.optional(z.union([z.string(), z.array(z.string())])),
      }),
    });
    const said = (text: string) =>
      client(fakeFetch(() => new Response(text, { status: 200 })).fetch)
        .json({ method: 'GET', path: '/x', schema })
        .then(
          () => 'parsed',
          (e: unknown) => (e as Error).message,
        );
    const at = (where: string, problem: string) =>
      `The gateway's answer does not have the expected shape at "${where}": ${problem}.`;

    it.each([
      ['{"task":{"id":5,"state":"done"}}', at('task.id', 'expected some text')],
      ['{"task":{"state":"done"}}', at('task.id', 'it is missing')],
      ['{"task":{"id":"a","state":"odd"}}', at('task.state', 'expected one of "queued", "done"')],
      ['{"task":{"id":"a","state":"done","url":"not a url"}}', at('task.url', 'not a valid url')],
      [
        '{"task":{"id":"a","state":"done","variants":7}}',
        at('task.variants', 'it matches none of the forms a gateway may send'),
      ],
      ['{"task":[]}', at('task', 'expected an object')],
    ])('%s', async (text, message) => {
      expect(await said(text)).toBe(message);
    });

    it('in Chinese, with no English left but the field', async () => {
      await activateLocale('zh');
      try {
        expect(await said('{"task":{"id":5,"state":"done"}}')).toBe(
          '网关的响应在“task.id”处不符合预期格式：应为文本。',
        );
        expect(await said('{"task":{"state":"done"}}')).toBe(
          '网关的响应在“task.id”处不符合预期格式：缺少该字段。',
        );
      } finally {
        await activateLocale('en');
      }
    });
  });

  it('a non-2xx is a GatewayError with status, the gateway message, the raw body and Retry-After', async () => {
    const body =
      '{"error":{"message":"Too many requests (request id: 7)","type":"rate_limit_error","code":""}}';
    const { fetch } = fakeFetch(
      () => new Response(body, { status: 429, headers: { 'Retry-After': '3' } }),
    );
    const error = await client(fetch)
      .json({ method: 'POST', path: '/v1/videos', body: {}, schema: zAny })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      status: 429,
      message: 'The gateway is rate limiting requests (429): Too many requests (request id: 7)',
      body,
      retryAfterMs: 3000,
    });
  });

  it('a non-2xx without Retry-After has none', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ code: 'bad', message: 'prompt is required', data: null }, 400),
    );
    await expect(
      client(fetch).json({ method: 'POST', path: '/v1/videos', body: {}, schema: zAny }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'The gateway rejected the request (400): prompt is required',
      retryAfterMs: null,
    });
  });

  it('a 502 HTML page from a proxy reads its title', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('<html><head><title>502 Bad Gateway</title></head></html>', { status: 502 }),
    );
    await expect(
      client(fetch).json({ method: 'GET', path: '/v1/videos/a', schema: zAny }),
    ).rejects.toMatchObject({
      status: 502,
      message:
        'The gateway could not reach its upstream (502): 502 Bad Gateway (an HTML error page, probably from a proxy)',
    });
  });
});

describe('when no answer comes', () => {
  it('a rejected fetch (offline, CORS) is a NetworkError', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await client(fetch)
      .json({ method: 'POST', path: '/v1/videos', body: {}, schema: zAny })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: false });
    expect((error as Error).message).toContain('Could not reach the gateway');
  });

  it('a request that hangs is abandoned after timeoutMs as a timed-out NetworkError', async () => {
    const error = await client(hangingFetch, { timeoutMs: 5 })
      .json({ method: 'GET', path: '/v1/videos/a', schema: zAny })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
    expect((error as Error).message).toMatch(/^The gateway did not answer within \d+ s\.$/);
  });

  it('a body that stalls after the headers also times out', async () => {
    const stalling: FetchLike = (_url, init) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(stream, { status: 200 }));
    };
    await expect(
      client(stalling, { timeoutMs: 5 }).json({
        method: 'GET',
        path: '/v1/videos/a',
        schema: zAny,
      }),
    ).rejects.toMatchObject({
      name: 'NetworkError',
      timedOut: true,
    });
  });

  it('a connection that drops mid-body is a NetworkError', async () => {
    const dropping: FetchLike = () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200 },
        ),
      );
    await expect(
      client(dropping).json({ method: 'GET', path: '/v1/videos/a', schema: zAny }),
    ).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'The connection dropped while the gateway was answering.',
      timedOut: false,
    });
  });

  it("the caller's abort is passed through as it is, not dressed up as a network failure", async () => {
    const controller = new AbortController();
    const pending = client(hangingFetch).json({
      method: 'GET',
      path: '/v1/videos/a',
      schema: zAny,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBe(controller.signal.reason);
  });

  it('an abort with a reason of its own passes that reason through', async () => {
    const controller = new AbortController();
    const reason = new Error('the person left the page');
    const pending = client(hangingFetch).json({
      method: 'GET',
      path: '/v1/videos/a',
      schema: zAny,
      signal: controller.signal,
    });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('an already-aborted signal fails at once, without a network error', async () => {
    const controller = new AbortController();
    const reason = new Error('gone');
    controller.abort(reason);
    await expect(
      client(hangingFetch).json({
        method: 'GET',
        path: '/v1/videos/a',
        schema: zAny,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });

  it('an abort with a non-Error reason still ends as an AbortError', async () => {
    const controller = new AbortController();
    const pending = client(hangingFetch).json({
      method: 'GET',
      path: '/v1/videos/a',
      schema: zAny,
      signal: controller.signal,
    });
    controller.abort('navigated away');
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('blob', () => {
  it('fetches bytes with the key and any Accept', async () => {
    const { fetch, seen } = fakeFetch(
      () => new Response('bytes', { status: 200, headers: { 'Content-Type': 'video/mp4' } }),
    );
    const blob = await client(fetch, { apiKey: 'k' }).blob('/v1/videos/a/content');
    expect(await blob.text()).toBe('bytes');
    expect(seen[0]).toMatchObject({
      url: 'https://gw.example/v1/videos/a/content',
      headers: { authorization: 'Bearer k', accept: '*/*' },
    });
  });

  it('a 404 while the task is unfinished is a GatewayError', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ error: { message: 'video is not ready yet' } }, 404),
    );
    await expect(client(fetch).blob('/v1/videos/a/content')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 404,
      message: 'The gateway does not know this task (404): video is not ready yet',
    });
  });
});
