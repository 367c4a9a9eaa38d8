import { randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from '../paths';
import { parseScenario, type DemoTask, type Timing } from '@/gateway/demo/engine';
import {
  json,
  readJsonBody,
  scriptedCreate,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import { answerClip, answeredTitle, tuneModels, tuneTasks, tuneTimings } from './tune-clip';
import { detail, finishedSource, isResponse, lengthProblem, str } from './tune-request';

/**
 * Songs made anew from a finished clip (issue 26), on the music create path like any generation —
 * two clips followed on the feed:
 * - `task: "cover"` with `cover_clip_id`: the clip restyled with new style tags (and its lyrics,
 *   or new ones);
 * - `task: "overpainting"` / `"underpainting"` with `continue_clip_id`: vocals sung over an
 *   instrumental, an instrumental played under a clip with vocals;
 * - `task: "artist_consistency"` with `persona_id` and `artist_clip_id`: a new song in the voice of
 *   a persona made by `POST /tune/persona/create/` (also here).
 * The create scenario tags ([400]…[502], [slow-create], [drop-create]) apply as to any music
 * create (the create route reads them first); [fail] in the words ends both clips in `error`.
 */

const restyleTasks = ['cover', 'overpainting', 'underpainting', 'artist_consistency'] as const;

/** What a clip record names beside its `type`, so a clip followed by id keeps its lineage. */
function restyleMetadata(body: Record<string, unknown>): Record<string, unknown> {
  if (body.task === 'cover') return { cover_clip_id: body.cover_clip_id };
  if (body.task === 'artist_consistency')
    return { persona_id: body.persona_id, artist_clip_id: body.artist_clip_id };
  return { continue_clip_id: body.continue_clip_id };
}

const limits = { prompt: 3000, tags: 200, title: 80 } as const;

/** An uploaded clip's record says so; the demo cannot tell whether it sings, so it lets both be. */
const isUpload = (task: DemoTask) => task.input.task === 'upload' || task.input.type === 'upload';

/** Whether a demo clip sings: it does unless it was made instrumental (a stem's instrumental is). */
const sings = (task: DemoTask): boolean | null =>
  isUpload(task) ? null : task.input.make_instrumental !== true;

function wordsProblem(body: Record<string, unknown>): string | null {
  if (body.mv !== undefined && !tuneModels.includes(str(body.mv)))
    return `mv must be one of ${tuneModels.join(', ')}`;
  return lengthProblem(body, limits);
}

/** The clip a request names, and the body each of its two new clips is made from. */
function plan(
  ctx: RouteContext,
  body: Record<string, unknown>,
): { source: DemoTask; made: Record<string, unknown> } | DemoResponse {
  const lyrics = str(body.prompt);
  const tags = str(body.tags);
  const common = { task: body.task, tags, mv: str(body.mv) };
  if (body.task === 'artist_consistency') {
    const persona =
      typeof body.persona_id === 'string' ? ctx.engine.get('persona', body.persona_id) : undefined;
    if (persona === undefined) return detail(404, 'Persona not found');
    if (body.artist_clip_id !== persona.input.root_clip_id)
      return detail(400, "artist_clip_id must be the persona's root clip");
    const source = finishedSource(ctx.engine, body.artist_clip_id, 'artist_clip_id');
    if (isResponse(source)) return source;
    if (lyrics.trim() === '') return detail(400, 'prompt (lyrics) is required');
    return {
      source,
      made: {
        ...common,
        persona_id: persona.id,
        artist_clip_id: source.id,
        prompt: lyrics,
        title: str(body.title),
        make_instrumental: false,
      },
    };
  }
  const cover = body.task === 'cover';
  const id = cover ? body.cover_clip_id : body.continue_clip_id;
  const source = finishedSource(ctx.engine, id, cover ? 'cover_clip_id' : 'continue_clip_id');
  if (isResponse(source)) return source;
  // A blank title keeps the source's, as its record answers it (a described song's is written).
  const title = str(body.title) || answeredTitle(source);
  const link = cover ? { cover_clip_id: source.id } : { continue_clip_id: source.id };
  if (body.task === 'overpainting') {
    if (sings(source) === true)
      return detail(400, 'overpainting needs an instrumental clip: this one already has vocals');
    if (lyrics.trim() === '') return detail(400, 'prompt (the lyrics to sing) is required');
    return {
      source,
      made: { ...common, ...link, prompt: lyrics, title, make_instrumental: false },
    };
  }
  if (tags.trim() === '') return detail(400, 'tags (the new style) are required');
  if (body.task === 'underpainting') {
    if (sings(source) === false)
      return detail(400, 'underpainting needs a clip with vocals: this one is instrumental');
    const sung = str(source.input.prompt);
    return { source, made: { ...common, ...link, prompt: sung, title, make_instrumental: false } };
  }
  // A cover of an instrumental without new words stays instrumental.
  return {
    source,
    made: { ...common, ...link, prompt: lyrics, title, make_instrumental: lyrics.trim() === '' },
  };
}

/** The create route's answer to a restyling task (the create faults were read before it). */
function restyle(ctx: RouteContext, body: Record<string, unknown>, delayMs: number): DemoResponse {
  const problem = wordsProblem(body);
  if (problem !== null) return detail(400, problem);
  const planned = plan(ctx, body);
  if (isResponse(planned)) return planned;
  const text = [body.prompt, body.tags, body.title].map(str).join(' ');
  const tasks = tuneTimings.map((timing) =>
    ctx.engine.create('tune', { id: randomId(), prompt: text, timing, body: planned.made }),
  );
  return {
    ...json(200, { id: randomId(), clips: tasks.map((task) => answerClip(ctx.engine, task)) }),
    delayMs,
  };
}

/** Making a persona takes a moment: the voice is read from the clip. */
export const personaTiming: Timing = { queueMs: 0, runMs: 0 };
export const PERSONA_DELAY_MS = 1_200;
const PERSONA_NAME_MAX = 60;
const PERSONA_DESCRIPTION_MAX = 500;

/**
 * `POST /tune/persona/create/ {root_clip_id, name, description, clips: [root_clip_id], is_public}`
 * → `{id, name, description, root_clip_id, …}`. The clip must be finished and not an upload; the
 * name's and description's create tags ([400]…[502], [slow-create], [drop-create]) apply.
 */
function personaCreate(ctx: RouteContext): DemoResponse {
  const body = readJsonBody(ctx.request);
  if (body === null) return detail(400, 'request body must be a JSON object');
  const name = str(body.name);
  const description = str(body.description);
  const scenario = parseScenario(`${name} ${description}`);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  const source = finishedSource(ctx.engine, body.root_clip_id, 'root_clip_id');
  if (isResponse(source)) return source;
  if (isUpload(source)) return detail(400, 'An uploaded clip cannot be made a persona');
  if (name.trim() === '') return detail(400, 'name is required');
  if (name.length > PERSONA_NAME_MAX)
    return detail(400, `name is longer than ${PERSONA_NAME_MAX} characters`);
  if (description.length > PERSONA_DESCRIPTION_MAX)
    return detail(400, `description is longer than ${PERSONA_DESCRIPTION_MAX} characters`);
  const clips = body.clips;
  if (!Array.isArray(clips) || !clips.includes(source.id))
    return detail(400, 'clips must hold the root clip');
  const persona = ctx.engine.create('persona', {
    id: randomId(),
    prompt: '',
    timing: personaTiming,
    body: { ...body, root_clip_id: source.id },
  });
  return {
    ...json(200, {
      id: persona.id,
      name,
      description,
      root_clip_id: source.id,
      clips: [source.id],
      is_public: body.is_public === true,
      persona_type: 'vox',
      created_at: new Date(ctx.engine.now()).toISOString(),
    }),
    delayMs: PERSONA_DELAY_MS + scenario.createDelayMs,
  };
}

// The create path's own route hands these tasks here (registered once, when the routes load).
for (const task of restyleTasks)
  tuneTasks.set(task, { create: restyle, metadata: restyleMetadata });

export const tuneRestyleRoutes: DemoRoute[] = [
  {
    method: 'POST',
    pattern: routePattern(assumedPaths.tunePersonaPath.default),
    handle: personaCreate,
  },
];
