import { onlineManager, queryOptions, type Query } from '@tanstack/react-query';
import { GatewayError, ResponseShapeError, describeError, isAuthError } from '@/gateway/errors';
import type { GatewayConnection } from '@/gateway/connection';
import { autoKeepFinished } from '@/jobs/copies/auto-keep';
import { pollerOf, type GeneratorModule, type JobPoller } from '@/jobs/generator';
import { isActive, type Job, type JobUpdate } from '@/jobs/job';
import { applyPollUpdate, recordPollError, recordTaskNotFound } from '@/jobs/ledger/poll-writes';
import { getJob, listActiveJobs } from '@/jobs/ledger/reads';
import { forgetReadings, gatewayPollAfter, predictedDelay, recordReading } from './poll-forecast';
import { isTerminal } from '@/jobs/status';
import { t } from '@/i18n/i18n';
import { jobKeys } from './polling-keys';

export interface PollDelayInput {
  /** How long the job has existed. Young jobs are polled often, old ones less. */
  ageMs: number;
  /** Consecutive failed polls (5xx, network, bad records). */
  failures: number;
  retryAfterMs: number | null;
  hidden: boolean;
  /** A 429 that named no `Retry-After`: the gateway is overloaded, so back off harder than for other errors. */
  rateLimited?: boolean;
  /** The wait a forecast of the job's end asks for (`poll-forecast.ts`); null: no forecast. */
  forecastMs?: number | null;
  /** The gateway's last good answer asked for no poll sooner than this (`openai-poll-after-ms`). */
  pollAfterMs?: number | null;
}

export const FIRST_INTERVAL_MS = 2_000;
export const LONG_JOB_INTERVAL_MS = 15_000;
const MAX_ERROR_BACKOFF_MS = 30_000;

/**
 * Vendors advise 3–5 s for video; new jobs often finish fast and old ones rarely change, so start
 * near 2 s and stretch toward 15 s — unless the job's own answers forecast its end, which then sets
 * the wait (`poll-forecast.ts`). Failures back off exponentially; `Retry-After` and a gateway's
 * `openai-poll-after-ms` are floors.
 */
export function pollDelay({
  ageMs,
  failures,
  retryAfterMs,
  hidden,
  rateLimited = false,
  forecastMs = null,
  pollAfterMs = null,
}: PollDelayInput): number {
  const grace = 20_000;
  let delay =
    forecastMs ??
    (ageMs <= grace
      ? FIRST_INTERVAL_MS
      : Math.min(LONG_JOB_INTERVAL_MS, FIRST_INTERVAL_MS + (ageMs - grace) / 8));
  if (failures > 0) {
    // Without a Retry-After, a 429 starts where other errors reach after two failures.
    const first = rateLimited && retryAfterMs === null ? FIRST_INTERVAL_MS * 4 : FIRST_INTERVAL_MS;
    delay = Math.max(delay, Math.min(MAX_ERROR_BACKOFF_MS, first * 2 ** failures));
  }
  if (retryAfterMs !== null) delay = Math.max(delay, retryAfterMs);
  // A floor, as Retry-After is: never sooner than the gateway asked. Later is still ours to choose
  // (a young job's forecast may wait longer), so a gateway that says 1 s is not asked every second.
  if (pollAfterMs !== null) delay = Math.max(delay, pollAfterMs);
  if (hidden) delay *= 3;
  return Math.round(delay);
}

