// @vitest-environment node
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { connect } from '@/gateway/connection';
import { GatewayError, NetworkError } from '@/gateway/errors';
import { type GatewaySettings } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { withFreshLedger } from '@/testing/ledger';
import type { GeneratorModule, JobPoller } from '@/jobs/generator';
import type { Job, JobUpdate } from '@/jobs/job';
import { addImportedJob, addSubmittingJob } from '@/jobs/ledger/create-writes';
import { applyPollUpdate, recordPollError } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import {
  FIRST_INTERVAL_MS,
  LONG_JOB_INTERVAL_MS,
  batchPollQuery,
  isPollable,
  jobPollQuery,
  pollDelay,
  type PollOutcome,
} from './polling';

const base = { ageMs: 0, failures: 0, retryAfterMs: null, hidden: false };
const MINUTE = 60_000;

describe('pollDelay', () => {
  it('starts near 2 s for a new job', () => {
    expect(FIRST_INTERVAL_MS).toBe(2_000);
    expect(pollDelay(base)).toBe(2_000);
    expect(pollDelay({ ...base, ageMs: 20_000 })).toBe(2_000);
  });

  it('stretches toward 15 s as the job ages, never past it', () => {
    expect(pollDelay({ ...base, ageMs: MINUTE })).toBe(7_000);
    expect(pollDelay({ ...base, ageMs: 5 * MINUTE })).toBe(LONG_JOB_INTERVAL_MS);
    expect(pollDelay({ ...base, ageMs: 24 * 60 * MINUTE })).toBe(15_000);
  });

  it('never polls an older job more often than a younger one', () => {
    let previous = 0;
    for (let age = 0; age <= 10 * MINUTE; age += 5_000) {
      const delay = pollDelay({ ...base, ageMs: age });
      expect(delay).toBeGreaterThanOrEqual(previous);
      previous = delay;
    }
  });

  it('backs off exponentially on consecutive failures, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 20].map((failures) => pollDelay({ ...base, failures }))).toEqual([
      4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('a failure never makes an old job poll sooner', () => {
    expect(pollDelay({ ...base, ageMs: 10 * MINUTE, failures: 1 })).toBe(15_000);
  });

  it('honours Retry-After as a floor, even above the back-off cap', () => {
    expect(pollDelay({ ...base, retryAfterMs: 9_000 })).toBe(9_000);
    expect(pollDelay({ ...base, failures: 5, retryAfterMs: 45_000 })).toBe(45_000);
    // A short Retry-After does not make polling faster than it would be.
    expect(pollDelay({ ...base, ageMs: 10 * MINUTE, retryAfterMs: 1_000 })).toBe(15_000);
    expect(pollDelay({ ...base, retryAfterMs: 0 })).toBe(2_000);
  });

  it('slows down while the page is hidden', () => {
    expect(pollDelay({ ...base, hidden: true })).toBe(6_000);
    expect(pollDelay({ ...base, ageMs: 10 * MINUTE, hidden: true })).toBe(45_000);
  });

  it('is always a whole number of milliseconds', () => {
    expect(Number.isInteger(pollDelay({ ...base, ageMs: 20_003 }))).toBe(true);
  });
});

const GATEWAY = 'http://gateway.test';
const settings: GatewaySettings = {
  gatewayUrl: GATEWAY,
  apiKey: 'secret-key',
  rememberKey: false,
  paths: defaultPaths,
  demoAllowed: true,
};
const connection = connect(settings, () =>
  Promise.reject(new Error('the fake poller never fetches')),
);

function generator(poll: JobPoller['poll'], batched = false): GeneratorModule {
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

/** A poller whose gateway reports every job it is asked about with this update. */
function reporting(update: JobUpdate): JobPoller['poll'] {
  return (_ctx, jobs) => Promise.resolve(new Map(jobs.map((j) => [j.id, update])));
}

function followed(remoteIds = ['task-1'], gateway = GATEWAY): Promise<Job> {
  return addImportedJob({ kind: 'fake', gateway, remoteIds, summary: { prompt: 'p', fields: {} } });
}

/**
 * Runs one poll as TanStack would and tells the interval it would wait next. The query object is
 * held here because `gcTime: 0` lets the cache drop it as soon as the fetch settles.
 */
function runPoll(options: ReturnType<typeof jobPollQuery>) {
  const client = new QueryClient();
  const query = client
    .getQueryCache()
    .build<PollOutcome, Error, PollOutcome, readonly unknown[]>(client, options);
  return {
    result: client.fetchQuery(options),
    nextInterval() {
      const fn = options.refetchInterval;
      if (typeof fn !== 'function') throw new Error('no interval function');
      return fn(query);
    },
  };
}

describe('jobPollQuery', () => {
  withFreshLedger();

  it('writes the update into the ledger and stops once the job is done', async () => {
    const job = await followed();
    const poll = vi.fn(reporting({ status: 'succeeded', progress: 100 }));
    const run = runPoll(jobPollQuery(connection, generator(poll), job));

    await expect(run.result).resolves.toEqual({ done: true, polled: [job.id] });
    expect(poll).toHaveBeenCalledTimes(1);
    expect((await getJob(job.id))?.status).toBe('succeeded');
    expect(run.nextInterval()).toBe(false);
  });

  it('keeps going while the job runs, starting near 2 s', async () => {
    const job = await followed();
    const run = runPoll(
      jobPollQuery(connection, generator(reporting({ status: 'running', progress: 40 })), job),
    );
    await expect(run.result).resolves.toEqual({ done: false, polled: [job.id] });
    expect(await getJob(job.id)).toMatchObject({ status: 'running', progress: 40 });
    const interval = run.nextInterval();
    expect(interval).toBeGreaterThanOrEqual(2_000);
    expect(interval).toBeLessThan(3_000);
  });

  it('a job that waited in the studio’s queue is polled as young as when it was sent, not as old as its record', async () => {
    const job = await followed();
    // Written ten minutes ago as waiting (a 500-row batch), sent just now.
    const waited: Job = {
      ...job,
      createdAt: Date.now() - 10 * 60_000,
      queue: { rank: 1, notBefore: null, attempts: 0, sentAt: Date.now(), origin: 'me' },
    };
    const run = runPoll(
      jobPollQuery(connection, generator(reporting({ status: 'running', progress: 40 })), waited),
    );
    await expect(run.result).resolves.toEqual({ done: false, polled: [job.id] });
    expect(run.nextInterval()).toBeLessThan(3_000);
  });

  it('an unknown status keeps polling', async () => {
    const job = await followed();
    const run = runPoll(jobPollQuery(connection, generator(reporting({ status: 'unknown' })), job));
    await expect(run.result).resolves.toEqual({ done: false, polled: [job.id] });
    expect(typeof run.nextInterval()).toBe('number');
  });

  it('asks nothing when the browser goes offline while the tick reads the ledger, and keeps the job followed', async () => {
    const job = await followed();
    const poll = vi.fn(reporting({ status: 'succeeded', progress: 100 }));
    const options = jobPollQuery(connection, generator(poll), job);
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    try {
      // Started online, as React Query starts a tick; offline before its ledger read comes back.
      const tick = queryFn({ signal: new AbortController().signal });
      onlineManager.setOnline(false);
      await expect(tick).resolves.toEqual({ done: false, polled: [job.id] });
      expect(poll).not.toHaveBeenCalled();
      expect((await getJob(job.id))?.status).not.toBe('succeeded');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('does not call the gateway for a job that is already done', async () => {
    const job = await followed();
    await applyPollUpdate(job.id, { status: 'failed', error: 'x' });
    const poll = vi.fn(reporting({ status: 'running' }));
    await expect(
      new QueryClient().fetchQuery(jobPollQuery(connection, generator(poll), job)),
    ).resolves.toEqual({ done: true, polled: [job.id] });
    expect(poll).not.toHaveBeenCalled();
  });

  it('a refused key pauses polling and marks the job for the person', async () => {
    const job = await followed();
    const run = runPoll(
      jobPollQuery(
        connection,
        generator(() =>
          Promise.reject(
            new GatewayError(
              401,
              'The gateway did not accept the API key (401): Invalid token',
              '{}',
            ),
          ),
        ),
        job,
      ),
    );
    await expect(run.result).rejects.toBeInstanceOf(GatewayError);
    const stored = await getJob(job.id);
    expect(stored?.status).toBe('queued');
    expect(stored?.pollError).toMatchObject({
      message: 'The gateway did not accept the API key (401): Invalid token',
      auth: true,
    });
    expect(run.nextInterval()).toBe(false);
  });

  it('a 5xx is recorded and retried later with back-off; Retry-After is honoured', async () => {
    const job = await followed();
    const run = runPoll(
      jobPollQuery(
        connection,
        generator(() =>
          Promise.reject(
            new GatewayError(429, 'slow down', '{"error":{"message":"slow down"}}', 9_000),
          ),
        ),
        job,
      ),
    );
    await expect(run.result).rejects.toBeInstanceOf(GatewayError);
    // The answer is kept so the card can show what the gateway said.
    expect((await getJob(job.id))?.pollError).toMatchObject({
      message: 'slow down',
      auth: false,
      body: '{"error":{"message":"slow down"}}',
    });
    expect(run.nextInterval()).toBe(9_000);
  });

  it('a network failure backs off', async () => {
    const job = await followed();
    const run = runPoll(
      jobPollQuery(
        connection,
        generator(() => Promise.reject(new NetworkError('Could not reach the gateway.'))),
        job,
      ),
    );
    await expect(run.result).rejects.toBeInstanceOf(NetworkError);
    expect(run.nextInterval()).toBe(4_000);
  });

  it('the next good answer clears the poll error', async () => {
    const job = await followed();
    await recordPollError(job.id, 'boom', false);
    await new QueryClient().fetchQuery(
      jobPollQuery(connection, generator(reporting({ status: 'running' })), job),
    );
    expect((await getJob(job.id))?.pollError).toBeNull();
  });

  it('the query key names the gateway, the generator and the job, never the API key', async () => {
    const job = await followed();
    const { queryKey } = jobPollQuery(connection, generator(reporting({ status: 'running' })), job);
    expect(queryKey).toEqual(['jobs', GATEWAY, 'fake', job.id]);
    expect(JSON.stringify(queryKey)).not.toContain('secret-key');
  });
});

describe('batchPollQuery', () => {
  withFreshLedger();

  it('polls every active job of its kind on this gateway in one call', async () => {
    const a = await followed(['a']);
    const b = await followed(['b']);
    const done = await followed(['c']);
    await applyPollUpdate(done.id, { status: 'succeeded' });
    await followed(['d'], 'http://other-gateway.test');
    const paused = await followed(['e']);
    await recordPollError(paused.id, 'key refused', true);
    await addSubmittingJob({
      kind: 'fake',
      gateway: GATEWAY,
      summary: { prompt: '', fields: {} },
      request: {},
    });

    const poll = vi.fn(reporting({ status: 'succeeded' }));
    const result = await new QueryClient().fetchQuery(
      batchPollQuery(connection, generator(poll, true), [a, b]),
    );

    expect(poll).toHaveBeenCalledTimes(1);
    const asked = poll.mock.calls[0]?.[1].map((j) => j.remoteIds[0]);
    expect(asked?.sort()).toEqual(['a', 'b']);
    expect(result).toEqual({ done: true, polled: expect.arrayContaining([a.id, b.id]) });
    expect(result.polled).toHaveLength(2);
  });

  it('keeps polling a job sent while the tick that finished the others was out', async () => {
    // A song finishes on the tick that is out when its cover is sent: the batch's one key holds
    // both, and the tick's "done" was about the song alone.
    const song = await followed(['song']);
    const client = new QueryClient();
    const poller = generator(reporting({ status: 'succeeded' }), true);
    const first = batchPollQuery(connection, poller, [song]);
    const query = client
      .getQueryCache()
      .build<PollOutcome, Error, PollOutcome, readonly unknown[]>(client, first);
    await query.fetch(first);
    expect(query.state.data).toEqual({ done: true, polled: [song.id] });
    const interval = (options: typeof first) => {
      const fn = options.refetchInterval;
      if (typeof fn !== 'function') throw new Error('no interval function');
      return fn(query);
    };
    // Nothing else to follow: the interval stops.
    expect(interval(first)).toBe(false);
    // The cover, sent meanwhile, is in the next render's batch: the interval goes on for it.
    const cover = await followed(['cover']);
    expect(interval(batchPollQuery(connection, poller, [cover]))).toBe(FIRST_INTERVAL_MS);
  });

  it('is not done while one job of the batch is still open', async () => {
    const a = await followed(['a']);
    const b = await followed(['b']);
    const poll: JobPoller['poll'] = () =>
      Promise.resolve(new Map<string, JobUpdate>([[a.id, { status: 'succeeded' }]]));
    const result = await new QueryClient().fetchQuery(
      batchPollQuery(connection, generator(poll, true), [a, b]),
    );
    expect(result).toEqual({ done: false, polled: expect.arrayContaining([a.id, b.id]) });
    expect(result.polled).toHaveLength(2);
    expect((await getJob(a.id))?.status).toBe('succeeded');
    expect((await getJob(b.id))?.status).toBe('queued');
  });
});

describe('isPollable', () => {
  withFreshLedger();

  it('follows active jobs on this gateway that are not paused for the key', async () => {
    const job = await followed();
    expect(isPollable(job, connection)).toBe(true);
    expect(isPollable({ ...job, gateway: 'http://elsewhere.test' }, connection)).toBe(false);
    expect(isPollable({ ...job, status: 'succeeded' }, connection)).toBe(false);
    expect(isPollable({ ...job, status: 'unknown' }, connection)).toBe(true);
    expect(isPollable({ ...job, remoteIds: [] }, connection)).toBe(false);
    expect(
      isPollable(
        { ...job, pollError: { message: 'x', at: 0, auth: true, body: null } },
        connection,
      ),
    ).toBe(false);
    expect(
      isPollable(
        { ...job, pollError: { message: 'x', at: 0, auth: false, body: null } },
        connection,
      ),
    ).toBe(true);
  });
});
