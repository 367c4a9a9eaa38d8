// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { balanceFrom, fetchBalance, formatUsd, usageQuery, zSubscription, zUsage } from './balance';
import { createGatewayClient, type FetchLike } from './client';
import { defaultBalancePaths } from './settings';

/** A gateway that answers each path from a table of recorded answers. */
function recorded(
  answers: Record<string, { status: number; body: string; type?: string }>,
): FetchLike {
  return (url) => {
    const path = new URL(url).pathname;
    const answer = answers[path];
    if (answer === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': answer.type ?? 'application/json' },
      }),
    );
  };
}
const client = (fetch: FetchLike) =>
  createGatewayClient({ baseUrl: 'https://relay.test', apiKey: 'sk-secret', fetch });

const SUBSCRIPTION = '/v1/dashboard/billing/subscription';
const USAGE = '/v1/dashboard/billing/usage';

describe('balance', () => {
  it('reads both answers as relays send them: hard limit in dollars, usage in hundredths', () => {
    const subscription = zSubscription.parse({
      object: 'billing_subscription',
      hard_limit_usd: 25,
      soft_limit_usd: 25,
      has_payment_method: true,
    });
    const usage = zUsage.parse({ object: 'list', total_usage: 1234.5 });
    expect(balanceFrom(subscription, usage)).toEqual({
      remainingUsd: 12.66,
      limitUsd: 25,
      usedUsd: 12.345,
    });
  });

  it('takes amounts sent as numeric strings', () => {
    expect(zSubscription.parse({ hard_limit_usd: '10.5' }).hard_limit_usd).toBe(10.5);
    expect(zUsage.parse({ total_usage: '250' }).total_usage).toBe(250);
  });

  it('refuses an answer without the amounts (missing fields, other JSON)', () => {
    expect(zSubscription.safeParse({ object: 'billing_subscription' }).success).toBe(false);
    expect(zUsage.safeParse({ data: [] }).success).toBe(false);
    expect(zSubscription.safeParse({ hard_limit_usd: 'lots' }).success).toBe(false);
  });

  it('asks usage over the window relay consoles use', () => {
    expect(usageQuery(USAGE, Date.UTC(2026, 10, 23))).toBe(
      `${USAGE}?start_date=2026-08-16&end_date=2026-11-24`,
    );
  });

  it('shows dollars, never below zero, and a relay’s "no limit" as Unlimited', () => {
    expect(formatUsd(87.5)).toBe('$87.50');
    expect(formatUsd(-3)).toBe('$0.00');
    expect(formatUsd(100_000_000)).toBe('Unlimited');
  });

  it('fetches both and works out what is left', async () => {
    const result = await fetchBalance(
      client(
        recorded({
          [SUBSCRIPTION]: { status: 200, body: '{"hard_limit_usd": 50}' },
          [USAGE]: { status: 200, body: '{"total_usage": 1500}' },
        }),
      ),
      defaultBalancePaths,
    );
    expect(result).toEqual({ ok: true, balance: { remainingUsd: 35, limitUsd: 50, usedUsd: 15 } });
  });

  it.each([
    [
      'a 404 (no such query here)',
      {
        [SUBSCRIPTION]: {
          status: 404,
          body: '{"error":{"message":"Invalid URL (GET /v1/dashboard/billing/subscription)"}}',
        },
      },
      'not-found',
      /does not answer the balance query \(404/,
    ],
    [
      'a refused key',
      { [SUBSCRIPTION]: { status: 401, body: '{"error":{"message":"Invalid token"}}' } },
      'refused',
      /refused the key/,
    ],
    ['no answer (CORS or offline)', {}, 'unreachable', /CORS/],
    [
      'an HTML page',
      {
        [SUBSCRIPTION]: {
          status: 200,
          body: '<!doctype html><title>Relay</title>',
          type: 'text/html',
        },
      },
      'bad-shape',
      /not an account balance/,
    ],
    [
      'a usage answer of another shape',
      {
        [SUBSCRIPTION]: { status: 200, body: '{"hard_limit_usd": 5}' },
        [USAGE]: { status: 200, body: '{"usage": 3}' },
      },
      'bad-shape',
      /billing\/usage/,
    ],
  ] as const)('says why there is no balance: %s', async (_name, answers, problem, reason) => {
    const result = await fetchBalance(client(recorded(answers)), defaultBalancePaths);
    expect(result).toMatchObject({ ok: false, problem });
    if (!result.ok) {
      expect(result.reason).toMatch(reason);
      expect(result.reason).not.toContain('sk-secret');
    }
  });

  it('is off without asking anything when a path is empty', async () => {
    let asked = 0;
    const result = await fetchBalance(
      client(() => ((asked += 1), Promise.reject(new Error('no')))),
      { ...defaultBalancePaths, usagePath: ' ' },
    );
    expect(result).toMatchObject({ ok: false, problem: 'off' });
    expect(asked).toBe(0);
  });

  it('the demo gateway answers it, with spend rising as jobs are made', async () => {
    const bed = createDemoTestbed();
    const before = await fetchBalance(bed.client, defaultBalancePaths);
    expect(before).toEqual({ ok: true, balance: { remainingUsd: 100, limitUsd: 100, usedUsd: 0 } });
    await bed.client.json({
      method: 'POST',
      path: '/v1/videos',
      body: { model: 'videomodel-1.0-t2v', prompt: 'a boat', seconds: 5 },
      schema: z.partial(zUsage),
    });
    const after = await fetchBalance(bed.client, defaultBalancePaths);
    expect(after.ok && after.balance.remainingUsd).toBeLessThan(100);
    // Relays serve the same without the /v1 prefix.
    const bare = await fetchBalance(bed.client, {
      subscriptionPath: '/dashboard/billing/subscription',
      usagePath: '/dashboard/billing/usage',
    });
    expect(bare).toEqual(after);
  });
});
