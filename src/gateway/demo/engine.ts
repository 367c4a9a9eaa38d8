import { paceFactor, parseScenario, type Scenario } from './scenario';

// Re-exported: the scenario tags are read from the engine's path by many demo routes and tools.
export { paceFactor, parseScenario, scenarioTags, type Scenario } from './scenario';

/**
 * The demo gateway's job engine: pure bookkeeping over an injectable clock. A task's state is a
 * function of how much (scaled) time has passed since it was created, so the same engine serves
 * the browser's demo mode, the HTTP server the end-to-end tests use, and unit tests with a fake
 * clock. The only mutable per-task state is a poll counter, which scripted fault scenarios use.
 */

/**
 * A task's kind ('video', 'tune', 'lyrics', …): whatever the generators' demo routes create. Each
 * declares its kinds with their prices (`routes/index.ts`'s `DemoDeclaration`); the engine only
 * keeps them apart.
 */
export type DemoKind = string;

export interface Timing {
  queueMs: number;
  runMs: number;
}

export interface DemoTask {
  kind: DemoKind;
  id: string;
  /** Engine-clock milliseconds. */
  createdAt: number;
  scenario: Scenario;
  /** The request as the studio sent it, for echoing back in records. */
  input: Record<string, unknown>;
  timing: Timing;
  /** Polls answered so far; scripted faults count down with it. */
  polls: number;
  /** Which sample media this task yields (alternates, so both containers get played). */
  variant: number;
  /** video [expire]: the expired link has been handed out once. */
  expiredLinkServed?: boolean;
  /** A tester expired or deleted this task's media (`POST /__demo/expire-media`): its links answer 410. */
  mediaExpired?: boolean;
}

export type Phase = 'queued' | 'running' | 'succeeded' | 'failed';

export interface TaskPhase {
  phase: Phase;
  /** 0–100. */
  progress: number;
  /** Scaled milliseconds left until the task ends (0 when it has). */
  remainingMs: number;
}

/** A file the demo makes itself (a song's WAV, a MIDI file), not one of the samples. */
export interface MadeFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

export interface EngineOptions {
  now?: () => number;
  /** 1 is realistic; the end-to-end tests run faster. */
  speed?: number;
  /** Absolute URL of the folder holding the sample media, ending in "/". */
  mediaBase: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string | null;
  /** The same media folder on a host that sends no CORS headers ([media-no-cors]); none in the page. */
  noCorsMediaBase?: string;
  /**
   * Where a file the demo makes is served (`madeFile`): the in-page demo keeps it in the page (a
   * `blob:` address, its bytes kept across a reload by `kept-files.ts`), since no host serves it
   * there; without one, at `made/<name>` on the media host, which the making route answers.
   */
  keepMade?: (name: string, make: () => MadeFile) => string;
}

export interface EngineSnapshot {
  tasks: DemoTask[];
  counter: number;
}

export class DemoEngine {
  readonly now: () => number;
  readonly speed: number;
  readonly mediaBase: string;
  readonly apiKey: string | null;
  readonly noCorsMediaBase: string | null;
  private readonly keepMade: EngineOptions['keepMade'];
  private tasks = new Map<string, DemoTask>();
  private counter = 0;

  constructor(options: EngineOptions) {
    this.now = options.now ?? Date.now;
    this.speed = options.speed ?? 1;
    this.mediaBase = options.mediaBase;
    this.apiKey = options.apiKey ?? null;
    this.noCorsMediaBase = options.noCorsMediaBase ?? null;
    this.keepMade = options.keepMade;
  }

  private key(kind: DemoKind, id: string) {
    return `${kind}:${id}`;
  }

  create(
    kind: DemoKind,
    input: { id: string; prompt: string; timing: Timing; body: Record<string, unknown> },
  ): DemoTask {
    const task: DemoTask = {
      kind,
      id: input.id,
      createdAt: this.now(),
      scenario: parseScenario(input.prompt),
      input: input.body,
      timing: input.timing,
      polls: 0,
      variant: this.counter,
    };
    this.counter += 1;
    this.tasks.set(this.key(kind, task.id), task);
    return task;
  }

  get(kind: DemoKind, id: string): DemoTask | undefined {
    return this.tasks.get(this.key(kind, id));
  }

  /** Every task of one kind, oldest first. */
  list(kind: DemoKind): DemoTask[] {
    return [...this.tasks.values()].filter((t) => t.kind === kind);
  }

  /** Counts a poll and returns how many came before it. */
  countPoll(task: DemoTask): number {
    task.polls += 1;
    return task.polls - 1;
  }

