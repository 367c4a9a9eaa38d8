import type { DemoDeclaration } from '@/gateway/demo/routes';
import { POLL_AFTER_HEADER } from '@/gateway/hints';
import { routePattern } from '@/gateway/path';
import { videoPaths } from './gateway-schema';
import { assumedPaths } from './paths';
import { parseScenario, sampleMedia, type DemoTask } from '@/gateway/demo/engine';
import { hostilise, hostileStatusWords, topLevel } from '@/gateway/demo/hostile';
import {
  demoId,
  json,
  openAiError,
  readJsonBody,
  scriptedCreate,
  scriptedPollFault,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';

const models = ['videomodel-1.0-t2v', 'videomodel-1.0-i2v'];
const ratios = ['16:9', '9:16', '1:1', '4:3', '3:4', '4:5', '5:4', '9:21', '21:9'];
const timing = { queueMs: 3_000, runMs: 24_000 };

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

/** `<width>x<height>` for a resolution and ratio, the long side set by the resolution. */
export function sizeFor(resolution: string, ratio: string): string {
  const short = resolution === '1080P' ? 1080 : 720;
  const [w = 16, h = 9] = ratio.split(':').map(Number);
  const scale = short / Math.min(w, h);
  const even = (n: number) => Math.round((n * scale) / 2) * 2;
  return `${even(w)}x${even(h)}`;
}

function validate(body: Record<string, unknown>): string | null {
  if (typeof body.model !== 'string' || !models.includes(body.model))
    return `model must be one of ${models.join(', ')}`;
  if (typeof body.prompt !== 'string' || body.prompt.trim() === '') return 'prompt is required';
  const seconds = body.seconds;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 3 || seconds > 15)
    return 'seconds must be an integer from 3 to 15';
  if (body.resolution !== undefined && body.resolution !== '720P' && body.resolution !== '1080P')
    return 'resolution must be 720P or 1080P';
  if (
    body.model === 'videomodel-1.0-t2v' &&
    body.ratio !== undefined &&
    !ratios.includes(text(body.ratio, ''))
  )
    return `ratio must be one of ${ratios.join(', ')}`;
  if (
    body.model === 'videomodel-1.0-i2v' &&
    body.image === undefined &&
    body.images === undefined &&
    body.input_reference === undefined
  ) {
    return 'image to video needs a first-frame image (image, images or input_reference)';
  }
  return null;
}

/**
 * [hostile]: every string but the ids is markup or a script URL (the result URL included), and the
 * status word is hostile while queued and in the first half of the run; then the real words, so
 * the job still ends.
 */
function hostileVideo(
  value: Record<string, unknown>,
  phase: string,
  progress: number,
): Record<string, unknown> {
  const record = hostilise(value, topLevel('id', 'task_id'));
  const status =
    phase === 'queued'
      ? hostileStatusWords.queued
      : phase === 'running' && progress < 50
        ? hostileStatusWords.running
        : value.status;
  return { ...record, status };
}

function record(ctx: RouteContext, task: DemoTask) {
  const { engine } = ctx;
  const { phase, progress } = engine.phase(task);
  const body = task.input;
  const status =
    phase === 'queued'
      ? 'queued'
      : phase === 'running'
        ? task.scenario.unknownWord && progress < 50
          ? 'rendering_frames'
          : 'in_progress'
        : phase === 'succeeded'
          ? 'completed'
          : 'failed';
  const name = sampleMedia.videos[task.variant % 2] ?? 'sample.mp4';
  let url = task.scenario.ownLink
    ? engine.taskMedia(task, name)
    : task.scenario.mediaNoCors
      ? engine.mediaWithoutCors(name)
      : engine.media(name);
  if (phase === 'succeeded' && task.scenario.expire && !task.expiredLinkServed) {
    // A presigned link that expired before anyone loaded it; the next query hands out a fresh one.
    task.expiredLinkServed = true;
    url = engine.media('expired/sample.mp4?X-Amz-Expires=3600&X-Amz-Signature=0ld');
  }
  return {
    id: task.id,
    task_id: task.id,
    object: 'video',
    model: body.model,
    status,
    progress,
    created_at: engine.unixSeconds(task.createdAt),
    completed_at: phase === 'succeeded' || phase === 'failed' ? engine.unixSeconds() : null,
    expires_at: phase === 'succeeded' ? engine.unixSeconds() + 3600 : null,
    seconds: text(body.seconds, ''),
    size: sizeFor(text(body.resolution, '720P'), text(body.ratio, '16:9')),
    error:
      phase === 'failed'
        ? {
            code: 'generation_failed',
            message: 'The upstream model could not render this prompt (scenario [fail]).',
          }
        : null,
    metadata: phase === 'succeeded' && !task.scenario.noUrl ? { url } : {},
    ...(typeof body.remixed_from_video_id === 'string'
      ? { remixed_from_video_id: body.remixed_from_video_id }
      : {}),
  };
}

/**
 * `POST /v1/videos/{id}/remix {prompt}` (field notes): a new video task from a finished one, with
 * the source's model, length and size and the new prompt (its scenario tags apply). An unknown
 * source answers 404, one not yet completed (or failed) 400.
 */
