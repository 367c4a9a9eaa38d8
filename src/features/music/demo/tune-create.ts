import { isUuid, randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { INFILL_MAX_SECONDS, tunePaths } from '@/features/music/gateway-schema/tune';
import { assumedPaths } from '../paths';
import { parseScenario, type DemoEngine, type DemoTask } from '@/gateway/demo/engine';
import { hostilise } from '@/gateway/demo/hostile';
import {
  json,
  readJsonBody,
  scriptedCreate,
  scriptedPollFault,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import {
  DEFAULT_MODEL,
  SAMPLE_DURATION_SECONDS,
  answerClip,
  isDescriptionMode,
  majorVersion,
  tuneModels,
  tuneTasks,
  tuneTimings,
} from './tune-clip';
import { detail, finishedSource, isResponse, lengthProblem, str } from './tune-request';
import { stems } from './tune-stems-concat';

/**
 * The tune (music) group: `POST /tune/generate` (the common form of the "not shown" create
 * operation) and `GET /tune/feed/{ids}` (documented). One generation makes two clips, each its own
 * engine task, moving submitted → queued → streaming → complete (or error). A streaming clip
 * already has an `audio_url`, a progressive stream whose address changes when the clip completes;
 * `metadata.duration` stays null until then. The feed answers the known ids among those asked, in
 * shuffled order, leaves unknown ids out, and answers 404 when it knows none.
 *
 * Scenario tags (anywhere in the lyrics, tags, title or description): [fail] ends both clips in
 * `error`; [fail-one] ends only the second clip in `error` (a mixed result); [slow], [unknown]
 * (an undocumented status word while queued), the create tags ([400]…[502], [slow-create],
 * [drop-create]) and the poll tags ([poll-500], [poll-502], [poll-429], [poll-drop], [poll-hang]).
 */

const limits = { prompt: 3000, tags: 200, title: 80, gpt_description_prompt: 500 } as const;

function validate(body: Record<string, unknown>): string | null {
  if (body.mv !== undefined && !tuneModels.includes(str(body.mv))) {
    return `mv must be one of ${tuneModels.join(', ')}`;
  }
  if (body.make_instrumental !== undefined && typeof body.make_instrumental !== 'boolean')
    return 'make_instrumental must be a boolean';
  const tooLong = lengthProblem(body, limits);
  if (tooLong !== null) return tooLong;
  const description = str(body.gpt_description_prompt).trim();
  if (description === '' && str(body.prompt).trim() === '' && body.make_instrumental !== true) {
    return 'prompt (lyrics) or gpt_description_prompt is required';
  }
  return null;
}

function scenarioText(body: Record<string, unknown>): string {
  return [body.prompt, body.tags, body.title, body.gpt_description_prompt].map(str).join(' ');
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    const a = out[i];
    const b = out[j];
    if (a !== undefined && b !== undefined) {
      out[i] = b;
      out[j] = a;
    }
  }
  return out;
}

function feed(ctx: RouteContext): DemoResponse {
  const ids = (ctx.params[0] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) return detail(400, 'clip ids are required');
  const malformed = ids.find((id) => !isUuid(id));
  if (malformed !== undefined) return detail(400, `Invalid clip id: ${malformed}`);
  const tasks = [...new Set(ids.map((id) => id.toLowerCase()))]
    .map((id) => ctx.engine.get('tune', id))
    .filter((task): task is DemoTask => task !== undefined);
  if (tasks.length === 0) return detail(404, 'Not found');
  // Every clip asked counts a poll, so each clip's scripted faults play out as they would alone.
  const faults = tasks.map((task) => scriptedPollFault(ctx, task));
  const fault = faults.find((f) => f !== null);
  if (fault) return fault;
  return json(200, shuffled(tasks.map((task) => answerClip(ctx.engine, task))));
}

/**
 * `task: "extend"` (`"upload_extend"` for an uploaded clip, and only for one): the clip must exist,
 * be complete, and `continue_at` fall inside it.
 */
function continueRefusal(engine: DemoEngine, body: Record<string, unknown>): DemoResponse | null {
  const source = finishedSource(engine, body.continue_clip_id, 'continue_clip_id');
  if (isResponse(source)) return source;
  const uploaded = source.input.task === 'upload';
  if (uploaded && body.task !== 'upload_extend')
    return detail(400, 'An uploaded clip is continued with task upload_extend');
  if (!uploaded && body.task === 'upload_extend')
    return detail(400, 'task upload_extend continues an uploaded clip only');
  const at = body.continue_at;
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0 || at > SAMPLE_DURATION_SECONDS) {
    return detail(
      400,
      `continue_at must be a number of seconds from 0 to ${SAMPLE_DURATION_SECONDS}`,
    );
  }
  return null;
}

