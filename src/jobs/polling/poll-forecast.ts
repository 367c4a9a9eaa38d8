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
  const toEnd = lineToGoal(readings, (r) => (r.progress === null ? null : 100 - r.progress));
  // A queue's places count only while the latest answer still has the job waiting in it.
  return (
    toEnd ?? (Number.isFinite(last.queueAhead) ? lineToGoal(readings, (r) => r.queueAhead) : null)
  );
}

/**
 * A straight line through how far the job still has to go, to nothing: 100 − progress to the end,
 * or the places ahead (pixa's `queue_count` without a `queue_time`) to the front of the queue,
 * where its state changes and the poll aims as at an end. The line runs from the last reading at
 * the current run's farthest (the closest moment to when the work, or the wait, began) to the
 * latest. A distance that grows (progress going back, a queue reordered) means the gateway started
 * over or reports another phase, so a new run starts and what came before says nothing about now.
 */
function lineToGoal(
  readings: readonly PollReading[],
  distance: (reading: PollReading) => number | null | undefined,
): Forecast | null {
  const measured = readings.flatMap((r) => {
    const left = distance(r);
    return typeof left === 'number' && Number.isFinite(left) ? [{ at: r.at, left }] : [];
  });
  let start = 0;
  for (let i = 1; i < measured.length; i += 1) {
    if ((measured[i]?.left ?? 0) > (measured[i - 1]?.left ?? 0)) start = i;
  }
  const run = measured.slice(start);
  const latest = run.at(-1);
  if (!latest || latest.left <= 0) return null;
  const farthest = Math.max(...run.map((r) => r.left));
  const anchor = run.findLast((r) => r.left === farthest);
  if (!anchor || latest.left >= anchor.left || latest.at <= anchor.at) return null;
  const perMs = (anchor.left - latest.left) / (latest.at - anchor.at);
  return {
    finishAt: latest.at + latest.left / perMs,
    observedMs: latest.at - (run[0]?.at ?? anchor.at),
  };
}

/**
 * How long to wait before the next poll, from a forecast (ms from now until the predicted end), or
 * null to fall back on the age curve. Aim a little before the end (a margin that shrinks as the
 * end nears), never wait longer than `MAX_WAIT_MS`, and once the end is close, ask every
 * `SHORT_INTERVAL_MS`. A forecast long overdue has proved wrong: the age curve takes over.
 */
export function forecastDelay(
  untilFinishMs: number | null,
  expectedDurationMs: number,
  observedMs = Infinity,
): number | null {
  if (untilFinishMs === null || !Number.isFinite(untilFinishMs)) return null;
  const overdueLimit = Math.max(10_000, expectedDurationMs * 0.25);
  if (untilFinishMs < -overdueLimit) return null;
  if (untilFinishMs <= SHORT_INTERVAL_MS) return SHORT_INTERVAL_MS;
  // Aim a little early, unless the line has held for much longer than what is left: then aim just
  // after the predicted end, so the poll that lands is the one that sees the result.
  const margin = observedMs >= untilFinishMs * 4 ? -300 : Math.max(1_000, untilFinishMs * 0.1);
  // A line measured over a short time may be far off: wait no longer than it was measured over
  // (so the waits double while the forecast firms up), and never past the bound.
  const wait = Math.min(
    MAX_WAIT_MS,
    Math.max(SHORT_INTERVAL_MS, observedMs),
    untilFinishMs - margin,
  );
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
