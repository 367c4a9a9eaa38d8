import { isUuid, randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { INFILL_MAX_SECONDS, tunePaths } from '@/features/music/gateway-schema/tune';
import { assumedPaths } from '../paths';
import {
  paceFactor,
  parseScenario,
  sampleMedia,
  type DemoEngine,
  type DemoTask,
  type Scenario,
  type Timing,
} from '@/gateway/demo/engine';
import { hostilise, hostileStatusWords, topLevel } from '@/gateway/demo/hostile';
import {
  json,
  readJsonBody,
  scriptedCreate,
  scriptedPollFault,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';

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

export const tuneModels: readonly string[] = ['chirp-v4', 'chirp-v3-5', 'chirp-v3-0'];
const DEFAULT_MODEL = 'chirp-v3-5';
const majorVersion: Record<string, string> = {
  'chirp-v4': 'v4',
  'chirp-v3-5': 'v3.5',
  'chirp-v3-0': 'v3',
};

/**
 * More tasks of the create path, each answered by its own module (`tune-restyle.ts`: cover,
 * overpainting, underpainting, artist_consistency), which registers them here: its answer once the
 * create scenario tags have been read, and what its clips' records name beside their `type`.
 */
export interface TuneTask {
  create(ctx: RouteContext, body: Record<string, unknown>, delayMs: number): DemoResponse;
  metadata(body: Record<string, unknown>): Record<string, unknown>;
}
export const tuneTasks = new Map<string, TuneTask>();

/** Two clips per generation; the second takes a little longer, as real pairs rarely finish together. */
export const tuneTimings: readonly [Timing, Timing] = [
  { queueMs: 8_000, runMs: 30_000 },
  { queueMs: 10_000, runMs: 36_000 },
];
/** The first part of the queue phase reads `submitted`. */
const SUBMITTED_SHARE = 0.4;
/** The real length of the sample songs (public/demo/tune-*.mp3), reported once a clip completes. */
export const SAMPLE_DURATION_SECONDS = 6.03;

const limits = { prompt: 3000, tags: 200, title: 80, gpt_description_prompt: 500 } as const;
const DEMO_USER = '5a1e7c3b-0d2f-4e8a-9b6c-1f3d5e7a9c0b';

/** FastAPI-style error body, as music gateways send it: `{"detail": "…"}`. */
export function detail(status: number, message: string): DemoResponse {
  return json(status, { detail: message });
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The first limit a body's text fields break, as the gateway words it; null when none is broken. */
export function lengthProblem(
  body: Record<string, unknown>,
  limits: Readonly<Record<string, number>>,
): string | null {
  for (const [field, max] of Object.entries(limits)) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string')
      return `${field} must be a string`;
    if (str(value).length > max) return `${field} is longer than ${max} characters`;
  }
  return null;
}

/**
 * A create that takes one text (a lyrics idea, style tags), read as each of them reads it: a JSON
 * body, the scenario tags in the text (a scripted failure answers before any check), then the text
 * required and within its limit.
 */
export function requiredText(
  ctx: RouteContext,
  field: string,
  max: number,
): { body: Record<string, unknown>; text: string; scenario: Scenario } | DemoResponse {
  const body = readJsonBody(ctx.request);
  if (body === null) return detail(400, 'request body must be a JSON object');
  const text = str(body[field]);
  const scenario = parseScenario(text);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  if (text.trim() === '') return detail(400, `${field} is required`);
  if (text.length > max) return detail(400, `${field} is longer than ${max} characters`);
  return { body, text, scenario };
}

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

export function stripTags(text: string): string {
  return text
    .replace(/\[[a-z0-9-]+\]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** In description mode the model writes the title, the style and the words; the demo fakes them. */
function written(body: Record<string, unknown>) {
  const description = stripTags(str(body.gpt_description_prompt));
  const words = description.split(' ').filter((w) => w !== '');
  const title = words
    .slice(0, 4)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  const lyrics = `[Verse]\n${description || 'A song without a story'}\nHumming it slow, humming it low\n\n[Chorus]\nSing it again, sing it again\nUntil the night lets go`;
  return { title: title || 'Untitled', tags: 'pop, upbeat, warm synths', lyrics };
}

function isDescriptionMode(body: Record<string, unknown>): boolean {
  return str(body.gpt_description_prompt).trim() !== '';
}

/**
 * The title a finished clip's record answers: the one asked for, or the one the model wrote in
 * description mode. What is made from a clip is named from this (issue 38: stems of a described
 * song were "Untitled (Vocals)", read from the request's empty title); '' when it has none.
 */
export function answeredTitle(task: DemoTask): string {
  const body = task.input;
  return stripTags(isDescriptionMode(body) ? written(body).title : str(body.title));
}

type ClipWord = 'submitted' | 'queued' | 'streaming' | 'complete' | 'error';

function clipWord(engine: DemoEngine, task: DemoTask): ClipWord {
  const { phase } = engine.phase(task);
  if (phase === 'succeeded') return 'complete';
  if (phase === 'failed') return 'error';
  if (phase === 'running') return 'streaming';
  const factor = paceFactor(task.scenario);
  const elapsed = (engine.now() - task.createdAt) * engine.speed;
  return elapsed < task.timing.queueMs * factor * SUBMITTED_SHARE ? 'submitted' : 'queued';
}

/** A music clip record as the feed answers it, for the clip's state at the engine's now. */
export function clipRecord(engine: DemoEngine, task: DemoTask): Record<string, unknown> {
  const body = task.input;
  const word = clipWord(engine, task);
  const started = word === 'streaming' || word === 'complete' || word === 'error';
  const audio = sampleMedia.audio[task.variant % 2] ?? 'tune-a.mp3';
  const cover = engine.media(sampleMedia.cover);
  const instrumental = body.make_instrumental === true;
  const describe = isDescriptionMode(body);
  const made = written(body);
  const title = describe ? (started ? made.title : '') : str(body.title);
  const tags = describe ? (started ? made.tags : '') : str(body.tags);
  const lyrics = instrumental ? '' : describe ? (started ? made.lyrics : '') : str(body.prompt);
  const mv = str(body.mv) || DEFAULT_MODEL;
  // An uploaded clip plays the file it was made from (tune-upload.ts), not a sample.
  const ownAudio = str(body.own_audio);
  const audioUrl =
    ownAudio !== '' && (word === 'complete' || word === 'streaming')
      ? ownAudio
      : word === 'complete'
        ? task.scenario.ownLink
          ? engine.taskMedia(task, audio)
          : engine.media(audio)
        : word === 'streaming'
          ? `${engine.media(audio)}?item_id=${task.id}`
          : '';
  return {
    id: task.id,
    video_url: word === 'complete' ? engine.media('sample.mp4') : '',
    audio_url: audioUrl,
    image_url: started && !task.scenario.noCover ? cover : null,
    image_large_url: started && !task.scenario.noCover ? cover : null,
    is_video_pending: word !== 'complete',
    major_model_version: majorVersion[mv] ?? 'v3.5',
    model_name: mv,
    metadata: {
      tags,
      negative_tags: '',
      prompt: lyrics,
      gpt_description_prompt: describe ? str(body.gpt_description_prompt) : null,
      audio_prompt_id: null,
      history: null,
      concat_history: Array.isArray(body.concat_history) ? body.concat_history : null,
      type: typeof body.task === 'string' && body.task !== 'extend' ? body.task : 'gen',
      ...(body.task === 'extend' || body.task === 'upload_extend'
        ? {
            continue_clip_id: body.continue_clip_id,
            continue_at: body.continue_at,
            history: [
              {
                id: body.continue_clip_id,
                continue_at: body.continue_at,
                type: body.task === 'upload_extend' ? 'upload' : 'gen',
                source: 'web',
              },
            ],
          }
        : {}),
      ...(body.task === 'infill'
        ? {
            continue_clip_id: body.continue_clip_id,
            infill_start_s: body.infill_start_s,
            infill_end_s: body.infill_end_s,
          }
        : {}),
      ...(body.task === 'gen_stem'
        ? { stem_from_id: body.continue_clip_id, stem_type_group_name: body.stem_part }
        : {}),
      ...(typeof body.task === 'string' ? tuneTasks.get(body.task)?.metadata(body) : {}),
      duration: word === 'complete' ? SAMPLE_DURATION_SECONDS : null,
      refund_credits: word === 'error',
      stream: true,
      has_vocal: !instrumental,
      error_type: word === 'error' ? 'generation_failed' : null,
      error_message:
        word === 'error'
          ? 'Unable to generate this clip: the upstream model stopped part-way (scenario [fail]).'
          : null,
    },
    is_liked: false,
    user_id: DEMO_USER,
    display_name: 'demo',
    handle: 'demo',
    is_handle_updated: false,
    is_trashed: false,
    reaction: null,
    created_at: new Date(task.createdAt).toISOString(),
    status: task.scenario.unknownWord && word === 'queued' ? 'initializing' : word,
    title,
    play_count: 0,
    upvote_count: 0,
    is_public: false,
  };
}

/**
 * [hostile] (both clips of the generation): every string but the clip id is markup or a script URL
 * (`audio_url`, `video_url`, `image_url`, `image_large_url` included, at every stage), and the
 * status is a hostile word while the clip waits and in the first half of streaming; then the real
 * words, so the clip still ends.
 */
export function hostileTuneClip(
  engine: DemoEngine,
  task: DemoTask,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const { phase, progress } = engine.phase(task);
  const record = hostilise(value, topLevel('id'));
  const status =
    phase === 'queued'
      ? hostileStatusWords.queued
      : phase === 'running' && progress < 50
        ? hostileStatusWords.running
        : value.status;
  return { ...record, status };
}

/** The clip record the feed and the create answer carry, hostile when the scenario asks. */
export function answerClip(engine: DemoEngine, task: DemoTask): Record<string, unknown> {
  const record = clipRecord(engine, task);
  return task.scenario.hostile ? hostileTuneClip(engine, task, record) : record;
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

/** A finished clip named by a request, or the answer that says why it cannot be used. */
export function finishedSource(
  engine: DemoEngine,
  id: unknown,
  what: string,
): DemoTask | DemoResponse {
  if (typeof id !== 'string' || !isUuid(id)) return detail(400, `${what} must be a clip id`);
  const source = engine.get('tune', id.toLowerCase());
  if (source === undefined) return detail(404, 'Clip not found');
  if (engine.phase(source).phase !== 'succeeded') return detail(400, 'Clip is not complete yet');
  return source;
}

/** Whether a route's step answered already (an error to send back) instead of giving its result. */
export const isResponse = <T extends object>(value: T | DemoResponse): value is DemoResponse =>
  'status' in value && 'body' in value;

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

const stemParts = [
  { part: 'Vocals', instrumental: false },
  { part: 'Instrumental', instrumental: true },
] as const;

/**
 * `task: "gen_stem"` (`stem_task: "two"`): two clips split from a finished one — its vocals and
 * its instrumental — followed on the feed like any generation's. The split carries no words of its
 * own, so no scenario tags apply.
 */
function stems(ctx: RouteContext, body: Record<string, unknown>): DemoResponse {
  const source = finishedSource(ctx.engine, body.continue_clip_id, 'continue_clip_id');
  if (isResponse(source)) return source;
  if (body.stem_task !== undefined && body.stem_task !== 'two')
    return detail(400, 'stem_task must be two');
  const from = source.input;
  // A source with no title gives its stems none: the studio names them from its own record.
  const title = answeredTitle(source);
  const tasks = tuneTimings.map((timing, index) => {
    const { part, instrumental } = stemParts[index] ?? stemParts[0];
    return ctx.engine.create('tune', {
      id: randomId(),
      prompt: '',
      timing,
      body: {
        task: 'gen_stem',
        continue_clip_id: source.id,
        stem_part: part,
        title: title === '' ? '' : `${title} (${part})`,
        tags: str(from.tags),
        prompt: instrumental ? '' : str(from.prompt),
        make_instrumental: instrumental,
        mv: str(from.mv),
      },
    });
  });
  return json(200, { id: randomId(), clips: tasks.map((task) => answerClip(ctx.engine, task)) });
}

/** A join is quicker than a generation: the parts exist, they are only put together. */
export const concatTiming: Timing = { queueMs: 4_000, runMs: 12_000 };

/**
 * `POST /tune/generate/concat {clip_id, is_infill: false}`: the whole song from a continued clip,
 * one clip record. Only a continued clip can be joined (400 otherwise); unknown ids 404.
 */
function concat(ctx: RouteContext): DemoResponse {
  const body = readJsonBody(ctx.request);
  if (body === null) return detail(400, 'request body must be a JSON object');
  const source = finishedSource(ctx.engine, body.clip_id, 'clip_id');
  if (isResponse(source)) return source;
  if (source.input.task !== 'extend' && source.input.task !== 'upload_extend')
    return detail(400, 'Only a continued clip can be joined into one song');
  const from = source.input;
  const task = ctx.engine.create('tune', {
    id: randomId(),
    prompt: '',
    timing: concatTiming,
    body: {
      task: 'concat',
      title: answeredTitle(source),
      tags: str(from.tags),
      prompt: str(from.prompt),
      mv: str(from.mv),
      concat_history: [
        { id: from.continue_clip_id, continue_at: from.continue_at },
        { id: source.id, continue_at: null },
      ],
    },
  });
  return json(200, answerClip(ctx.engine, task));
}

/** Lyrics take a few seconds to write. */
export const lyricsTiming: Timing = { queueMs: 1_500, runMs: 6_000 };

function writtenLyrics(idea: string) {
  const words = stripTags(idea)
    .split(' ')
    .filter((w) => w !== '');
  const title =
    words
      .slice(0, 4)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ') || 'Untitled';
  const line = words.join(' ') || 'a song without a story';
  return {
    title,
    text: `[Verse]\nI woke up thinking of ${line}\nThe morning light came slow\n\n[Chorus]\nOh, ${line}\nSing it where the rivers go`,
  };
}

/**
 * `POST /tune/generate/lyrics/ {prompt}` → `{id}`; `GET /tune/lyrics/{id}` answers `running`, then
 * `complete` with `{text, title}` (or `error` with [fail]). The idea's scenario tags apply: the
 * create tags to the POST, the poll tags to the GET.
 */
function lyricsCreate(ctx: RouteContext): DemoResponse {
  const read = requiredText(ctx, 'prompt', LYRICS_IDEA_MAX);
  if (isResponse(read)) return read;
  const { body, text: idea, scenario } = read;
  const task = ctx.engine.create('lyrics', {
    id: randomId(),
    prompt: idea,
    timing: lyricsTiming,
    body,
  });
  return { ...json(200, { id: task.id }), delayMs: scenario.createDelayMs };
}

/** The demo's limit on a lyrics idea (the studio's form holds the same). */
export const LYRICS_IDEA_MAX = 200;

function lyricsQuery(ctx: RouteContext): DemoResponse {
  const task = ctx.engine.get('lyrics', (ctx.params[0] ?? '').toLowerCase());
  if (task === undefined) return detail(404, 'Not found');
  const fault = scriptedPollFault(ctx, task);
  if (fault !== null) return fault;
  const { phase } = ctx.engine.phase(task);
  if (phase === 'failed') {
    return json(200, {
      id: task.id,
      status: 'error',
      text: '',
      title: '',
      error_message: 'The lyrics could not be written (scenario [fail]).',
    });
  }
  if (phase !== 'succeeded')
    return json(200, {
      id: task.id,
      status: phase === 'queued' ? 'pending' : 'running',
      text: '',
      title: '',
    });
  const made = writtenLyrics(str(task.input.prompt));
  const answer = { id: task.id, status: 'complete', ...made };
  return json(
    200,
    task.scenario.hostile ? { ...hostilise(answer, topLevel('id', 'status')) } : answer,
  );
}

export const tuneRoutes: DemoRoute[] = [
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
  { method: 'POST', pattern: routePattern(assumedPaths.tuneConcatPath.default), handle: concat },
  {
    method: 'POST',
    pattern: routePattern(assumedPaths.tuneLyricsPath.default),
    handle: lyricsCreate,
  },
  {
    method: 'GET',
    pattern: routePattern(assumedPaths.tuneLyricsQueryPath.default),
    handle: lyricsQuery,
  },
];
