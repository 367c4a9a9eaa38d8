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

/**
 * Scenarios a tester triggers on purpose with a tag anywhere in the prompt, e.g. "a cat [fail]".
 * Documented in the README; each tag is independent.
 */
export interface Scenario {
  /** The job runs, then fails with the vendor's error. */
  fail: boolean;
  /** Every phase takes four times as long. */
  slow: boolean;
  /**
   * Every phase takes sixteen times as long: a job that is still running after a second device
   * has joined the library on a loaded machine, where `[slow]`'s quarter minute (at the e2e clock)
   * ran out first.
   */
  long: boolean;
  /** The create request itself answers with this status (400, 401, 403, 429, 500, 502). */
  createStatus: number | null;
  /** The create request takes this long to answer (a window to reload during the POST). */
  createDelayMs: number;
  /**
   * `[429-once]`: the first create with these words answers 429 with `Retry-After: 2`, the next
   * is made (the words are the key): a rate limit the studio's queue waits out and sends again.
   */
  rateLimitOnce: string | null;
  /** The create request never gets an answer: the connection is dropped. */
  createDrop: boolean;
  /** The first `count` polls answer `status` (502 as an HTML proxy page), then all is well. */
  pollFault: { status: number; count: number } | null;
  /** The first poll answers 429 with `Retry-After: 3`. */
  pollRateLimit: boolean;
  /** The first polls drop the connection. */
  pollDrop: number;
  /** The first polls hang for this long (the client gives up at ~30 s). */
  pollHangMs: number;
  /** The vendor reports a status word nobody documented for a while. */
  unknownWord: boolean;
  /** Completes without a result URL in the record (the video content endpoint serves it). */
  noUrl: boolean;
  /** Fails moderation (pixa status 7). */
  moderation: boolean;
  /** The first polls answer 200 with a body that is not JSON (a truncated record). */
  pollGarbage: number;
  /** The first polls answer 200 with JSON that is not the record's shape. */
  pollBadShape: number;
  /** video: the first completed record names a result link that has already expired (404). */
  expire: boolean;
  /** Markup in every text field, `javascript:`/`data:` in every URL field, hostile status words for a while. */
  hostile: boolean;
  /** video: the result link names its task (`?task=<id>`), so a tester can expire it on its own. */
  ownLink: boolean;
  /** video: every unfinished record asks, with `openai-poll-after-ms`, to be polled no sooner than this. */
  pollAfterMs: number | null;
  /** video: the result link is on a media host that sends no CORS headers (over HTTP only). */
  mediaNoCors: boolean;
  /** music: the clips carry no picture (`image_url` null), as an uploaded song's do. */
  noCover: boolean;
}

const noScenario: Scenario = {
  fail: false,
  slow: false,
  long: false,
  createStatus: null,
  createDelayMs: 0,
  rateLimitOnce: null,
  createDrop: false,
  pollFault: null,
  pollRateLimit: false,
  pollDrop: 0,
  pollHangMs: 0,
  unknownWord: false,
  noUrl: false,
  pollGarbage: 0,
  pollBadShape: 0,
  expire: false,
  moderation: false,
  hostile: false,
  ownLink: false,
  pollAfterMs: null,
  mediaNoCors: false,
  noCover: false,
};

