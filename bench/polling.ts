/**
 * The polling benchmark (issue 10): the demo gateway's pure engine on a fake clock, followed
 * through the studio's real scheduler (`pollDelay` + the progress forecast). Deterministic: no
 * sleeping, no network. Prints polls per job, the same for a fixed 3 s poller, and how long after
 * the end the job was seen.
 */
import { DemoEngine, type DemoKind, type DemoTask, type Timing } from '@/gateway/demo/engine';
import { pixaTiming, queueState } from '@/features/pixa/demo';
import {
  forgetReadings,
  predictedDelay,
  recordReading,
  type PollReading,
} from '@/jobs/polling/poll-forecast';
import { pollDelay } from '@/jobs/polling/polling';

interface Outcome {
  polls: number;
  lagMs: number;
}

/** What one answer tells the poller, read from the task's state as its generator's normaliser would. */
type Read = (
  engine: DemoEngine,
  task: DemoTask,
  state: { phase: string; progress: number },
) => Omit<PollReading, 'at'>;

/** Follows one task from its create to the poll that sees it finished. */
function follow(kind: DemoKind, timing: Timing, id: string, read: Read): Outcome {
  let now = 0;
  const engine = new DemoEngine({ now: () => now, mediaBase: 'http://bench.invalid/' });
  const task = engine.create(kind, { id, prompt: 'bench', timing, body: {} });
  const endAt = timing.queueMs + timing.runMs;
  let polls = 0;
  // The studio polls as soon as the create's answer is stored, then as scheduled.
  for (;;) {
    polls += 1;
    const state = engine.phase(task);
    if (state.phase === 'succeeded' || state.phase === 'failed') {
      forgetReadings(id);
      return { polls, lagMs: now - endAt };
    }
    recordReading(id, { at: now, ...read(engine, task, state) });
    now += pollDelay({
      ageMs: now,
      failures: 0,
      retryAfterMs: null,
      hidden: false,
      forecastMs: predictedDelay(id, 0, now),
    });
  }
}

/** A video's progress, or a job that reports none. */
const videoRead =
  (reportsProgress: boolean): Read =>
  (_engine, _task, { progress }) => ({ progress: reportsProgress ? progress : null, etaMs: null });

/** What a pixa task's queue tells the poller: its time estimate, only its places, or nothing. */
type QueueTells = 'time' | 'places' | 'nothing';

/** A pixa record (no progress): the queue's numbers only while it waits there, as the normaliser reads them. */
const pixaRead =
  (tells: QueueTells): Read =>
  (engine, task, { phase }) => {
    const queue = phase === 'queued' ? queueState(engine, task) : { queue_count: 0, queue_time: 0 };
    return {
      progress: null,
      etaMs: tells === 'time' && queue.queue_time > 0 ? queue.queue_time * 1000 : null,
      queueAhead: tells === 'places' ? queue.queue_count : null,
    };
  };

function fixed(timing: Timing, everyMs: number): Outcome {
  const endAt = timing.queueMs + timing.runMs;
  const polls = Math.floor(endAt / everyMs) + 1;
  return { polls, lagMs: (polls - 1) * everyMs - endAt };
}

export function runPollingBench(): void {
  console.log('\n## Predictive polling (demo engine, fake clock, the real scheduler)');
  console.log(
    `${'job'.padEnd(36)} ${'polls'.padStart(6)} ${'fixed 3 s'.padStart(10)} ${'ratio'.padStart(6)} ${'seen after end'.padStart(15)}`,
  );
  const cases: { label: string; seconds: number; progress: boolean }[] = [
    { label: 'video 10 s (progress)', seconds: 10, progress: true },
    { label: 'video 60 s (progress)', seconds: 60, progress: true },
    { label: 'video 120 s (progress)', seconds: 120, progress: true },
    { label: 'video 600 s (progress)', seconds: 600, progress: true },
    { label: 'music pair 40 s (no progress)', seconds: 40, progress: false },
  ];
  const row = (label: string, ours: Outcome, base: Outcome) =>
    console.log(
      `${label.padEnd(36)} ${String(ours.polls).padStart(6)} ${String(base.polls).padStart(10)} ${(ours.polls / base.polls).toFixed(2).padStart(6)} ${`${(ours.lagMs / 1000).toFixed(1)} s`.padStart(15)}`,
    );
  for (const c of cases) {
    // The demo's video proportions (a ninth queued, the rest running), with a queue of at most 10 s.
    const queueMs = Math.min(10_000, (c.seconds * 1000) / 9);
    const timing = { queueMs, runMs: c.seconds * 1000 - queueMs };
    const ours = follow('video', timing, c.label, videoRead(c.progress));
    const base = fixed(timing, 3_000);
    row(c.label, ours, base);
  }
  // A pixa task: 20 s in a queue, then 30 s generating with no progress to draw a line through.
  const pixaFixed = fixed(pixaTiming, 3_000);
  const seconds = (pixaTiming.queueMs + pixaTiming.runMs) / 1000;
  row(
    `pixa ${seconds} s (queue time)`,
    follow('pixa', pixaTiming, 'bench-pixa-time', pixaRead('time')),
    pixaFixed,
  );
  row(
    `pixa ${seconds} s (queue places only)`,
    follow('pixa', pixaTiming, 'bench-pixa-places', pixaRead('places')),
    pixaFixed,
  );
  row(
    `pixa ${seconds} s (queue tells nothing)`,
    follow('pixa', pixaTiming, 'bench-pixa-nothing', pixaRead('nothing')),
    pixaFixed,
  );
}
