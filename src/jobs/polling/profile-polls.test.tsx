import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { routeJob, type GatewayConnection } from '@/gateway/connection';
import { withFreshLedger } from '@/testing/ledger';
import { gateways, generator, job } from '@/testing/profile-gateways';
import { listActiveJobs } from '@/jobs/ledger/reads';
import { pollQueriesFor } from './polling';

// In a DOM (jsdom), as in the browser: React Query runs no poll intervals where there is no window.
describe('polls made with several gateway profiles', () => {
  withFreshLedger();

  it('ten minutes: with two profiles, each running job is asked as often as a lone job of one profile', async () => {
    const { seen, a, b } = gateways();
    const asked = (id: string) => seen.filter((s) => s.url.endsWith(`/${id}`)).length;
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      /** Follows `connections`' active jobs for ten minutes, as the root poller's observers do. */
      const tenMinutes = async (connections: readonly GatewayConnection[]) => {
        const client = new QueryClient();
        const queries = pollQueriesFor(
          await listActiveJobs(),
          connections,
          [generator(false)],
          routeJob,
        );
        const stops = queries.map((q) => new QueryObserver(client, q).subscribe(() => undefined));
        for (let second = 0; second < 600; second++) await vi.advanceTimersByTimeAsync(1_000);
        stops.forEach((stop) => stop());
        client.clear();
      };
      await job('http://a.test', null, 'lone-a');
      await tenMinutes([a]);
      const lone = asked('lone-a');

      await job('http://b.test/prefix', 'b', 'also-b');
      seen.length = 0;
      // B's job is new and A's is ten minutes old: compare each with a lone job of the same age.
      await tenMinutes([a, b]);
      const together = { a: asked('lone-a'), b: asked('also-b') };
      // eslint-disable-next-line no-console -- the figure issue 14 asks the note to quote
      console.info(
        `polls in ten minutes: one profile's lone job ${lone}; two profiles: A's job (then 10-20 min old) ${together.a}, B's job ${together.b}`,
      );
      // The same curve for the same age (± the one poll a second's offset in its start can make).
      expect(Math.abs(together.b - lone)).toBeLessThanOrEqual(1);
      expect(together.a).toBeGreaterThan(0);
      expect(together.a).toBeLessThanOrEqual(lone);
    } finally {
      vi.useRealTimers();
    }
  });
});
