import type { DemoDeclaration } from '@/gateway/demo/routes';
import { isUuid } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { pikbPaths } from './gateway-schema';
import {
  paceFactor,
  sampleMedia,
  type DemoEngine,
  type DemoTask,
  type Timing,
} from '@/gateway/demo/engine';
import { hostilise, hostileStatusWords, hostileTexts, topLevel } from '@/gateway/demo/hostile';
import {
  json,
  requestId,
  scriptedPollFault,
  taskError,
  type DemoRoute,
  type DemoResponse,
  type RouteContext,
} from '@/gateway/demo/http';

/**
 * The pikb query, `GET /pikb/task?id=<uuid>`. The contract does not show how a pikb task is
 * created, so the studio can only follow ids a person brings. To make that testable, every
 * well-formed UUID is known here: its task comes into being at the first query, with content
 * derived from the id alone (the same id always tells the same story), and its videos move
 * queued → started → finished, each on its own staggered clock.
 *
 * Ids whose first group is special (documented in docs/generators/pikb.md):
 * - `00000000` — no such task: 404 with the task-route envelope.
 * - `fa11fa11` — three videos; the second ends in `error`, the others finish.
 * - `deadbeef` — every video ends `failed`.
 * - `00000429`, `00000500`, `00000502` — the first poll answers 429 (Retry-After: 3), or the first
 *   two answer 500 (JSON) / 502 (an HTML proxy page); then all is well.
 * - `0badc0de` — a hostile task (the `[hostile]` scenario): markup in every text field, script URLs
 *   in every URL field, hostile status words until each video finishes.
 */

export const pikbDemoIds = {
  notFound: '00000000',
  oneEntryFails: 'fa11fa11',
  allFail: 'deadbeef',
  hostile: '0badc0de',
} as const;

/** Poll-fault scenarios, spelled as the engine's prompt tags so `parseScenario` reads them. */
const faultTags: Record<string, string> = {
  '00000429': '[poll-429]',
  '00000500': '[poll-500]',
  '00000502': '[poll-502]',
};

/** For the first few seconds a new task has no video entries at all. */
export const PIKB_NO_VIDEOS_MS = 3_000;

/** Entry `i` waits longer and renders longer than the one before: they finish one by one. */
export function pikbEntryTiming(index: number): Timing {
  return { queueMs: 5_000 + 4_000 * index, runMs: 30_000 + 8_000 * index };
}

const effects = [
  'Inflate',
  'Melt',
  'Explode',
  'Squish',
  'Crush',
  'Cake-ify',
  'Dissolve',
  'Deflate',
  'Levitate',
  'Ta-da',
];
const models = ['1.5', '2.1', '2.2', 'turbo'];
const ratios = ['16:9', '9:16', '1:1', '4:5', '5:2', null] as const;
const prompts = [
  'A ceramic teapot on a kitchen table, soft morning light',
  'A red vintage car parked on a cobbled street',
  'A corgi sitting on a beach towel, looking at the camera',
  'A stack of pancakes with syrup, close-up',
  'A potted cactus on a windowsill at sunset',
  'A rubber duck floating in a bathtub full of foam',
  'An old brass alarm clock on a wooden nightstand',
  'A city bus in the rain, neon reflections on the road',
];
const negativePrompts = [
  'blurry, low quality, watermark',
  'distorted hands, extra limbs',
  'text, logo, jpeg artifacts',
  '',
];
const cameras = [
  null,
  null,
  { pan: 'right', tilt: null, rotate: null, zoom: null },
  { pan: null, tilt: null, rotate: null, zoom: 'in' },
];

