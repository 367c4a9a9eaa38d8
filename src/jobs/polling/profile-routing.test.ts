// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { connectProfile, routeJob, type GatewayConnection } from '@/gateway/connection';
import { DEFAULT_PROFILE_ID } from '@/gateway/settings';
import { withFreshLedger } from '@/testing/ledger';
import { gateways, generator, job, profile, type Seen } from '@/testing/profile-gateways';
import { listActiveJobs } from '@/jobs/ledger/reads';
import { pollQueriesFor } from './polling';

async function pollOnce(connections: readonly GatewayConnection[], batched: boolean) {
  const queries = pollQueriesFor(
    await listActiveJobs(),
    connections,
    [generator(batched)],
    routeJob,
  );
  const client = new QueryClient();
  await Promise.all(queries.map((q) => client.fetchQuery(q)));
  return queries;
}

describe('profile routing of polls', () => {
  withFreshLedger();

  it("INVARIANT a job of profile B is polled at B's URL with B's key while A is active", async () => {
    const { seen, a, b } = gateways();
    await job('http://a.test', null, 'job-a');
    await job('http://b.test/prefix', 'b', 'job-b');
    // A is active: its connection comes first, as `useProfileConnections` orders them.
    await pollOnce([a, b], false);
    expect(seen).toHaveLength(2);
    expect(seen).toContainEqual({
      url: 'http://a.test/v1/things/job-a',
      authorization: 'Bearer key-a',
    });
    expect(seen).toContainEqual({
      url: 'http://b.test/prefix/v1/things/job-b',
      authorization: 'Bearer key-b',
    });
    // Neither key travels to the other gateway.
    expect(
      seen
        .filter((s) => s.url.startsWith('http://a.test'))
        .every((s) => s.authorization === 'Bearer key-a'),
    ).toBe(true);
  });

  it('a batched generator makes one call per profile, each with only its own jobs', async () => {
    const { seen, a, b } = gateways();
    await job('http://a.test', null, 'a1');
    await job('http://a.test', null, 'a2');
    await job('http://b.test/prefix', 'b', 'b1');
    const queries = await pollOnce([b, a], true);
    expect(queries).toHaveLength(2);
    expect(new Set(queries.map((q) => JSON.stringify(q.queryKey))).size).toBe(2);
    // The batch's ids come in the status index's order (by record id): compare them as a set.
    const idsSorted = (url: string) =>
      url.replace(/[^/]+$/, (ids) => ids.split(',').sort().join(','));
    expect(seen.map((s) => idsSorted(s.url)).sort()).toEqual(
      ['http://a.test/v1/things/a1,a2', 'http://b.test/prefix/v1/things/b1'].sort(),
    );
  });

  it('a job made before profiles (no profileId) is followed by whichever profile points at its gateway', () => {
    const { a, b } = gateways();
    expect(routeJob({ gateway: 'http://b.test/prefix', profileId: null }, [a, b])).toBe(b);
    expect(routeJob({ gateway: 'http://a.test', profileId: 'b' }, [a, b])).toBe(a);
    // A gateway no profile points at: nobody polls it (its ids mean nothing elsewhere).
    expect(routeJob({ gateway: 'http://gone.test', profileId: 'b' }, [a, b])).toBeNull();
  });

  it('two profiles at one URL (two keys) each poll their own jobs with their own key', async () => {
    const seen: Seen[] = [];
    const fetch = (url: string, init?: RequestInit) => {
      seen.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      return Promise.resolve(new Response('{}', { status: 200 }));
    };
    const one = connectProfile(
      profile(DEFAULT_PROFILE_ID, 'http://same.test', 'key-1'),
      true,
      fetch,
    );
    const two = connectProfile(profile('two', 'http://same.test', 'key-2'), true, fetch);
    await job('http://same.test', null, 'x1');
    await job('http://same.test', 'two', 'x2');
    await pollOnce([two, one], true);
    expect(seen).toContainEqual({
      url: 'http://same.test/v1/things/x1',
      authorization: 'Bearer key-1',
    });
    expect(seen).toContainEqual({
      url: 'http://same.test/v1/things/x2',
      authorization: 'Bearer key-2',
    });
    expect(seen).toHaveLength(2);
  });
});
