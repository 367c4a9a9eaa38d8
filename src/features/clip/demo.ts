import type { DemoDeclaration } from '@/gateway/demo/routes';
import { randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { clipPaths } from './gateway-schema';
import { assumedPaths } from './paths';
import { parseScenario, sampleMedia, type DemoTask } from '@/gateway/demo/engine';
import { hostilise, hostileStatusWords, topLevel } from '@/gateway/demo/hostile';
import {
  json,
  readJsonBody,
  requestId,
  scriptedCreate,
  scriptedPollFault,
  taskError,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';

/**
 * The clip group as comparable gateways run it (field notes): `pending` for a few seconds, then
 * `processing` with `estimate_wait_seconds` counting down, then `completed` with
 * `video: {url, width, height, thumbnail, download_url}` or `failed` with `failure_reason`.
 * Only the default query path (`GET /v1/clipapro/generations/{id}`) is served: the demo does not
 * pretend to know other gateways' paths.
 */
export const CLIP_TIMING = { queueMs: 6_000, runMs: 54_000 };
export const clipAspectRatios = ['16:9', '9:16', '1:1', '4:3', '3:4', '21:9', '9:21'] as const;

/** Output sizes per aspect ratio, as such models render them. */
const sizes: Record<string, { width: number; height: number }> = {
  '16:9': { width: 1360, height: 752 },
  '9:16': { width: 752, height: 1360 },
  '1:1': { width: 1024, height: 1024 },
  '4:3': { width: 1168, height: 864 },
  '3:4': { width: 864, height: 1168 },
  '21:9': { width: 1552, height: 656 },
  '9:21': { width: 656, height: 1552 },
};

function badRequest(message: string): DemoResponse {
  return taskError(400, 'invalid_request', `${message} (request id: ${requestId()})`);
}

function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    // blob: is what the page's own demo answers an image upload with (routes/image-upload.ts).
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'blob:';
  } catch {
    return false;
  }
}

/** What a real gateway refuses before it creates anything. */
export function validateClipBody(body: Record<string, unknown>): string | null {
  if (typeof body.user_prompt !== 'string' || body.user_prompt.trim() === '')
    return 'user_prompt is required';
  const ratio = body.aspect_ratio;
  if (
    ratio !== undefined &&
    (typeof ratio !== 'string' || !(clipAspectRatios as readonly string[]).includes(ratio))
  ) {
    return `aspect_ratio must be one of ${clipAspectRatios.join(', ')}`;
  }
  for (const name of ['expand_prompt', 'loop'] as const) {
    if (body[name] !== undefined && typeof body[name] !== 'boolean')
      return `${name} must be a boolean`;
  }
  for (const name of ['image_url', 'image_end_url'] as const) {
    if (body[name] !== undefined && !isWebUrl(body[name])) return `${name} must be an http(s) URL`;
  }
  return null;
}

function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** A presigned-looking link that says it expires in an hour, as the vendor's storage hands out. */
function presigned(url: string, task: DemoTask): string {
  const signature = Array.from(task.id.replace(/-/g, '')).reverse().join('').padEnd(64, '0');
  return `${url}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600&X-Amz-Signature=${signature}`;
}

function failureReason(task: DemoTask): string {
  return task.scenario.moderation
    ? '400: prompt not allowed because advanced moderation failed (scenario [moderation])'
    : 'Job failed: the model could not render this prompt (scenario [fail])';
}

/** The record the query answers with, as a function of the task's age. */
export function clipRecord(ctx: RouteContext, task: DemoTask): Record<string, unknown> {
  const { engine } = ctx;
  const { phase, progress, remainingMs } = engine.phase(task);
  const ratio = typeof task.input.aspect_ratio === 'string' ? task.input.aspect_ratio : '16:9';
  const size = sizes[ratio] ?? { width: 1360, height: 752 };
  const state =
    phase === 'queued'
      ? 'pending'
      : phase === 'running'
        ? task.scenario.unknownWord && progress < 50
          ? 'upscaling'
          : 'processing'
        : phase === 'succeeded'
          ? 'completed'
          : 'failed';
  const base = {
    id: task.id,
    prompt: task.input.user_prompt,
    state,
    created_at: isoTime(task.createdAt),
    video: null as Record<string, unknown> | null,
    liked: null,
    // Wall-clock seconds: what a person watching would wait, whatever the demo's speed.
    estimate_wait_seconds:
      phase === 'running' ? Math.max(1, Math.ceil(remainingMs / engine.speed / 1000)) : null,
    failure_reason: phase === 'failed' ? failureReason(task) : null,
  };
  if (phase !== 'succeeded') return base;
  const url = engine.media(sampleMedia.videos[task.variant % 2] ?? 'sample.mp4');
  const poster = engine.media(sampleMedia.poster);
  return {
    ...base,
    video: {
      url,
      width: size.width,
      height: size.height,
      thumbnail: poster,
      download_url: presigned(url, task),
    },
    video_raw: { url, width: size.width, height: size.height },
    thumbnail: { url: poster, width: size.width, height: size.height },
    last_frame: { url: poster, width: size.width, height: size.height },
  };
}

