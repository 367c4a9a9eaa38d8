import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { fakeGenerator } from '@/testing/fake-generator';
import { withFreshLedger } from '@/testing/ledger';
import { ActivePolling } from './active-polling';
import type { JobPoller } from '@/jobs/generator';
import { addImportedJob } from '@/jobs/ledger/create-writes';

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;
/** When (fake clock) the gateway was asked about the job. */
let askedAt: number[] = [];

beforeEach(() => {
  bed = connectDemoTestbed();
  askedAt = [];
});
afterEach(() => {
  setHidden(null);
  vi.useRealTimers();
  resetTestGateway();
});

/** The tab goes out of sight (or comes back) as the browser tells it; null restores jsdom's own. */
function setHidden(hidden: boolean | null) {
  if (hidden === null) {
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(document, 'hidden');
    return;
  }
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

// A job that runs on and reports nothing to forecast from: the age curve sets the pace.
const poll: JobPoller['poll'] = (_ctx, jobs) => {
  askedAt.push(Date.now());
  return Promise.resolve(new Map(jobs.map((j) => [j.id, { status: 'running' as const }])));
};
const generator = fakeGenerator({ batched: false, poll });

/** The waits between the polls made in [from, to). */
function gapsBetween(from: number, to: number): number[] {
  const times = askedAt.filter((t) => t >= from && t < to);
  return times.slice(1).map((t, i) => t - (times[i] ?? t));
}

describe('a hidden tab polls slowly, and polls at once when it is seen again', () => {
  it('waits three times as long while hidden; coming back asks the gateway within a moment, not at the end of the wait', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    await addImportedJob({
      kind: 'fake',
      gateway: bed.settings.gatewayUrl,
      remoteIds: ['task-away'],
      summary: { prompt: 'away', fields: {} },
    });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ActivePolling generators={[generator]} />
      </QueryClientProvider>,
    );
    const start = Date.now();
    const advance = async (ms: number) => {
      for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
    };

    // In sight, a young job is asked about every 2 s.
    await advance(10_000);
    const seen = gapsBetween(start, Date.now());
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const gap of seen) expect(gap).toBeLessThan(3_000);

    // Out of sight: the waits stretch to three times as long (the job is still young).
    setHidden(true);
    const hiddenAt = Date.now();
    await advance(20_000);
    const away = gapsBetween(hiddenAt + 3_000, Date.now());
    expect(away.length).toBeGreaterThanOrEqual(1);
    for (const gap of away) expect(gap).toBeGreaterThanOrEqual(5_500);

    // Back in sight halfway through a long wait: the gateway is asked at once.
    const before = askedAt.length;
    const lastAsked = askedAt.at(-1) ?? 0;
    await advance(Math.max(0, lastAsked + 1_000 - Date.now()));
    expect(askedAt.length).toBe(before);
    const backAt = Date.now();
    setHidden(false);
    await advance(200);
    expect(askedAt.length).toBe(before + 1);
    expect((askedAt.at(-1) ?? 0) - backAt).toBeLessThan(200);
    client.clear();
  });
});