/** FNV-1a: a small, stable hash so an id always yields the same task. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded sequence of numbers in [0, 1). */
function sequence(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function uuidFrom(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PikbDemoContent {
  promptText: string;
  effect: string;
  model: string;
  duration: number;
  aspectRatio: string | null;
  frameRate: number;
  camera: Record<string, string | null> | null;
  motion: number;
  guidanceScale: number;
  negativePrompt: string;
  seed: number | null;
  userId: string;
  hasSfx: boolean;
  entries: { id: string; seed: number; fails: 'error' | 'failed' | null }[];
}

/** Everything a demo task says, from its id alone. */
export function pikbDemoContent(id: string): PikbDemoContent {
  const lower = id.toLowerCase();
  const first = lower.slice(0, 8);
  const next = sequence(hash(lower));
  const count = first === pikbDemoIds.oneEntryFails ? 3 : 1 + Math.floor(next() * 3);
  const seeded = next() < 0.5;
  const content: PikbDemoContent = {
    promptText: pick(next, prompts),
    effect: pick(next, effects),
    model: pick(next, models),
    duration: next() < 0.7 ? 5 : 10,
    aspectRatio: pick(next, ratios),
    frameRate: 24,
    camera: pick(next, cameras),
    motion: 1 + Math.floor(next() * 4),
    guidanceScale: 12,
    negativePrompt: pick(next, negativePrompts),
    seed: seeded ? Math.floor(next() * 4_294_967_295) : null,
    userId: uuidFrom(next),
    hasSfx: next() < 0.3,
    entries: [],
  };
  for (let i = 0; i < count; i += 1) {
    const fails =
      first === pikbDemoIds.allFail
        ? 'failed'
        : first === pikbDemoIds.oneEntryFails && i === 1
          ? 'error'
          : null;
    content.entries.push({ id: uuidFrom(next), seed: Math.floor(next() * 4_294_967_295), fails });
  }
  return content;
}

function elapsedMs(engine: DemoEngine, task: DemoTask): number {
  return (engine.now() - task.createdAt) * engine.speed;
}

function entryRecord(engine: DemoEngine, task: DemoTask, content: PikbDemoContent, index: number) {
  const entry = content.entries[index];
  if (entry === undefined) return null;
  // A failing entry gives up part-way through its run, as the engine's [fail] scenario does.
  const scripted: DemoTask = {
    ...task,
    scenario: { ...task.scenario, fail: entry.fails !== null },
  };
  const { phase } = engine.phase(scripted, pikbEntryTiming(index));
  const status =
    phase === 'queued'
      ? 'queued'
      : phase === 'running'
        ? 'started'
        : phase === 'succeeded'
          ? 'finished'
          : (entry.fails ?? 'failed');
  const video =
    sampleMedia.videos[(task.variant + index) % sampleMedia.videos.length] ?? 'sample.mp4';
  return {
    id: entry.id,
    status,
    seed: entry.seed,
    duration: content.duration,
    feedback: 0,
    favorited: false,
    folders: [],
    ...(phase === 'failed' ? {} : { sharingUrl: `https://pikb.example/video/${entry.id}` }),
    // The field notes: these three appear with `finished`.
    ...(phase === 'succeeded'
      ? {
          resultUrl: engine.media(video),
          videoPoster: engine.media(sampleMedia.poster),
          imageThumb: engine.media(sampleMedia.poster),
        }
      : {}),
  };
}

/** The task record as a pikb gateway returns it, at this moment of its life. */
export function pikbRecord(engine: DemoEngine, task: DemoTask) {
  const content = pikbDemoContent(task.id);
  const params = {
    options: {
      aspectRatio: content.aspectRatio,
      frameRate: content.frameRate,
      camera: content.camera,
      parameters: {
        motion: content.motion,
        guidanceScale: content.guidanceScale,
        negativePrompt: content.negativePrompt,
        seed: content.seed,
      },
    },
    userId: content.userId,
    promptText: content.promptText,
    pikbeffect: content.effect,
    model: content.model,
    duration: content.duration,
    image: engine.media(sampleMedia.cover),
  };
  const factor = paceFactor(task.scenario);
  const videos =
    elapsedMs(engine, task) < PIKB_NO_VIDEOS_MS * factor
      ? []
      : content.entries.flatMap((_, index) => {
          const entry = entryRecord(engine, task, content, index);
          return entry === null ? [] : [entry];
        });
  return {
    id: task.id,
    promptText: content.promptText,
    params,
    adjusted: false,
    upscaled: false,
    hasSfx: content.hasSfx,
    lipSynced: false,
    extended: 0,
    videos,
  };
}

/**
 * [hostile]: every string but the task id (the one the studio polls with) is markup or a script
 * URL — prompt, params, effect, model, user id, input image, each video's own id (distinct, since
 * the card tells them apart by it), `resultUrl`, `sharingUrl`, `videoPoster`, `imageThumb`. A
 * video's status is a hostile word while it is queued or started; `finished`, `error` and `failed`
 * stay, so the task still ends.
 */
export function hostilePikbRecord(record: ReturnType<typeof pikbRecord>): Record<string, unknown> {
  const hostile = hostilise(record, topLevel('id'));
  const words: Record<string, string> = {
    queued: hostileStatusWords.queued,
    started: hostileStatusWords.running,
  };
  const videos = record.videos.map((video, index) => {
    const entry = hostilise(video);
    return {
      ...entry,
      id: hostileTexts[index % hostileTexts.length],
      status: words[video.status] ?? video.status,
    };
  });
  return { ...hostile, videos };
}

function notFound(): DemoResponse {
  return taskError(404, 'task_not_exist', `task not found (request id: ${requestId()})`);
}

function queryTask(ctx: RouteContext): DemoResponse {
  const id = (ctx.request.url.searchParams.get('id') ?? '').trim();
  if (id === '')
    return taskError(
      400,
      'invalid_request',
      `query parameter id is required (request id: ${requestId()})`,
    );
  if (!isUuid(id))
    return taskError(400, 'invalid_request', `id must be a UUID (request id: ${requestId()})`);
  const first = id.slice(0, 8).toLowerCase();
  if (first === pikbDemoIds.notFound) return notFound();
  const content = pikbDemoContent(id);
  const task =
    ctx.engine.get('pikb', id) ??
    ctx.engine.create('pikb', {
      id,
      // Only read for scenario tags: a followed task has no prompt of the person's own.
      prompt: first === pikbDemoIds.hostile ? '[hostile]' : (faultTags[first] ?? ''),
      timing: pikbEntryTiming(0),
      body: { derivedFrom: id, videos: content.entries.length },
    });
  const fault = scriptedPollFault(ctx, task);
  if (fault !== null) return fault;
  const record = pikbRecord(ctx.engine, task);
  return json(200, task.scenario.hostile ? hostilePikbRecord(record) : record);
}

export const pikbRoutes: DemoRoute[] = [
  { method: 'GET', pattern: routePattern(pikbPaths.task), handle: queryTask },
];

/** Pikb's demo (found by the app and the demo HTTP server in this folder, decision 025). */
export const demo: DemoDeclaration = {
  kind: 'pikb',
  routes: pikbRoutes,
  prices: { pikb: 0 },
  starts: { method: 'GET', path: pikbPaths.task },
};
