import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './client';
import { checkReachable } from './reachability';

describe('checkReachable: can the gateway be reached at all?', () => {
  it('any answer, even an error page, is reachable; the request carries no key and no credentials', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(new Response('nope', { status: 401 })));
    await expect(checkReachable(fetch, 'https://gw.example')).resolves.toBe('reachable');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://gw.example');
    expect(init).toMatchObject({ method: 'GET', mode: 'no-cors', credentials: 'omit' });
    expect(init?.headers).toBeUndefined();
  });

  it('a request that fails at once (refused, no such host) is unreachable', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(checkReachable(fetch, 'http://127.0.0.1:9')).resolves.toBe('unreachable');
  });

  it('no answer within the deadline proves nothing: "no-answer", never "unreachable"', async () => {
    const fetch: FetchLike = (_, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Timed out', 'TimeoutError')),
        ),
      );
    await expect(checkReachable(fetch, 'https://slow.example', 20)).resolves.toBe('no-answer');
  });
});
