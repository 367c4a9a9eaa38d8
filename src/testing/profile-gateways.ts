import { connectProfile } from '@/gateway/connection';
import { DEFAULT_PROFILE_ID, defaultBalancePaths, type GatewayProfile } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import type { GeneratorModule, JobPoller } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { z } from '@/lib/zod';
import { fakeGenerator } from './fake-generator';

/** Every request the two fake gateways saw: where it went, and with which key. */
export interface Seen {
  url: string;
  authorization: string | null;
}

export function profile(id: string, gatewayUrl: string, apiKey: string): GatewayProfile {
  return {
    id,
    name: id,
    gatewayUrl,
    apiKey,
    rememberKey: false,
    paths: defaultPaths,
    balancePaths: defaultBalancePaths,
    prices: [],
  };
}

export function gateways() {
  const seen: Seen[] = [];
  const fetch = (url: string, init?: RequestInit) => {
    seen.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    return Promise.resolve(new Response(JSON.stringify({ status: 'running' }), { status: 200 }));
  };
  const a = connectProfile(profile(DEFAULT_PROFILE_ID, 'http://a.test', 'key-a'), true, fetch);
  const b = connectProfile(profile('b', 'http://b.test/prefix', 'key-b'), true, fetch);
  return { seen, a, b };
}

/** A poller that asks the gateway about each job at its own path, as the video poller does. */
export function generator(batched: boolean): GeneratorModule {
  const poll: JobPoller['poll'] = async (ctx, jobs) => {
    const ids = jobs.map((j) => j.remoteIds[0] ?? '').join(',');
    await ctx.client.json({ method: 'GET', path: `/v1/things/${ids}`, schema: z.unknown() });
    return new Map(jobs.map((j) => [j.id, { status: 'running' as const }]));
  };
  return fakeGenerator({ batched, poll });
}

export function job(gateway: string, profileId: string | null, id: string): Promise<Job> {
  return addImportedJob({
    kind: 'fake',
    gateway,
    profileId,
    remoteIds: [id],
    summary: { prompt: id, fields: {} },
  });
}
