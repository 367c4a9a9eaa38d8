import { describe, expect, it } from 'vitest';
import { pollDelay } from './polling';
import {
  forecastDelay,
  forecastFinish,
  MAX_WAIT_MS,
  SHORT_INTERVAL_MS,
  type PollReading,
} from './poll-forecast';

const at = (
  seconds: number,
  progress: number | null,
  etaSeconds: number | null = null,
): PollReading => ({
  at: seconds * 1000,
  progress,
  etaMs: etaSeconds === null ? null : etaSeconds * 1000,
});

describe('forecastFinish: when will the job end, from recorded answers', () => {
  it('linear progress: a straight line to 100', () => {
    // 10 % every 10 s from t = 20 s: 100 % at t = 110 s.
    expect(forecastFinish([at(20, 10), at(30, 20), at(40, 30)])).toBe(110_000);
  });

  it('a job that waited at 0 (queued) is measured from the last moment it was still at 0', () => {
    expect(forecastFinish([at(2, 0), at(4, 0), at(6, 0), at(8, 10)])).toBe(26_000);
  });

  it('stalled progress forecasts nothing (the age curve takes over)', () => {
    expect(forecastFinish([at(10, 40), at(20, 40), at(30, 40)])).toBeNull();
  });

  it('jumping progress: the line runs through the whole run, so one jump does not promise the end at once', () => {
    // 0 → 10 in 10 s, then a jump to 60 at 20 s: 60 % in 20 s → 100 % at ~33 s.
    expect(forecastFinish([at(0, 0), at(10, 10), at(20, 60)])).toBeCloseTo(33_333, -1);
  });

  it('progress that goes backwards starts a new run: only what came after counts', () => {
    // Restarted at 5 % at t = 50 s; 15 % at 60 s: 10 %/10 s → 100 % at 145 s.
    expect(forecastFinish([at(30, 80), at(40, 90), at(50, 5), at(60, 15)])).toBe(145_000);
  });

  it('never reported (no progress, no estimate): no forecast', () => {
    expect(forecastFinish([at(2, null), at(4, null)])).toBeNull();
    expect(forecastFinish([])).toBeNull();
  });

  it("the gateway's own estimate wins over a line through progress", () => {
    expect(forecastFinish([at(10, 10), at(20, 20, 30)])).toBe(50_000);
  });

  it('done (100) or a single reading forecasts nothing', () => {
    expect(forecastFinish([at(10, 100)])).toBeNull();
    expect(forecastFinish([at(10, 50)])).toBeNull();
  });
});

describe('forecastDelay: how long to wait for a forecast end', () => {
  it('aims a little before the end, and never waits more than 30 s', () => {
    expect(forecastDelay(10_000, 60_000, 20_000)).toBe(9_000);
    expect(forecastDelay(100_000, 200_000, 60_000)).toBe(MAX_WAIT_MS);
  });

  it('waits no longer than the job has been watched, so a young forecast firms up before a long wait', () => {
    expect(forecastDelay(50_000, 60_000, 2_000)).toBe(2_000);
    expect(forecastDelay(50_000, 60_000, 8_000)).toBe(8_000);
  });

  it('a line that has held for long is trusted: the poll aims just after the predicted end', () => {
    expect(forecastDelay(10_000, 120_000, 100_000)).toBe(10_300);
  });

  it('close to the end, asks at the short interval', () => {
    expect(forecastDelay(1_000, 60_000)).toBe(SHORT_INTERVAL_MS);
    expect(forecastDelay(-3_000, 60_000)).toBe(SHORT_INTERVAL_MS);
  });

  it('a forecast long overdue has proved wrong: it gives way to the age curve', () => {
    expect(forecastDelay(-20_000, 60_000)).toBeNull();
    expect(forecastDelay(-100_000, 200_000)).toBeNull();
    expect(forecastDelay(null, 60_000)).toBeNull();
  });
});

