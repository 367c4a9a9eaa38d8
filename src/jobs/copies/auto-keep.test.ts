// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import type { FetchLike } from '@/gateway/client';
import { connect } from '@/gateway/connection';
import { defaultPaths } from '@/testing/assumed-paths';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { withFreshCopies } from '@/testing/kept-copies';
import { withFreshLedger } from '@/testing/ledger';
import { autoKeepFinished } from './auto-keep';
import type { GeneratorModule } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import { getCopy, readCopiesSummary } from './kept-copies';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { jobPollQuery } from '@/jobs/polling/polling';

withFreshLedger();
withFreshCopies();
afterEach(() => vi.unstubAllGlobals());

const done: JobUpdate = {
  status: 'succeeded',
  media: [{ kind: 'video', url: 'https://cdn.example/done.mp4' }],
};

function countingHost(
  answer: () => Response = () =>
    new Response('the bytes', { headers: { 'Content-Type': 'video/mp4' } }),
) {
  const asked: string[] = [];
  const fetch: FetchLike = (url) => {
    asked.push(url);
    return Promise.resolve(answer());
  };
  return { asked, fetch };
}

async function finishedJob(remoteId = 't1'): Promise<string> {
  const job = await addImportedJob({
    kind: 'fake',
    gateway: 'http://gateway.test',
    remoteIds: [remoteId],
    summary: { prompt: 'p', fields: {} },
  });
  await applyPollUpdate(job.id, done);
  return job.id;
}

describe('keeping every new result', () => {
  it('fetches each finished job once, however often and from however many places it is noticed', async () => {
    const id = await finishedJob();
    const host = countingHost();
    const source = { client: createDemoTestbed().client, fetch: host.fetch };
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => autoKeepFinished(id, source, { enabled: true })),
    );
    await autoKeepFinished(id, source, { enabled: true });
    expect(host.asked).toEqual(['https://cdn.example/done.mp4']);
    expect(outcomes.filter((o) => o !== null)).toEqual([
      { ok: true, count: 1, bytes: 'the bytes'.length },
    ]);
    expect(await (await getCopy(id, 0))?.blob.text()).toBe('the bytes');
  });

  it('does nothing while the option is off', async () => {
    const id = await finishedJob();
    const host = countingHost();
    await expect(
      autoKeepFinished(
        id,
        { client: createDemoTestbed().client, fetch: host.fetch },
        { enabled: false },
      ),
    ).resolves.toBeNull();
    expect(host.asked).toEqual([]);
  });

  it('a copy that could not be kept says why on the job, and is not fetched again', async () => {
    const id = await finishedJob();
    const host = countingHost(() => new Response('gone', { status: 404, statusText: 'Not Found' }));
    const source = { client: createDemoTestbed().client, fetch: host.fetch };
    await autoKeepFinished(id, source, { enabled: true });
    await autoKeepFinished(id, source, { enabled: true });
    expect(host.asked).toHaveLength(1);
    const summary = await readCopiesSummary();
    expect(summary.kept.has(id)).toBe(false);
    expect(summary.failed.get(id)).toContain('404 Not Found');
  });

  it('is started by the poller when it writes a job’s move to succeeded, once', async () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'media-studio.keep-copies.auto' ? 'on' : null),
    });
    const host = countingHost();
    vi.stubGlobal('fetch', host.fetch);
    const job = await addImportedJob({
      kind: 'fake',
      gateway: 'http://gateway.test',
      remoteIds: ['t7'],
      summary: { prompt: 'p', fields: {} },
    });
    const connection = connect(
      {
        gatewayUrl: 'http://gateway.test',
        apiKey: 'k',
        rememberKey: false,
        paths: defaultPaths,
        demoAllowed: true,
      },
      host.fetch,
    );
    const generator: GeneratorModule = {
      kind: 'fake',
      label: 'Fake',
      path: 'fake',
      description: '',
      Page: () => null,
      poller: {
        batched: false,
        poll: (_ctx, jobs) => Promise.resolve(new Map(jobs.map((j) => [j.id, done]))),
      },
      summaryFields: {},
    };
    await new QueryClient().fetchQuery(jobPollQuery(connection, generator, job));
    await eventually(async () => expect(await getCopy(job.id, 0)).toBeDefined());
    // A second tick finds the job finished: nothing is polled or fetched again.
    await new QueryClient().fetchQuery(jobPollQuery(connection, generator, job));
    expect(host.asked).toEqual(['https://cdn.example/done.mp4']);
  });
});