/**
 * [hostile]: every string but the id is markup or a script URL (video, thumbnail and download URLs
 * included); the state is a hostile word while pending and in the first half of processing, then
 * the real words, so the job still ends.
 */
export function hostileClipRecord(
  ctx: RouteContext,
  task: DemoTask,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const { phase, progress } = ctx.engine.phase(task);
  const record = hostilise(value, topLevel('id'));
  const state =
    phase === 'queued'
      ? hostileStatusWords.queued
      : phase === 'running' && progress < 50
        ? hostileStatusWords.running
        : value.state;
  return { ...record, state };
}

/**
 * `POST /v1/clipapro/generations/{id}/extend` with the create body (field notes): a new generation
 * that continues a finished clip. An unknown source answers 404, one not yet completed 400; the
 * new prompt's scenario tags apply as on a create.
 */
function extend(ctx: RouteContext): DemoResponse {
  const source = ctx.engine.get('clip', ctx.params[0] ?? '');
  if (source === undefined) return taskError(404, 'task_not_exist', 'task_not_exist');
  const body = readJsonBody(ctx.request);
  if (body === null) return badRequest('request body must be a JSON object');
  return createClip(ctx, body, source);
}

/**
 * A create, or an extend of `source`: the prompt's scripted answers first, then the body's checks,
 * then one new task and exactly the documented create answer (`video`, `liked` and the estimate
 * are null).
 */
function createClip(
  ctx: RouteContext,
  body: Record<string, unknown>,
  source?: DemoTask,
): DemoResponse {
  const prompt = typeof body.user_prompt === 'string' ? body.user_prompt : '';
  const scenario = parseScenario(prompt);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  const problem = validateClipBody(body);
  if (problem !== null) return badRequest(problem);
  if (source !== undefined && ctx.engine.phase(source).phase !== 'succeeded')
    return badRequest('only a completed generation can be extended');
  const stored = source === undefined ? body : { ...body, extended_from: source.id };
  const task = ctx.engine.create('clip', {
    id: randomId(),
    prompt,
    timing: CLIP_TIMING,
    body: stored,
  });
  const answer = {
    id: task.id,
    prompt,
    state: 'pending',
    created_at: isoTime(task.createdAt),
    video: null,
    liked: null,
    estimate_wait_seconds: null,
    server_id: randomId(),
  };
  return {
    ...json(200, scenario.hostile ? hostileClipRecord(ctx, task, answer) : answer),
    delayMs: scenario.createDelayMs,
  };
}

export const clipRoutes: DemoRoute[] = [
  { method: 'POST', pattern: routePattern(assumedPaths.clipExtendPath.default), handle: extend },
  {
    method: 'POST',
    pattern: routePattern(clipPaths.create),
    handle(ctx) {
      const body = readJsonBody(ctx.request);
      if (body === null) return badRequest('request body must be a JSON object');
      return createClip(ctx, body);
    },
  },
  {
    method: 'GET',
    pattern: routePattern(assumedPaths.clipQueryPath.default),
    handle(ctx) {
      const task = ctx.engine.get('clip', ctx.params[0] ?? '');
      if (task === undefined) return taskError(404, 'task_not_exist', 'task_not_exist');
      // The query record has no server_id: gateways add it to the create answer only.
      const fault = scriptedPollFault(ctx, task);
      if (fault !== null) return fault;
      const record = clipRecord(ctx, task);
      return json(200, task.scenario.hostile ? hostileClipRecord(ctx, task, record) : record);
    },
  },
];

/** Clip's demo (found by the app and the demo HTTP server in this folder, decision 025). */
export const demo: DemoDeclaration = {
  kind: 'clip',
  routes: clipRoutes,
  prices: { clip: 30 },
  starts: { method: 'POST', path: clipPaths.create },
};