  phase(task: DemoTask, timing: Timing = task.timing): TaskPhase {
    const factor = paceFactor(task.scenario);
    const queueMs = timing.queueMs * factor;
    const runMs = timing.runMs * factor;
    const elapsed = (this.now() - task.createdAt) * this.speed;
    // A failing job gives up part-way through, as real upstreams do.
    const endMs = queueMs + (task.scenario.fail || task.scenario.moderation ? runMs * 0.6 : runMs);
    if (elapsed < queueMs) return { phase: 'queued', progress: 0, remainingMs: endMs - elapsed };
    if (elapsed < endMs) {
      return {
        phase: 'running',
        progress: Math.min(99, Math.floor(((elapsed - queueMs) / runMs) * 100)),
        remainingMs: endMs - elapsed,
      };
    }
    if (task.scenario.fail || task.scenario.moderation) {
      return {
        phase: 'failed',
        progress: Math.floor(((endMs - queueMs) / runMs) * 100),
        remainingMs: 0,
      };
    }
    return { phase: 'succeeded', progress: 100, remainingMs: 0 };
  }

  /** Seconds on the engine clock; records carry Unix seconds. */
  unixSeconds(ms: number = this.now()): number {
    return Math.floor(ms / 1000);
  }

  media(name: string): string {
    return new URL(name, this.mediaBase).href;
  }

  /**
   * The link of a file the demo makes (`make` gives its bytes, called only when needed): kept in
   * the page by the in-page demo, else `made/<name>` on the media host (the route that makes it
   * answers there: `name` must say everything it needs).
   */
  madeFile(name: string, make: () => MadeFile): string {
    return this.keepMade?.(name, make) ?? this.media(`made/${name}`);
  }

  /** Sample media on the host without CORS where there is one (over HTTP), else the usual link. */
  mediaWithoutCors(name: string): string {
    return new URL(name, this.noCorsMediaBase ?? this.mediaBase).href;
  }

  /**
   * A link to sample media that names its task, so the task's media can expire on its own. Only
   * [own-link] tasks get one: every other task keeps the shared sample links testers rely on.
   */
  taskMedia(task: DemoTask, name: string): string {
    const url = new URL(name, this.mediaBase);
    url.searchParams.set('task', task.id);
    return url.href;
  }

  /**
   * The tester's control: the media of one task (any kind with that id), or of every task, is
   * gone from the host, as an expired presigned link or a deleted file would be. Returns how many
   * tasks it touched.
   */
  expireMedia(taskId?: string): number {
    let count = 0;
    for (const task of this.tasks.values()) {
      if (taskId !== undefined && task.id !== taskId) continue;
      task.mediaExpired = true;
      count += 1;
    }
    return count;
  }

  /**
   * The tester's control: the gateway loses the task(s) with this id, of any kind, as a restart
   * without storage would; its id is then unknown (404). Returns how many it dropped.
   */
  forget(taskId: string): number {
    let count = 0;
    for (const [key, task] of this.tasks) {
      if (task.id !== taskId) continue;
      this.tasks.delete(key);
      count += 1;
    }
    return count;
  }

  /** Whether a media link naming this task (`?task=<id>`) should answer 410. */
  isMediaExpired(taskId: string): boolean {
    return [...this.tasks.values()].some(
      (task) => task.id === taskId && task.mediaExpired === true,
    );
  }

  /** A fresh id in the shape each vendor uses. */
  nextNumber(): number {
    return this.counter + 1;
  }

  snapshot(): EngineSnapshot {
    return { tasks: [...this.tasks.values()], counter: this.counter };
  }

  restore(snapshot: EngineSnapshot): void {
    this.tasks = new Map(snapshot.tasks.map((t) => [this.key(t.kind, t.id), t]));
    this.counter = snapshot.counter;
  }

  /**
   * Tasks kept elsewhere (the in-page demo's storage, written by this tab or another) join the
   * engine's: a task it lacks is added, and one that was polled further there is taken as it is
   * there (its scripted faults count down with its polls). Tasks only this engine has stay.
   */
  merge(tasks: readonly DemoTask[]): void {
    for (const task of tasks) {
      const key = this.key(task.kind, task.id);
      const mine = this.tasks.get(key);
      if (mine === undefined || task.polls > mine.polls) this.tasks.set(key, task);
      this.counter = Math.max(this.counter, task.variant + 1);
    }
  }

  reset(): void {
    this.tasks.clear();
    this.counter = 0;
  }
}

/** Sample media shipped in `public/demo/` (see scripts/make-demo-media.sh). */
export const sampleMedia = {
  videos: ['sample.mp4', 'sample.webm'],
  poster: 'poster.jpg',
  audio: ['tune-a.mp3', 'tune-b.mp3'],
  cover: 'cover.jpg',
} as const;
