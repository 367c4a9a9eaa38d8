// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from '@/gateway/connection';
import { GatewayError } from '@/gateway/errors';
import { defaultPaths } from '@/testing/assumed-paths';
import { withFreshLedger } from '@/testing/ledger';
import { testJob } from '@/testing/jobs';
import type { GeneratorModule, JobPoller } from '@/jobs/generator';
import { isActive, isLost, LOST_AFTER_MS, LOST_AFTER_POLLS, type Job } from '@/jobs/job';
import { jobView, offers, type JobViewContext } from '@/jobs/job-view';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { getJob, listActiveJobs } from '@/jobs/ledger/reads';
import { recordPollError, recordTaskNotFound } from '@/jobs/ledger/poll-writes';
import { batchPollQuery, checkAgain, isPollable, jobPollQuery } from './polling';

/**
 * Issue 38.4: a task the gateway no longer knows is not "Retrying" for ever. A young job is
 * followed through its 404s (a replica's lag after a create); three in a row on a job past the
 * window and it is given up, with "Check again".
 */
const GATEWAY = 'http://gateway.test';
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const SECOND = 1_000;

describe('isLost: the rule', () => {
  const run = (count: number, atAge: number) => ({
    createdAt: T0,
    notFound: { since: T0 + 2 * SECOND, at: T0 + atAge, count },
  });

  it('never from answers that were not 404s', () => {
    expect(isLost({ createdAt: T0, notFound: null })).toBe(false);
  });

  it('a young job is followed through any number of 404s: a replica may not have seen the create yet', () => {
    expect(isLost(run(10, LOST_AFTER_MS - 1))).toBe(false);
  });

  it('an old job takes three 404s in a row, not one or two: one can be a passing fault', () => {
    expect(LOST_AFTER_POLLS).toBe(3);
    expect(isLost(run(1, LOST_AFTER_MS))).toBe(false);
    expect(isLost(run(2, 60 * LOST_AFTER_MS))).toBe(false);
    expect(isLost(run(3, LOST_AFTER_MS))).toBe(true);
  });

  it('a lost job is not active, so nothing polls it', () => {
    const job = testJob({
      status: 'queued',
      createdAt: T0,
      notFound: run(3, LOST_AFTER_MS).notFound,
    });
    expect(isActive(job)).toBe(false);
    expect(isActive({ ...job, notFound: null })).toBe(true);
  });
});

describe('jobView of a task the gateway does not know', () => {
  const ctx: JobViewContext = {
    kindLabel: 'Video',
    gateway: GATEWAY,
    now: T0 + 10 * LOST_AFTER_MS,
    pageStartedAt: T0,
    canPoll: true,
    canAttach: true,
  };
  const lost = testJob({
    gateway: GATEWAY,
    status: 'queued',
    createdAt: T0,
    updatedAt: T0 + LOST_AFTER_MS,
    changedAt: T0,
    pollError: {
      message: 'The gateway does not know this task (404): task_not_exist',
      at: T0 + LOST_AFTER_MS,
    },
    notFound: { since: T0 + 2 * SECOND, at: T0 + LOST_AFTER_MS, count: 3 },
  });

  it('says so once, in its badge and one note, with no progress and no "Retrying"', () => {
    const view = jobView(lost, ctx);
    expect(view.label).toBe('Not found');
    expect(view.lost).toBe(true);
    expect(view.progress).toBeNull();
    expect(view.notes).toEqual([
      {
        kind: 'lost',
        message: 'The gateway does not know this task (404): task_not_exist',
        body: null,
        count: 3,
        at: T0 + LOST_AFTER_MS,
      },
    ]);
  });

  it('offers Check again and Remove; not Stop following, nor Check now for being stale', () => {
    const view = jobView(lost, ctx);
    expect(view.actions.map((a) => a.label)).toEqual(['Check again', 'Remove…']);
    expect(offers(view, 'stop-following')).toBe(false);
    expect(offers(view, 'check-now')).toBe(false);
  });

  it('while the window runs, it is a poll problem retried, as before', () => {
    const young = { ...lost, notFound: { since: T0 + 2 * SECOND, at: T0 + 30 * SECOND, count: 4 } };
    const view = jobView(young, ctx);
    expect(view.label).toBe('Queued');
    expect(view.notes.map((n) => n.kind)).toEqual(['poll-error']);
    expect(offers(view, 'check-again')).toBe(false);
  });
});