describe('pollDelay with a forecast and a 429', () => {
  const base = { ageMs: 0, failures: 0, retryAfterMs: null, hidden: false };
  it('a forecast sets the wait; without one the age curve does', () => {
    expect(pollDelay({ ...base, ageMs: 60_000, forecastMs: 25_000 })).toBe(25_000);
    expect(pollDelay({ ...base, ageMs: 60_000, forecastMs: null })).toBe(7_000);
  });

  it('errors still back off over a forecast', () => {
    expect(pollDelay({ ...base, failures: 2, forecastMs: SHORT_INTERVAL_MS })).toBe(8_000);
  });

  it('a 429 without Retry-After backs off harder than other errors; with one, the header rules', () => {
    expect(pollDelay({ ...base, failures: 1, rateLimited: true })).toBe(16_000);
    expect(pollDelay({ ...base, failures: 1 })).toBe(4_000);
    expect(pollDelay({ ...base, failures: 1, rateLimited: true, retryAfterMs: 3_000 })).toBe(4_000);
    expect(pollDelay({ ...base, failures: 3, rateLimited: true })).toBe(30_000);
  });
});

describe("pollDelay with the gateway's own openai-poll-after-ms", () => {
  const base = { ageMs: 0, failures: 0, retryAfterMs: null, hidden: false };
  it('is a floor: never sooner than asked, over the age curve and over a forecast', () => {
    expect(pollDelay({ ...base, pollAfterMs: 5_000 })).toBe(5_000);
    expect(pollDelay({ ...base, forecastMs: SHORT_INTERVAL_MS, pollAfterMs: 5_000 })).toBe(5_000);
  });

  it('a later wait of the studio’s own still stands: a gateway asking for 1 s is not asked every second', () => {
    expect(pollDelay({ ...base, pollAfterMs: 1_000 })).toBe(2_000);
    expect(pollDelay({ ...base, forecastMs: 25_000, pollAfterMs: 5_000 })).toBe(25_000);
  });

  it('a hidden tab still slows down, and errors still back off past it', () => {
    expect(pollDelay({ ...base, hidden: true, pollAfterMs: 5_000 })).toBe(15_000);
    expect(pollDelay({ ...base, failures: 3, pollAfterMs: 5_000 })).toBe(16_000);
  });
});

describe('forecastFinish from queue positions alone (pixa queue_count without queue_time)', () => {
  const queued = (
    seconds: number,
    ahead: number | null,
    etaSeconds: number | null = null,
  ): PollReading => ({
    ...at(seconds, null, etaSeconds),
    queueAhead: ahead,
  });

  it('positions falling steadily: the poll aims at the moment the job reaches the front', () => {
    // 6 ahead at t = 0 s, 2 ahead at t = 20 s: one place every 5 s, the front at t = 30 s.
    expect(forecastFinish([queued(0, 6), queued(10, 4), queued(20, 2)])).toBe(30_000);
  });

  it('a position that grows (the queue was reordered) starts a new run', () => {
    // 8 ahead at t = 20 s, 6 at t = 30 s: the front at t = 60 s; what came before counts for nothing.
    expect(forecastFinish([queued(0, 5), queued(10, 3), queued(20, 8), queued(30, 6)])).toBe(
      60_000,
    );
  });

  it('a queue that does not move, one reading, or a job already out of the queue forecasts nothing', () => {
    expect(forecastFinish([queued(0, 4), queued(10, 4)])).toBeNull();
    expect(forecastFinish([queued(0, 4)])).toBeNull();
    expect(forecastFinish([queued(0, 4), queued(10, 2), queued(20, 0)])).toBeNull();
    expect(forecastFinish([queued(0, 4), queued(10, 2), queued(20, null)])).toBeNull();
  });

  it("the queue's own time estimate wins over its positions", () => {
    expect(forecastFinish([queued(0, 6), queued(10, 4, 12)])).toBe(22_000);
  });

  it('the forecast schedules the next poll like any other: a little before the front, never past 30 s', () => {
    const end = forecastFinish([queued(0, 6), queued(10, 4), queued(20, 2)]);
    expect(forecastDelay(end === null ? null : end - 20_000, 30_000, 20_000)).toBe(9_000);
  });
});
