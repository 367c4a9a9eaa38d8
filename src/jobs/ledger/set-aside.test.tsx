import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import { ActivePolling } from '@/jobs/polling/active-polling';
import type { GeneratorModule, JobPoller } from '@/jobs/generator';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { getJob, listActiveJobs } from '@/jobs/ledger/reads';
import { setAside } from '@/jobs/ledger/person-edits';
import { batchPollQuery, jobPollQuery } from '@/jobs/polling/polling';
import { connect } from '@/gateway/connection';

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;
beforeEach(() => {
  bed = connectDemoTestbed();
});
afterEach(() => resetTestGateway());

/** Every remote id the gateway was asked about, in order. */
let asked: string[] = [];
const poll: JobPoller['poll'] = (_ctx, jobs) => {
  asked.push(...jobs.flatMap((j) => j.remoteIds));
  return Promise.resolve(
    new Map(jobs.map((j) => [j.id, { status: 'running' as const, progress: 10 }])),
  );
};

function generator(batched: boolean): GeneratorModule {
  return {
    kind: 'fake',
    label: 'Fake',
    path: 'fake',
    description: '',
    Page: () => null,
    poller: { batched, poll },
    summaryFields: {},
  };
}

function follow(id: string) {
  return addImportedJob({
    kind: 'fake',
    gateway: bed.settings.gatewayUrl,
    remoteIds: [id],
    summary: { prompt: id, fields: {} },
  });
}

beforeEach(() => {
  asked = [];
});

describe('a set-aside job ("Stop following") is never polled', () => {
  it('is not among the active jobs the poller reads, until resumed', async () => {
    const job = await follow('task-a');
    await setAside(job.id, true);
    expect(await listActiveJobs()).toEqual([]);
    expect((await getJob(job.id))?.setAside).toBe(true);
    await setAside(job.id, false);
    expect((await listActiveJobs()).map((j) => j.id)).toEqual([job.id]);
  });

  it('a query built before it was set aside asks the gateway nothing (one job, and a batched generator)', async () => {
    const connection = connect(bed.settings, bed.fetch);
    const one = await follow('task-one');
    const other = await follow('task-other');
    const single = jobPollQuery(connection, generator(false), one);
    const batch = batchPollQuery(connection, generator(true), [one, other]);
    await setAside(one.id, true);

    await expect(new QueryClient().fetchQuery(single)).resolves.toEqual({
      done: true,
      polled: [one.id],
    });
    await new QueryClient().fetchQuery(batch);
    expect(asked).toEqual(['task-other']);
  });

  it('the root poller follows the others again and again, and never the set-aside one', async () => {
    const kept = await follow('task-kept');
    const aside = await follow('task-aside');
    await setAside(aside.id, true);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ActivePolling generators={[generator(false)]} />
      </QueryClientProvider>,
    );
    // Two polls of the followed job: the poller has had every chance to ask about the other.
    await waitFor(() =>
      expect(asked.filter((id) => id === 'task-kept').length).toBeGreaterThanOrEqual(2),
    );
    expect(asked).not.toContain('task-aside');
    expect(kept.id).not.toBe(aside.id);

    // Resumed, it is asked about at once.
    await setAside(aside.id, false);
    await waitFor(() => expect(asked).toContain('task-aside'));
    client.clear();
  });
});

describe('ten minutes of a set-aside job', () => {
  it('the root poller asks about it 0 times in ten minutes, while a followed job beside it is asked again and again', async () => {
    const kept = await follow('task-kept-10');
    const aside = await follow('task-aside-10');
    await setAside(aside.id, true);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      const client = new QueryClient();
      render(
        <QueryClientProvider client={client}>
          <ActivePolling generators={[generator(false)]} />
        </QueryClientProvider>,
      );
      for (let second = 0; second < 600; second++) await vi.advanceTimersByTimeAsync(1_000);
      const polls = {
        followed: asked.filter((id) => id === 'task-kept-10').length,
        setAside: asked.filter((id) => id === 'task-aside-10').length,
      };
      // The figure the issue asks for (a job that is never answered "done" stays followed all along).
      // eslint-disable-next-line no-console -- the figure issue 14 asks the note to quote
      console.info(
        `polls in ten minutes: followed job ${polls.followed}, set-aside job ${polls.setAside}`,
      );
      expect(polls.setAside).toBe(0);
      expect(polls.followed).toBeGreaterThan(10);
      expect(kept.id).not.toBe(aside.id);
      client.clear();
    } finally {
      vi.useRealTimers();
    }
  });
});