/**
 * `task: "infill"`: the clip must exist and be complete; the section must lie inside it, end after
 * it starts and be at most `INFILL_MAX_SECONDS` long.
 */
function infillRefusal(engine: DemoEngine, body: Record<string, unknown>): DemoResponse | null {
  const source = finishedSource(engine, body.continue_clip_id, 'continue_clip_id');
  if (isResponse(source)) return source;
  const { infill_start_s: start, infill_end_s: end } = body;
  const inside = (n: unknown): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= SAMPLE_DURATION_SECONDS;
  if (!inside(start) || !inside(end))
    return detail(
      400,
      `infill_start_s and infill_end_s must be seconds from 0 to ${SAMPLE_DURATION_SECONDS}`,
    );
  if (end <= start) return detail(400, 'infill_end_s must be after infill_start_s');
  if (end - start > INFILL_MAX_SECONDS + 1e-9)
    return detail(400, `a section is at most ${INFILL_MAX_SECONDS} seconds`);
  return null;
}

export const tuneCreateRoutes: DemoRoute[] = [
  {
    method: 'POST',
    pattern: routePattern(assumedPaths.tuneCreatePath.default),
    handle(ctx) {
      const body = readJsonBody(ctx.request);
      if (body === null) return detail(400, 'request body must be a JSON object');
      const text = scenarioText(body);
      const scenario = parseScenario(text);
      const scripted = scriptedCreate(scenario);
      if (scripted !== null) return scripted;
      if (body.task === 'gen_stem') return stems(ctx, body);
      const more = typeof body.task === 'string' ? tuneTasks.get(body.task) : undefined;
      if (more !== undefined) return more.create(ctx, body, scenario.createDelayMs);
      if (body.task === 'infill') {
        const refusal = infillRefusal(ctx.engine, body);
        if (refusal !== null) return refusal;
      } else if (body.task !== undefined && body.task !== 'extend' && body.task !== 'upload_extend')
        return detail(400, `task must be extend, upload_extend, gen_stem or infill`);
      if (body.task === 'extend' || body.task === 'upload_extend') {
        const refusal = continueRefusal(ctx.engine, body);
        if (refusal !== null) return refusal;
      }
      const problem = validate(body);
      if (problem !== null) return detail(400, problem);
      const failOne = /\[fail-one\]/i.test(text);
      const tasks = tuneTimings.map((timing, index) =>
        ctx.engine.create('tune', {
          id: randomId(),
          // [fail-one] fails the second clip only: the engine reads [fail] from this text.
          prompt: failOne && index === 1 ? `${text} [fail]` : text,
          timing,
          body,
        }),
      );
      const clips = tasks.map((task) => answerClip(ctx.engine, task));
      const mv = str(body.mv) || DEFAULT_MODEL;
      const generation = {
        id: randomId(),
        metadata: {
          create_mode: isDescriptionMode(body) ? 'inspiration' : 'custom',
          mv,
          make_instrumental: body.make_instrumental === true,
          stream: true,
        },
        major_model_version: majorVersion[mv] ?? 'v3.5',
        status: 'complete',
        created_at: new Date(ctx.engine.now()).toISOString(),
        batch_size: clips.length,
      };
      // The generation's own id is never polled (the clips' ids are): it turns hostile too.
      const wrapper = scenario.hostile ? hostilise(generation) : generation;
      return {
        ...json(200, { id: wrapper.id, clips, ...wrapper }),
        delayMs: scenario.createDelayMs,
      };
    },
  },
  // The contract's prose writes the prefix `/tuneapi/feed/`, its example `/tune/feed/`: both answer.
  { method: 'GET', pattern: routePattern(assumedPaths.tuneFeedPath.default), handle: feed },
  { method: 'GET', pattern: routePattern(tunePaths.feedAsWritten), handle: feed },
];