export interface PollOutcome {
  /** Every job this tick asked about has ended. */
  done: boolean;
  /**
   * The jobs it asked about. A batched query keeps one key for its kind, so a job sent while a
   * tick was out joins the same query: the tick's `done` says nothing about it, and the interval
   * must not stop on it (a song's cover made as its source finished was never polled).
   */
  polled: readonly string[];
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * When the gateway got the job: a job that waited in the studio's queue (decision 031) was sent
 * long after its record was written, and is as young at the gateway as its send. Counted from the
 * record, a job of a 500-row batch was polled as a long one (every 15 s) from its first moment,
 * holding its slot for seconds after it ended (`bench/queue.ts`).
 */
export function sentAt(job: Pick<Job, 'createdAt' | 'queue'>): number {
  return job.queue?.sentAt ?? job.createdAt;
}

/** The wait before the next poll of these jobs (their forecasts, else their age). */
function intervalFor(youngestCreatedAt: number, jobIds: readonly string[]) {
  return (query: Query<PollOutcome, Error, PollOutcome, readonly unknown[]>): number | false => {
    const last = query.state.data;
    if (last?.done && jobIds.every((id) => last.polled.includes(id))) return false;
    const error = query.state.error;
    // A refused key will not get better by asking again: polling waits for a new key.
    if (isAuthError(error)) return false;
    // Several jobs in one poll: the one expected to end soonest sets the pace.
    const forecasts = jobIds.flatMap((id) => predictedDelay(id, youngestCreatedAt) ?? []);
    // One request answers them all, so what the gateway asked of any of them holds for the poll.
    const asked = jobIds.flatMap((id) => gatewayPollAfter(id) ?? []);
    return pollDelay({
      ageMs: Date.now() - youngestCreatedAt,
      failures: query.state.fetchFailureCount,
      retryAfterMs: error instanceof GatewayError ? error.retryAfterMs : null,
      rateLimited: error instanceof GatewayError && error.status === 429,
      hidden: isHidden(),
      forecastMs: forecasts.length > 0 ? Math.min(...forecasts) : null,
      pollAfterMs: asked.length > 0 ? Math.max(...asked) : null,
    });
  };
}

/**
 * A failed poll, on each job it asked about: a 404 is the gateway saying it does not know the
 * task, and is counted toward giving it up (`isLost`); anything else is shown and retried.
 */
async function recordPollFailure(jobs: readonly Job[], error: unknown): Promise<void> {
  const message = describeError(error);
  const body =
    error instanceof GatewayError || error instanceof ResponseShapeError ? error.body : null;
  const notFound = error instanceof GatewayError && error.status === 404;
  await Promise.all(
    jobs.map((job) =>
      notFound
        ? recordTaskNotFound(job.id, message, body)
        : recordPollError(job.id, message, isAuthError(error), body),
    ),
  );
}

async function pollJobs(
  connection: GatewayConnection,
  poller: JobPoller,
  jobs: Job[],
  signal: AbortSignal | undefined,
): Promise<PollOutcome> {
  const polled = jobs.map((job) => job.id);
  if (jobs.length === 0) return { done: true, polled };
  // The browser went offline after this tick began (the ledger read before it is async): React
  // Query's 'online' mode only keeps a tick from starting, so the tick asks nothing and the jobs
  // stay followed; polling resumes when the browser is back.
  if (networkMode(connection) === 'online' && !onlineManager.isOnline())
    return { done: false, polled };
  let updates: Map<string, JobUpdate>;
  try {
    updates = await poller.poll(
      { client: connection.client, settings: connection.settings, ...(signal ? { signal } : {}) },
      jobs,
    );
  } catch (error) {
    if (!(signal?.aborted ?? false)) await recordPollFailure(jobs, error);
    throw error;
  }
  let open = 0;
  for (const job of jobs) {
    const update = updates.get(job.id);
    // A batched answer that left the job out did not list its tasks: the gateway no longer knows
    // them, counted as a 404 is (three in a row, two minutes after the create: `isLost`).
    if (update === undefined && poller.batched)
      await recordTaskNotFound(job.id, t('job.notListed'), null);
    if (update !== undefined) {
      await applyPollUpdate(job.id, update);
      const etaMs =
        update.etaSeconds === undefined || update.etaSeconds === null
          ? null
          : update.etaSeconds * 1000;
      if (isTerminal(update.status)) forgetReadings(job.id);
      else
        recordReading(job.id, {
          at: Date.now(),
          progress: update.progress ?? null,
          etaMs,
          pollAfterMs: update.pollAfterMs ?? null,
          queueAhead: update.queueAhead ?? null,
        });
    }
    // The moment a result is noticed: keep a copy of it if the person asked for every new one.
    if (update?.status === 'succeeded' && job.status !== 'succeeded')
      void autoKeepFinished(job.id, { client: connection.client });
    if (!isTerminal(update?.status ?? job.status)) open += 1;
  }
  return { done: open === 0, polled };
}

/**
 * "Check again" on a task the gateway no longer knows (`isLost`): one poll, now, outside the
 * schedule. An answer ends the run of 404s, so the job is followed again from there; another 404
 * is counted, and the job stays given up, checked once more. Its problem is on the card either way.
 */
export async function checkAgain(
  connection: GatewayConnection,
  poller: JobPoller,
  job: Job,
): Promise<void> {
  try {
    await pollJobs(connection, poller, [job], undefined);
  } catch {
    // Recorded on the job by `pollJobs`: the card shows it.
  }
}

function networkMode(connection: GatewayConnection) {
  // Offline, polling a real gateway pauses and resumes on reconnect; the in-page demo needs no
  // network and keeps going.
  return connection.isDemo ? ('always' as const) : ('online' as const);
}

const common = {
  // Polling is its own retry: a failed poll is tried again on the next (backed-off) tick.
  retry: false,
  staleTime: 0,
  gcTime: 0,
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** One job followed alone. The job is re-read from the ledger each tick: it is the truth. */
export function jobPollQuery(connection: GatewayConnection, generator: GeneratorModule, job: Job) {
  // The key names the gateway, the generator and the job — never the API key `connection` holds.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    ...common,
    queryKey: jobKeys.one(connection.client.baseUrl, generator.kind, job.id),
    networkMode: networkMode(connection),
    queryFn: async ({ signal }): Promise<PollOutcome> => {
      const current = await getJob(job.id);
      const outcome = await pollJobs(
        connection,
        pollerOf(generator.poller, job),
        current && isActive(current) ? [current] : [],
        signal,
      );
      // Found ended before it was asked about, it is settled all the same.
      return { ...outcome, polled: [job.id] };
    },
    refetchInterval: intervalFor(sentAt(job), [job.id]),
  });
}