export const scenarioTags = [
  ['[fail]', 'the job runs, then fails with an error message'],
  ['[slow]', 'every phase takes four times as long'],
  [
    '[long]',
    'every phase takes sixteen times as long (a video runs ~7 min, ~54 s at the e2e clock)',
  ],
  [
    '[400] [401] [403] [429] [500] [502]',
    'the create request answers with that status (502 as an HTML proxy page)',
  ],
  ['[slow-create]', 'the create request takes 4 s to answer (time to reload mid-POST)'],
  [
    '[429-once]',
    'the first create with these words answers 429 with Retry-After: 2; the next one is made',
  ],
  ['[drop-create]', 'the create request gets no answer: the connection drops'],
  ['[poll-500] [poll-502]', 'the first two polls answer 500 (JSON) or 502 (HTML page)'],
  ['[poll-429]', 'the first poll answers 429 with Retry-After: 3'],
  ['[poll-drop]', 'the first two polls drop the connection'],
  ['[poll-hang]', 'the first poll hangs for 40 s'],
  ['[unknown]', 'the vendor reports an undocumented status word for a while'],
  ['[nourl]', 'video: completes with no URL in the record; the bytes come from /content'],
  ['[moderation]', 'pixa: fails moderation (video_status 7)'],
  ['[deleted]', 'pixa: ends deleted (video_status 6) instead of done'],
  ['[fail-one]', 'music: only the second clip of a generation ends in error'],
  ['[poll-garbage]', 'the first two polls answer 200 with a truncated, non-JSON body'],
  ['[poll-badshape]', 'the first two polls answer 200 with JSON that is not the record'],
  [
    '[expire]',
    'video: the first finished record links to an expired (404) result; asking again gives a fresh link',
  ],
  [
    '[own-link]',
    'video and music: the result link names its task (for music, each clip), so POST /__demo/expire-media?task=<id> can take it away (410)',
  ],
  [
    '[poll-after]',
    'video: every unfinished record carries openai-poll-after-ms: 5000 (ask again in 5 s, no sooner)',
  ],
  [
    '[media-no-cors]',
    'video: the result link is on a media host that sends no CORS headers (over HTTP; in the page the link is the same as ever)',
  ],
  ['[no-cover]', 'music: the clips come with no picture (image_url null)'],
  [
    '[hostile]',
    'markup in every text field, javascript:/data:/vbscript: in every URL field, hostile status words for a while; the job still ends',
  ],
] as const;

export function parseScenario(text: string): Scenario {
  const tags = new Set(
    (text.toLowerCase().match(/\[[a-z0-9-]+\]/g) ?? []).map((t) => t.slice(1, -1)),
  );
  const createStatus = ['400', '401', '403', '429', '500', '502'].find((s) => tags.has(s));
  const pollStatus = tags.has('poll-502') ? 502 : tags.has('poll-500') ? 500 : null;
  return {
    ...noScenario,
    fail: tags.has('fail'),
    slow: tags.has('slow'),
    long: tags.has('long'),
    createStatus: createStatus ? Number(createStatus) : null,
    createDelayMs: tags.has('slow-create') ? 4_000 : 0,
    rateLimitOnce: tags.has('429-once') ? text : null,
    createDrop: tags.has('drop-create'),
    pollFault: pollStatus ? { status: pollStatus, count: 2 } : null,
    pollRateLimit: tags.has('poll-429'),
    pollDrop: tags.has('poll-drop') ? 2 : 0,
    pollHangMs: tags.has('poll-hang') ? 40_000 : 0,
    unknownWord: tags.has('unknown'),
    noUrl: tags.has('nourl'),
    pollGarbage: tags.has('poll-garbage') ? 2 : 0,
    pollBadShape: tags.has('poll-badshape') ? 2 : 0,
    expire: tags.has('expire'),
    moderation: tags.has('moderation'),
    hostile: tags.has('hostile'),
    ownLink: tags.has('own-link'),
    pollAfterMs: tags.has('poll-after') ? 5_000 : null,
    mediaNoCors: tags.has('media-no-cors'),
    noCover: tags.has('no-cover'),
  };
}

/** How many times longer than its timing a task's phases take: `[long]`, `[slow]`, or as timed. */
export function paceFactor(scenario: Pick<Scenario, 'slow' | 'long'>): number {
  return scenario.long ? 16 : scenario.slow ? 4 : 1;
}

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
  private tasks = new Map<string, DemoTask>();
  private counter = 0;

  constructor(options: EngineOptions) {
    this.now = options.now ?? Date.now;
    this.speed = options.speed ?? 1;
    this.mediaBase = options.mediaBase;
    this.apiKey = options.apiKey ?? null;
    this.noCorsMediaBase = options.noCorsMediaBase ?? null;
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