function remix(ctx: RouteContext) {
  const sourceId = ctx.params[0] ?? '';
  const source = ctx.engine.get('video', sourceId);
  if (source === undefined)
    return openAiError(404, 'task_not_exist', 'invalid_request_error', 'task_not_exist');
  const body = readJsonBody(ctx.request);
  if (body === null)
    return openAiError(400, 'request body must be a JSON object', 'invalid_request_error');
  const prompt = typeof body.prompt === 'string' ? body.prompt : '';
  const scenario = parseScenario(prompt);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  if (prompt.trim() === '')
    return openAiError(400, 'prompt is required', 'invalid_request_error', 'invalid_parameter');
  if (ctx.engine.phase(source).phase !== 'succeeded') {
    return openAiError(
      400,
      'only a completed video can be remixed',
      'invalid_request_error',
      'invalid_parameter',
    );
  }
  const input: Record<string, unknown> = {
    ...source.input,
    prompt,
    remixed_from_video_id: source.id,
  };
  const task = ctx.engine.create('video', { id: demoId('video_'), prompt, timing, body: input });
  const answer = {
    id: task.id,
    task_id: task.id,
    object: 'video',
    model: input.model,
    status: 'queued',
    progress: 0,
    created_at: ctx.engine.unixSeconds(task.createdAt),
    seconds: text(input.seconds, ''),
    size: sizeFor(text(input.resolution, '720P'), text(input.ratio, '16:9')),
    remixed_from_video_id: source.id,
  };
  return {
    ...json(200, scenario.hostile ? hostileVideo(answer, 'queued', 0) : answer),
    delayMs: scenario.createDelayMs,
  };
}

export const videoRoutes: DemoRoute[] = [
  { method: 'POST', pattern: routePattern(assumedPaths.videoRemixPath.default), handle: remix },
  {
    method: 'POST',
    pattern: routePattern(videoPaths.create),
    handle(ctx) {
      const body = readJsonBody(ctx.request);
      if (body === null)
        return openAiError(400, 'request body must be a JSON object', 'invalid_request_error');
      const prompt = typeof body.prompt === 'string' ? body.prompt : '';
      const scenario = parseScenario(prompt);
      const scripted = scriptedCreate(scenario);
      if (scripted !== null) return scripted;
      const problem = validate(body);
      if (problem !== null)
        return { ...openAiError(400, problem, 'invalid_request_error', 'invalid_parameter') };
      const task = ctx.engine.create('video', { id: demoId('video_'), prompt, timing, body });
      const answer = {
        id: task.id,
        task_id: task.id,
        object: 'video',
        model: body.model,
        status: 'queued',
        progress: 0,
        created_at: ctx.engine.unixSeconds(task.createdAt),
        seconds: text(body.seconds, ''),
        size: sizeFor(text(body.resolution, '720P'), text(body.ratio, '16:9')),
      };
      return {
        ...json(200, scenario.hostile ? hostileVideo(answer, 'queued', 0) : answer),
        delayMs: scenario.createDelayMs,
      };
    },
  },
  {
    method: 'GET',
    pattern: routePattern(videoPaths.task),
    handle(ctx) {
      const task = ctx.engine.get('video', ctx.params[0] ?? '');
      if (task === undefined)
        return openAiError(404, 'task_not_exist', 'invalid_request_error', 'task_not_exist');
      const fault = scriptedPollFault(ctx, task);
      if (fault !== null) return fault;
      const answer = record(ctx, task);
      const { phase, progress } = ctx.engine.phase(task);
      // What some OpenAI-compatible gateways send on an unfinished video (gateway field notes).
      const unfinished = phase === 'queued' || phase === 'running';
      const hint =
        unfinished && task.scenario.pollAfterMs !== null
          ? { [POLL_AFTER_HEADER]: String(task.scenario.pollAfterMs) }
          : undefined;
      return json(
        200,
        task.scenario.hostile ? hostileVideo(answer, phase, progress) : answer,
        hint,
      );
    },
  },
  {
    method: 'GET',
    pattern: routePattern(videoPaths.content),
    handle(ctx) {
      const task = ctx.engine.get('video', ctx.params[0] ?? '');
      if (task === undefined)
        return openAiError(404, 'task_not_exist', 'invalid_request_error', 'task_not_exist');
      if (ctx.engine.phase(task).phase !== 'succeeded')
        return openAiError(404, 'video is not ready yet', 'invalid_request_error');
      if (task.mediaExpired === true)
        return openAiError(
          410,
          'the video content has expired and was deleted',
          'invalid_request_error',
        );
      const name = sampleMedia.videos[task.variant % 2] ?? 'sample.mp4';
      return {
        status: 200,
        body: {
          type: 'file',
          name,
          contentType: name.endsWith('.webm') ? 'video/webm' : 'video/mp4',
        },
      };
    },
  },
];

/** Video's demo (found by the app and the demo HTTP server in this folder, decision 025). */
export const demo: DemoDeclaration = {
  kind: 'video',
  routes: videoRoutes,
  prices: { video: 40 },
  starts: { method: 'POST', path: videoPaths.create },
};
