/**
 * Predictive polling: from what a gateway has said about a job (its progress over time, or its own
 * estimate of the wait), when will it finish? The poller asks again shortly before that, then at a
 * short interval until the answer comes, instead of asking on a fixed curve. Pure functions over a
 * small in-memory history; nothing here is stored, so a reload simply starts a new forecast.
 */

export interface PollReading {
  /** When the answer arrived (epoch ms). */
  at: number;
  /** 0–100, when the gateway reports it. */
  progress: number | null;
  /** The gateway's own estimate of the time left (clip `estimate_wait_seconds`, pixa `queue_time`), ms. */
  etaMs: number | null;
  /** The gateway asked to be polled no sooner than this after the answer (`openai-poll-after-ms`). */
  pollAfterMs?: number | null;
  /** Tasks ahead of this one in the gateway's queue (pixa `queue_count`), while it waits there. */
  queueAhead?: number | null;
}

/** Near the predicted end the poller asks this often, so a result is seen within ~2 s. */
export const SHORT_INTERVAL_MS = 1_500;
/** No wait the scheduler chooses is longer (a gateway's own `Retry-After` may be). */
export const MAX_WAIT_MS = 30_000;
/** Readings kept per job: enough for a rate over the recent past. */
const KEEP = 12;

/**
 * The readings that describe the current run: a progress that went backwards means the gateway
 * restarted the work (or reports another phase), so what came before says nothing about now.
 */
type ProgressReading = PollReading & { progress: number };

function currentRun(readings: readonly PollReading[]): ProgressReading[] {
  const withProgress = readings.filter((r): r is ProgressReading => r.progress !== null && Number.isFinite(r.progress));
  let start = 0;
  for (let i = 1; i < withProgress.length; i += 1) {
    if ((withProgress[i]?.progress ?? 0) < (withProgress[i - 1]?.progress ?? 0)) start = i;
  }
  return withProgress.slice(start);
}

/**
 * When the job should end (epoch ms), or null when nothing said so. The gateway's own estimate
 * wins; otherwise a straight line through the run's progress: from the last reading at the run's
 * lowest value (the closest moment to when work began) to the latest one; otherwise, while it
 * waits in a queue that reports only positions, when it reaches the front.
 */
export function forecastFinish(readings: readonly PollReading[]): number | null {
  return forecast(readings)?.finishAt ?? null;
}

interface Forecast {
  finishAt: number;
  /** How long the job has been watched in this run: a forecast from 2 s of answers is not trusted for 30 s. */
  observedMs: number;
}

function forecast(readings: readonly PollReading[]): Forecast | null {
  const last = readings.at(-1);
  if (!last) return null;
  if (last.etaMs !== null && Number.isFinite(last.etaMs) && last.etaMs >= 0) {
    // A gateway's estimate is trusted no further than the job has been watched, like a line: the
    // waits grow as it holds, and a job's intermediate states are still seen along the way.
    return { finishAt: last.at + last.etaMs, observedMs: last.at - (readings[0]?.at ?? last.at) };
  }
  return progressLine(readings) ?? queueLine(readings);
}

/** A straight line through the current run's progress, to 100. */
function progressLine(readings: readonly PollReading[]): Forecast | null {
  const run = currentRun(readings);
  const latest = run.at(-1);
  if (!latest || latest.progress >= 100) return null;
  const lowest = Math.min(...run.map((r) => r.progress));
  const anchor = run.findLast((r) => r.progress === lowest);
  if (!anchor || latest.progress <= anchor.progress || latest.at <= anchor.at) return null;
  const perMs = (latest.progress - anchor.progress) / (latest.at - anchor.at);
  return { finishAt: latest.at + (100 - latest.progress) / perMs, observedMs: latest.at - (run[0]?.at ?? anchor.at) };
}

type QueueReading = PollReading & { queueAhead: number };

/**
 * A line through the queue positions (pixa's `queue_count` without a `queue_time`): when will the
 * job reach the front? That is when its state changes, so the poll aims there, as at an end. A
 * position that grows (the gateway reordered its queue) starts a new run, like progress going back.
 */
function queueLine(readings: readonly PollReading[]): Forecast | null {
  const queued = readings.filter((r): r is QueueReading => typeof r.queueAhead === 'number' && Number.isFinite(r.queueAhead));
  let start = 0;
  for (let i = 1; i < queued.length; i += 1) {
    if ((queued[i]?.queueAhead ?? 0) > (queued[i - 1]?.queueAhead ?? 0)) start = i;
  }
  const run = queued.slice(start);
  const latest = run.at(-1);
  // Only while the latest answer still has it waiting: once out of the queue it says nothing more.
  if (!latest || latest !== readings.at(-1) || latest.queueAhead <= 0) return null;
  const highest = Math.max(...run.map((r) => r.queueAhead));
  const anchor = run.findLast((r) => r.queueAhead === highest);
  if (!anchor || latest.queueAhead >= anchor.queueAhead || latest.at <= anchor.at) return null;
  const perMs = (anchor.queueAhead - latest.queueAhead) / (latest.at - anchor.at);
  return { finishAt: latest.at + latest.queueAhead / perMs, observedMs: latest.at - (run[0]?.at ?? anchor.at) };
}

/**
 * How long to wait before the next poll, from a forecast (ms from now until the predicted end), or
 * null to fall back on the age curve. Aim a little before the end (a margin that shrinks as the
 * end nears), never wait longer than `MAX_WAIT_MS`, and once the end is close, ask every
 * `SHORT_INTERVAL_MS`. A forecast long overdue has proved wrong: the age curve takes over.
 */
export function forecastDelay(untilFinishMs: number | null, expectedDurationMs: number, observedMs = Infinity): number | null {
  if (untilFinishMs === null || !Number.isFinite(untilFinishMs)) return null;
  const overdueLimit = Math.max(10_000, expectedDurationMs * 0.25);
  if (untilFinishMs < -overdueLimit) return null;
  if (untilFinishMs <= SHORT_INTERVAL_MS) return SHORT_INTERVAL_MS;
  // Aim a little early, unless the line has held for much longer than what is left: then aim just
  // after the predicted end, so the poll that lands is the one that sees the result.
  const margin = observedMs >= untilFinishMs * 4 ? -300 : Math.max(1_000, untilFinishMs * 0.1);
  // A line measured over a short time may be far off: wait no longer than it was measured over
  // (so the waits double while the forecast firms up), and never past the bound.
  const wait = Math.min(MAX_WAIT_MS, Math.max(SHORT_INTERVAL_MS, observedMs), untilFinishMs - margin);
  return Math.round(Math.max(SHORT_INTERVAL_MS, wait));
}

/** This tab's readings, per job id. */
const history = new Map<string, PollReading[]>();

export function recordReading(jobId: string, reading: PollReading): void {
  const readings = history.get(jobId) ?? [];
  readings.push(reading);
  if (readings.length > KEEP) readings.splice(0, readings.length - KEEP);
  history.set(jobId, readings);
}

export function forgetReadings(jobId: string): void {
  history.delete(jobId);
}

/** What the gateway's latest answer about the job asked of the next poll (null: nothing). */
export function gatewayPollAfter(jobId: string): number | null {
  return history.get(jobId)?.at(-1)?.pollAfterMs ?? null;
}

/** The wait a job's own forecast asks for (null: no forecast), given when it was created. */
export function predictedDelay(jobId: string, createdAt: number, now = Date.now()): number | null {
  const readings = history.get(jobId) ?? [];
  const found = forecast(readings);
  if (found === null) return null;
  return forecastDelay(found.finishAt - now, found.finishAt - createdAt, found.observedMs);
}
