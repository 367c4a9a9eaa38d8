// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoTestbed, zTestTask } from '@/testing/demo-testbed';
import { createGatewayClient, type FetchLike } from './client';
import { GatewayError } from './errors';
import { MAX_POLL_AFTER_MS, parsePollAfter, POLL_AFTER_HEADER, type AnswerHints } from './hints';
import { z } from '@/lib/zod';

describe('parsePollAfter reads openai-poll-after-ms', () => {
  it.each([
    ['5000', 5_000],
    [' 1500 ', 1_500],
    ['0', 0],
    ['250.6', 251],
    ['86400000', MAX_POLL_AFTER_MS],
  ])('%j → %j ms', (value, expected) => {
    expect(parsePollAfter(value)).toBe(expected);
  });

  it.each([null, '', '-5', 'soon', '5s', 'Wed, 21 Oct 2026 07:28:00 GMT', '1e4', 'NaN'])(
    '%j is no hint',
    (value) => {
      expect(parsePollAfter(value)).toBeNull();
    },
  );
});

describe('the gateway client hands a good answer’s hints to whoever asked', () => {
  const answering =
    (status: number, headers: Record<string, string>): FetchLike =>
    () =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: true }), {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      );

  it('with the header, and without it', async () => {
    const heard: AnswerHints[] = [];
    const answers: Record<string, string>[] = [{ [POLL_AFTER_HEADER]: '4000' }, {}];
    for (const headers of answers) {
      const client = createGatewayClient({
        baseUrl: 'http://g.test',
        apiKey: '',
        fetch: answering(200, headers),
      });
      await client.json({
        method: 'GET',
        path: '/x',
        schema: z.unknown(),
        onHints: (hints) => heard.push(hints),
      });
    }
    expect(heard).toEqual([{ pollAfterMs: 4_000 }, { pollAfterMs: null }]);
  });

  it('a failed answer tells no hints (its Retry-After is on the error)', async () => {
    const heard: AnswerHints[] = [];
    const client = createGatewayClient({
      baseUrl: 'http://g.test',
      apiKey: '',
      fetch: answering(503, { [POLL_AFTER_HEADER]: '4000', 'Retry-After': '7' }),
    });
    const error = await client
      .json({
        method: 'GET',
        path: '/x',
        schema: z.unknown(),
        onHints: (hints) => heard.push(hints),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).retryAfterMs).toBe(7_000);
    expect(heard).toEqual([]);
  });
});

describe('the demo gateway’s [poll-after] scenario', () => {
  it('sends openai-poll-after-ms: 5000 on every unfinished video record, and not once it is done or without the tag', async () => {
    const bed = createDemoTestbed();
    const create = (prompt: string) =>
      bed.client.json({
        method: 'POST',
        path: '/v1/videos',
        body: {
          model: 'videomodel-1.0-t2v',
          prompt,
          seconds: 5,
          resolution: '720P',
          ratio: '16:9',
          watermark: false,
        },
        schema: zTestTask,
      });
    const hinted = await create('a lighthouse [poll-after]');
    const plain = await create('a lighthouse');
    const look = async (id: string | undefined) => {
      const said: AnswerHints[] = [];
      const record = await bed.client.json({
        method: 'GET',
        path: `/v1/videos/${id ?? ''}`,
        schema: zTestTask,
        onHints: (h) => said.push(h),
      });
      return { status: record.status, pollAfterMs: said[0]?.pollAfterMs };
    };
    expect(await look(hinted.id)).toEqual({ status: 'queued', pollAfterMs: 5_000 });
    bed.advance(10_000);
    expect(await look(hinted.id)).toEqual({ status: 'in_progress', pollAfterMs: 5_000 });
    expect(await look(plain.id)).toEqual({ status: 'in_progress', pollAfterMs: null });
    bed.advance(60_000);
    expect(await look(hinted.id)).toEqual({ status: 'completed', pollAfterMs: null });
  });
});
