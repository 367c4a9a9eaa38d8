import { whenIdle } from '@/lib/idle';
import { lazySchema, z } from '@/lib/zod';
import { intlLocale, t } from '@/i18n/i18n';
import type { GatewayClient } from './client';
import { GatewayError, NetworkError, ResponseShapeError } from './errors';
import type { BalancePaths } from './settings';

/**
 * The account's balance, where the gateway answers the query OpenAI-compatible relays offer:
 * `GET <subscription path>` → `{hard_limit_usd, …}` and `GET <usage path>?start_date&end_date` →
 * `{total_usage}` in hundredths of a dollar; remaining ≈ hard_limit_usd − total_usage / 100.
 * The contract names an account query but not its path, so both paths are profile settings.
 */

/** Dollars arrive as numbers, or on some relays as numeric strings. */
const zAmount = lazySchema(() =>
  z.pipe(
    z.union([
      z.number(),
      z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
    ]),
    z.number(),
  ),
);

export const zSubscription = lazySchema(() =>
  z.looseObject({
    hard_limit_usd: zAmount,
    soft_limit_usd: z.nullish(zAmount),
    system_hard_limit_usd: z.nullish(zAmount),
  }),
);
export const zUsage = lazySchema(() => z.looseObject({ total_usage: zAmount }));

export interface Balance {
  /** What is left, in dollars (never below zero on screen; the sign is kept here). */
  remainingUsd: number;
  limitUsd: number;
  usedUsd: number;
}

export type BalanceProblem =
  'off' | 'no-key' | 'not-found' | 'refused' | 'unreachable' | 'bad-shape' | 'error';

export type BalanceResult =
  { ok: true; balance: Balance } | { ok: false; problem: BalanceProblem; reason: string };

/** Both answers → the balance; pure, so the shapes are tested without a gateway. */
export function balanceFrom(
  subscription: z.output<typeof zSubscription>,
  usage: z.output<typeof zUsage>,
): Balance {
  const limitUsd = subscription.hard_limit_usd;
  const usedUsd = usage.total_usage / 100;
  return { remainingUsd: Math.round((limitUsd - usedUsd) * 100) / 100, limitUsd, usedUsd };
}

/** A relay's "no limit" is a huge hard limit (new-api: 100,000,000): shown as unlimited. */
export const UNLIMITED_USD = 1_000_000;

const usdFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per language, made once: the first Intl formatter a page makes loads its locale data. */
function usdFormat(): Intl.NumberFormat {
  const locale = intlLocale();
  let format = usdFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(locale, format);
  }
  return format;
}

export function formatUsd(amount: number): string {
  if (amount >= UNLIMITED_USD) return t('balance.unlimited');
  return usdFormat().format(Math.max(0, amount));
}

/**
 * Makes the formatter while the page is idle, before the balance arrives: loading the locale data
 * takes ~10 ms (~45 ms on a throttled phone, measured), which otherwise lengthens the task that
 * renders the first balance into a long one. Returns a cancel for an unmount.
 */
export function prepareUsdFormat(): () => void {
  return whenIdle(() => usdFormat(), 2000);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The usage window relays' own consoles ask for: the last 100 days up to tomorrow. */
export function usageQuery(path: string, now: number): string {
  const params = new URLSearchParams({
    start_date: day(now - 99 * 86_400_000),
    end_date: day(now + 86_400_000),
  });
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** Why there is no balance, in words for Settings. Never holds the key. */
export function balanceProblem(
  error: unknown,
  path: string,
): { problem: BalanceProblem; reason: string } {
  if (error instanceof GatewayError) {
    if (error.status === 404 || error.status === 405)
      return {
        problem: 'not-found',
        reason: t('balance.notFound', { status: error.status, path }),
      };
    if (error.status === 401 || error.status === 403)
      return { problem: 'refused', reason: t('balance.refused', { status: error.status }) };
    return { problem: 'error', reason: t('balance.failedWith', { message: error.message }) };
  }
  if (error instanceof NetworkError)
    return {
      problem: 'unreachable',
      reason: t('balance.unreachable'),
    };
  if (error instanceof ResponseShapeError)
    return { problem: 'bad-shape', reason: t('balance.badShape', { path }) };
  return { problem: 'error', reason: t('balance.failed') };
}

/** Both requests, read-only; never throws (a gateway without the query is a normal case). */
export async function fetchBalance(
  client: GatewayClient,
  paths: BalancePaths,
  signal?: AbortSignal,
  now = Date.now(),
): Promise<BalanceResult> {
  const subscriptionPath = paths.subscriptionPath.trim();
  const usagePath = paths.usagePath.trim();
  if (subscriptionPath === '' || usagePath === '')
    return { ok: false, problem: 'off', reason: t('balance.off') };
  let step = subscriptionPath;
  try {
    const subscription = await client.json({
      method: 'GET',
      path: subscriptionPath,
      schema: zSubscription,
      signal,
    });
    step = usagePath;
    const usage = await client.json({
      method: 'GET',
      path: usageQuery(usagePath, now),
      schema: zUsage,
      signal,
    });
    return { ok: true, balance: balanceFrom(subscription, usage) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, ...balanceProblem(error, step) };
  }
}