/**
 * Every active job of a batched generator in one call per tick. `belongs` narrows the jobs to this
 * connection's own when several profiles poll (see `pollQueriesFor`).
 */
export function batchPollQuery(
  connection: GatewayConnection,
  generator: GeneratorModule,
  jobs: readonly Job[],
  belongs: (job: Job) => boolean = () => true,
) {
  const youngest = Math.max(...jobs.map(sentAt));
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- as above: no API key in keys.
  return queryOptions({
    ...common,
    queryKey:
      connection.profileId === null
        ? jobKeys.batch(connection.client.baseUrl, generator.kind)
        : jobKeys.profileBatch(connection.client.baseUrl, generator.kind, connection.profileId),
    networkMode: networkMode(connection),
    queryFn: async ({ signal }): Promise<PollOutcome> => {
      // The status index, not the whole table: finished jobs are never read by a poll.
      const current = (await listActiveJobs()).filter(
        (job) =>
          job.kind === generator.kind &&
          isPollable(job, connection) &&
          belongs(job) &&
          pollerOf(generator.poller, job) === generator.poller,
      );
      const outcome = await pollJobs(connection, generator.poller, current, signal);
      // A job of this render that the tick did not find active has ended (or waits for a key):
      // settled for the interval too. A job sent since this render is in neither list.
      return { ...outcome, polled: [...new Set([...outcome.polled, ...jobs.map((j) => j.id)])] };
    },
    refetchInterval: intervalFor(
      youngest,
      jobs.map((j) => j.id),
    ),
  });
}

type Router = (job: Job, connections: readonly GatewayConnection[]) => GatewayConnection | null;

/**
 * The poll queries for every active job, each through the connection its profile routes it to:
 * one query per job, or one per batched generator and profile. A job no profile routes (its
 * gateway is in none of them) is not polled: its ids mean nothing anywhere else.
 */
export function pollQueriesFor(
  active: readonly Job[],
  connections: readonly GatewayConnection[],
  generators: readonly GeneratorModule[],
  route: Router,
) {
  return connections.flatMap((connection) => {
    const belongs = (job: Job) => route(job, connections) === connection;
    const mine = active.filter((job) => isPollable(job, connection) && belongs(job));
    return generators.flatMap((generator) => {
      const jobs = mine.filter((job) => job.kind === generator.kind);
      if (jobs.length === 0) return [];
      if (!generator.poller.batched)
        return jobs.map((job) => jobPollQuery(connection, generator, job));
      // A job the batch leaves to a poller of its own (`JobPoller.alone`) is asked about alone.
      const alone = jobs.filter((job) => pollerOf(generator.poller, job) !== generator.poller);
      const batch = jobs.filter((job) => !alone.includes(job));
      return [
        ...(batch.length > 0 ? [batchPollQuery(connection, generator, batch, belongs)] : []),
        ...alone.map((job) => jobPollQuery(connection, generator, job)),
      ];
    });
  });
}

/** Active, on this gateway, and not paused for a refused key. */
export function isPollable(job: Job, connection: GatewayConnection): boolean {
  return (
    isActive(job) && job.gateway === connection.client.baseUrl && !(job.pollError?.auth ?? false)
  );
}
