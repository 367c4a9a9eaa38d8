// @vitest-environment jsdom
// (Query observers schedule no timers on a server: in jsdom the periodic refresh runs, as in a page.)
import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@/gateway/client';
import { connect } from '@/gateway/connection';
import { defaultBalancePaths } from '@/gateway/settings';
import { createDemoTestbed, zTestTask } from '@/testing/demo-testbed';
import { BALANCE_REFRESH_MS, balanceKeys, balancePacer, balanceQuery } from './balance';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const SECOND = 1000;

type Bed = ReturnType<typeof createDemoTestbed>;

/** Balance requests a gateway saw (each balance query is a subscription and a usage request). */
const asked = (bed: Bed) =>
  bed.requests.filter((r) => r.url.includes('/dashboard/billing/subscription')).length;

/** Moves the clock to `ms` after the start, running every timer due on the way. */
async function at(ms: number) {
  await vi.advanceTimersByTimeAsync(START + ms - Date.now());
}

/** A job the gateway made (its spend shows in the balance), then its end as the studio sees it. */
async function jobEnds(client: QueryClient, ...beds: Bed[]) {
  for (const bed of beds) {
    await bed.client.json({
      method: 'POST',
      path: '/v1/videos',
      body: { model: 'videomodel-1.0-t2v', prompt: 'a boat', seconds: 5 },
      schema: zTestTask,
    });
  }
  balancePacer(client).jobEnded();
  await vi.advanceTimersByTimeAsync(0);
}

/** One profile's balance on screen: an observer of its query, as the header is. */
function watch(client: QueryClient, bed: Bed, profileId: string, fetch: FetchLike = bed.fetch) {
  const observer = new QueryObserver(
    client,
    balanceQuery(connect(bed.settings, fetch, profileId), defaultBalancePaths),
  );
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

function used({ observer }: ReturnType<typeof watch>) {
  const data = observer.getCurrentResult().data;
  return data?.ok ? data.balance.usedUsd : undefined;
}

let client: QueryClient;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  client = new QueryClient();
});

afterEach(() => {
  balancePacer(client).dispose();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('balance refresh after jobs end: at most one request a minute per profile', () => {
  it('the first job’s end asks at once; the others of a batch ending within the minute cost one request when it is up, which counts the last job', async () => {
    const bed = createDemoTestbed({ start: START });
    const header = watch(client, bed, 'main');
    await at(0);
    expect(asked(bed)).toBe(1);

    await at(5 * SECOND);
    await jobEnds(client, bed);
    expect(asked(bed)).toBe(2);
    expect(used(header)).toBe(0.4);

    // Three more jobs of the batch end within the minute.
    for (const moment of [15, 35, 55]) {
      await at(moment * SECOND);
      await jobEnds(client, bed);
    }
    await at(5 * SECOND + BALANCE_REFRESH_MS - 1);
    expect(asked(bed)).toBe(2);
    await at(5 * SECOND + BALANCE_REFRESH_MS);
    // One request for all three (the periodic refresh falls on the same moment and joins it).
    expect(asked(bed)).toBe(3);
    expect(used(header)).toBe(1.6);

    // Nothing more is owed: the next request is the periodic one, a minute after that answer.
    await at(5 * SECOND + 2 * BALANCE_REFRESH_MS - 1);
    expect(asked(bed)).toBe(3);
    await at(5 * SECOND + 2 * BALANCE_REFRESH_MS);
    expect(asked(bed)).toBe(4);
  });

  it('after a quiet minute a job’s end asks at once', async () => {
    // A hidden page: no periodic refresh, so only jobs' ends ask.
    focusManager.setFocused(false);
    const bed = createDemoTestbed({ start: START });
    watch(client, bed, 'main');
    await at(0);
    await at(5 * SECOND);
    await jobEnds(client, bed);
    expect(asked(bed)).toBe(2);

    await at(5 * SECOND + BALANCE_REFRESH_MS + 30 * SECOND);
    expect(asked(bed)).toBe(2);
    await jobEnds(client, bed);
    expect(asked(bed)).toBe(3);
  });

  it('each profile keeps its own minute', async () => {
    const main = createDemoTestbed({ start: START });
    const relay = createDemoTestbed({ start: START });
    watch(client, main, 'main');
    await at(0);
    await at(5 * SECOND);
    await jobEnds(client, main);
    expect([asked(main), asked(relay)]).toEqual([2, 0]);

    // The second profile is shown later; a job ending then refreshes it at once, the first not.
    watch(client, relay, 'relay');
    await at(30 * SECOND);
    expect(asked(relay)).toBe(1);
    await at(40 * SECOND);
    await jobEnds(client, main, relay);
    expect([asked(main), asked(relay)]).toEqual([2, 2]);

    await at(50 * SECOND);
    await jobEnds(client, main, relay);
    await at(5 * SECOND + BALANCE_REFRESH_MS);
    expect([asked(main), asked(relay)]).toEqual([3, 2]);
    await at(40 * SECOND + BALANCE_REFRESH_MS - 1);
    expect(asked(relay)).toBe(2);
    await at(40 * SECOND + BALANCE_REFRESH_MS);
    expect(asked(relay)).toBe(3);
  });

  it('a first look is never held back: after Settings drops the answer, the balance is asked at once', async () => {
    const bed = createDemoTestbed({ start: START });
    watch(client, bed, 'main');
    await at(0);
    await at(5 * SECOND);
    await jobEnds(client, bed);
    await at(10 * SECOND);
    await client.resetQueries({ queryKey: balanceKeys.all });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked(bed)).toBe(3);
  });

  it('a job ending while a request is under way waits for its answer, then asks once', async () => {
    const bed = createDemoTestbed({ start: START });
    const sent: number[] = [];
    const slow: FetchLike = async (url, init) => {
      if (url.includes('/dashboard/billing/subscription')) sent.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 2 * SECOND));
      return bed.fetch(url, init);
    };
    watch(client, bed, 'main', slow);
    await at(1 * SECOND);
    // The first look left at 0 and answers at 4 s (two requests of 2 s): the job ended after it left.
    await jobEnds(client, bed);
    await at(4 * SECOND - 1);
    expect(sent).toEqual([START]);
    await at(4 * SECOND);
    expect(sent).toEqual([START, START + 4 * SECOND]);
  });

  it('a refresh still waiting is dropped with the header', async () => {
    const bed = createDemoTestbed({ start: START });
    const { unsubscribe } = watch(client, bed, 'main');
    await at(0);
    await at(5 * SECOND);
    await jobEnds(client, bed);
    await at(10 * SECOND);
    await jobEnds(client, bed);
    unsubscribe();
    balancePacer(client).dispose();
    await at(5 * SECOND + 2 * BALANCE_REFRESH_MS);
    expect(asked(bed)).toBe(2);
  });
});