describe('following a task through its 404s', () => {
  withFreshLedger();
  const connection = connect(
    {
      gatewayUrl: GATEWAY,
      apiKey: 'k',
      rememberKey: false,
      paths: defaultPaths,
      demoAllowed: true,
    },
    () => Promise.reject(new Error('the fake poller never fetches')),
  );
  const notFound = () =>
    Promise.reject(
      new GatewayError(404, 'The gateway does not know this task (404): task_not_exist', '{}'),
    );
  const generator = (poll: JobPoller['poll']): GeneratorModule => ({
    kind: 'fake',
    label: 'Fake',
    path: 'fake',
    description: '',
    Page: () => null,
    poller: { batched: false, poll },
    summaryFields: {},
  });

  let now = T0;
  beforeEach(() => {
    now = T0;
    // Only the clock the records are stamped with: the database keeps its own timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const at = (ms: number) => {
    now = T0 + ms;
    vi.setSystemTime(now);
  };

  async function created(): Promise<Job> {
    return addImportedJob({
      kind: 'fake',
      gateway: GATEWAY,
      remoteIds: ['video_1'],
      summary: { prompt: 'p', fields: {} },
      now: T0,
    });
  }

  async function tick(job: Job, poll: JobPoller['poll']) {
    await new QueryClient()
      .fetchQuery(jobPollQuery(connection, generator(poll), job))
      .catch(() => undefined);
  }

  it('a new job is followed through 404s for the window, then given up and no longer polled', async () => {
    const job = await created();
    const poll = vi.fn(notFound);
    // The poll's back-off: 2 s, then 4, 8, 16, 30 s…
    for (const age of [2, 6, 14, 30, 60, 90]) {
      at(age * SECOND);
      await tick(job, poll);
      const stored = await getJob(job.id);
      expect(stored && isPollable(stored, connection)).toBe(true);
    }
    expect((await getJob(job.id))?.notFound).toEqual({
      since: T0 + 2 * SECOND,
      at: T0 + 90 * SECOND,
      count: 6,
    });

    at(LOST_AFTER_MS + 5 * SECOND);
    await tick(job, poll);
    const lost = await getJob(job.id);
    expect(lost && isLost(lost)).toBe(true);
    expect(lost && isPollable(lost, connection)).toBe(false);
    expect(await listActiveJobs()).toEqual([]);
    expect(lost?.status).toBe('queued');

    // A tick that was already scheduled asks nothing more.
    poll.mockClear();
    at(LOST_AFTER_MS + 60 * SECOND);
    await tick(job, poll);
    expect(poll).not.toHaveBeenCalled();
  });

  it('an old job is given up after three 404s in a row; another failure does not reset the run, an answer does', async () => {
    const job = await created();
    at(60 * 60 * SECOND);
    await recordTaskNotFound(job.id, '404');
    await recordTaskNotFound(job.id, '404');
    // A 5xx says nothing about whether the task exists.
    await recordPollError(job.id, 'The gateway failed (502)', false);
    expect((await getJob(job.id))?.notFound?.count).toBe(2);
    await tick(
      job,
      vi.fn(() => Promise.resolve(new Map([[job.id, { status: 'running' as const }]]))),
    );
    expect((await getJob(job.id))?.notFound).toBeNull();
    for (let i = 0; i < LOST_AFTER_POLLS; i += 1) await tick(job, notFound);
    const lost = await getJob(job.id);
    expect(lost && isLost(lost)).toBe(true);
    expect(lost?.status).toBe('running');
  });

  it('a batched answer that leaves a job out counts as its 404: an old one is given up after three, the job beside it is followed', async () => {
    const listed = await created();
    const left = await created();
    at(60 * 60 * SECOND);
    // The feed answers only for what it knows: `left` is not in its answer.
    const poll = () =>
      Promise.resolve(new Map([[listed.id, { status: 'running' as const, progress: 40 }]]));
    const batched: GeneratorModule = { ...generator(poll), poller: { batched: true, poll } };
    for (let i = 0; i < LOST_AFTER_POLLS; i += 1)
      await new QueryClient()
        .fetchQuery(batchPollQuery(connection, batched, [listed, left]))
        .catch(() => undefined);
    const gone = await getJob(left.id);
    expect(gone && isLost(gone)).toBe(true);
    expect(gone?.pollError?.message).toBe("The gateway's answer did not list this task.");
    expect(gone?.status).toBe('queued');
    const followed = await getJob(listed.id);
    expect(followed).toMatchObject({ status: 'running', progress: 40, notFound: null });
    expect(followed && isPollable(followed, connection)).toBe(true);
  });

  it('Check again asks once: another 404 leaves it given up, counted; an answer follows it again', async () => {
    const job = await created();
    at(60 * 60 * SECOND);
    for (let i = 0; i < LOST_AFTER_POLLS; i += 1) await tick(job, notFound);
    const lost = await getJob(job.id);
    if (lost === undefined) throw new Error('no job');

    const again = vi.fn(notFound);
    at(61 * 60 * SECOND);
    await checkAgain(connection, { batched: false, poll: again }, lost);
    expect(again).toHaveBeenCalledTimes(1);
    const still = await getJob(job.id);
    expect(still && isLost(still)).toBe(true);
    expect(still?.notFound).toMatchObject({ count: 4, at: T0 + 61 * 60 * SECOND });

    if (still === undefined) throw new Error('no job');
    const found = vi.fn(() =>
      Promise.resolve(new Map([[job.id, { status: 'running' as const, progress: 50 }]])),
    );
    await checkAgain(connection, { batched: false, poll: found }, still);
    const back = await getJob(job.id);
    expect(back).toMatchObject({
      status: 'running',
      progress: 50,
      notFound: null,
      pollError: null,
    });
    expect(back && isPollable(back, connection)).toBe(true);
  });
});
