import type { DemoDeclaration } from '@/gateway/demo/routes';
import { parseScenario, type DemoTask } from '@/gateway/demo/engine';
import { hostilise, hostileStatusWords, hostileUrls, topLevel } from '@/gateway/demo/hostile';
import {
  demoId,
  json,
  openAiError,
  readJsonBody,
  scriptedCreate,
  scriptedPollFault,
  type RouteContext,
} from '@/gateway/demo/http';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from './paths';

/**
 * The talking head in the demo gateway (issue 56): `POST /avatar/generation` answers
 * `{code: "success", data: {task_id}}`, `GET /avatar/task/{id}` new-api's envelope around the
 * vendor's record (`data.data.work_video_path`, `web_work_status`). The video is the portrait and
 * the song, at the song's length: the demo's sample portraits (Image's square, tall and wide
 * pictures) each made still with each sample song's sound, 6 s, by scripts/make-demo-media.sh
 * (`talking-<portrait>-<a|b>.mp4`). A portrait or a sound the demo did not make itself (a file, a
 * link elsewhere, words to say) gets the square portrait and the first song.
 *
 * Scenario tags in the words to say or in a link (a file's name): the create tags ([400]…[502],
 * [429-once], [slow-create], [drop-create]), [fail], [slow], [long], the poll faults, [hostile].
 */

const timing = { queueMs: 4_000, runMs: 20_000 };
const KIND = 'avatar';
/** The first part of the queue reads NOT_START, as a relay's own queue does before it submits. */
const NOT_STARTED_SHARE = 0.4;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The sound's link and the words said, wherever the request put them. */
function soundOf(body: Record<string, unknown>) {
  const clone = record(body.create_voice);
  const saved = record(body.use_voice);
  return {
    audio: str(body.audio_url) || str(clone.audio_url),
    text: str(clone.text) || str(saved.text),
  };
}

/** Which sample video shows this portrait with this song. */
export function talkingSample(portrait: string, audio: string): string {
  const shape = /image-(square|tall|wide)\./.exec(portrait)?.[1] ?? 'square';
  const song = /tune-(a|b)\.mp3/.exec(audio)?.[1] ?? 'a';
  return `talking-${shape}-${song}.mp4`;
}

/** The task as the gateway tells it now: new-api's envelope, the vendor's record inside. */
function answer(ctx: RouteContext, task: DemoTask) {
  const { phase, progress } = ctx.engine.phase(task);
  const elapsed = (ctx.engine.now() - task.createdAt) * ctx.engine.speed;
  const word =
    phase === 'succeeded'
      ? 'SUCCESS'
      : phase === 'failed'
        ? 'FAILURE'
        : phase === 'running'
          ? 'IN_PROGRESS'
          : elapsed < task.timing.queueMs * NOT_STARTED_SHARE
            ? 'NOT_START'
            : 'SUBMITTED';
  const video =
    phase === 'succeeded'
      ? ctx.engine.media(talkingSample(str(task.input.avatar_url), soundOf(task.input).audio))
      : '';
  const inner = {
    id: task.id,
    work_name: 'demo talking head',
    user_image_url: str(task.input.avatar_url),
    work_video_path: video,
    no_wm_work_video_path: task.input.no_watermark === true ? video : '',
    wm_work_video_path: video,
    // An integer whose meanings no relay shows: the studio follows the link, never this.
    web_work_status:
      phase === 'succeeded' ? 2 : phase === 'failed' ? -1 : phase === 'running' ? 1 : 0,
    create_time: ctx.engine.unixSeconds(task.createdAt),
  };
  const data = {
    task_id: task.id,
    action: 'avatar-generate',
    status: word,
    fail_reason:
      phase === 'failed'
        ? 'The portrait could not be animated: no face found (scenario [fail]).'
        : '',
    submit_time: ctx.engine.unixSeconds(task.createdAt),
    progress: `${phase === 'succeeded' ? 100 : progress}%`,
    data: inner,
  };
  if (!task.scenario.hostile) return { code: 'success', message: '', data };
  // [hostile]: markup and script URLs in every field but the ids and the envelope's code, hostile
  // words while it waits; the video fields stay empty until it ends (a link there is the result).
  const waiting = phase === 'queued' || phase === 'running';
  const hostileInner = hostilise(inner, topLevel('id'));
  // "…_path" is no URL-like name to `hostilise`: the links are script URLs by hand.
  ['work_video_path', 'no_wm_work_video_path', 'wm_work_video_path'].forEach((field, i) => {
    hostileInner[field] = phase === 'succeeded' ? (hostileUrls[i % hostileUrls.length] ?? '') : '';
  });
  return {
    ...hostilise({ code: 'success', message: '' }, topLevel('code')),
    data: {
      ...hostilise(data, topLevel('task_id')),
      status: waiting ? hostileStatusWords[phase] : word,
      data: hostileInner,
    },
  };
}

export const demo: DemoDeclaration = {
  kind: KIND,
  prices: { [KIND]: 30 },
  starts: { method: 'POST', path: assumedPaths.avatarCreatePath.default },
  routes: [
    {
      method: 'POST',
      pattern: routePattern(assumedPaths.avatarCreatePath.default),
      handle(ctx) {
        const body = readJsonBody(ctx.request) ?? {};
        const portrait = str(body.avatar_url);
        const { audio, text } = soundOf(body);
        // The tags may ride in the words, or in a link (an uploaded file's name).
        const tags = [text, portrait, audio].join(' ');
        const scenario = parseScenario(tags);
        const scripted = scriptedCreate(scenario);
        if (scripted !== null) return scripted;
        if (portrait === '') return openAiError(400, 'avatar_url is required', 'invalid_request');
        if (audio === '' && text === '')
          return openAiError(
            400,
            'one of audio_url, create_voice or use_voice is required',
            'invalid_request',
          );
        const task = ctx.engine.create(KIND, { id: demoId(''), prompt: tags, timing, body });
        const created = { code: 'success', message: '', data: { task_id: task.id } };
        return json(
          200,
          task.scenario.hostile
            ? { ...hostilise(created, (path) => path[0] === 'code' || path[1] === 'task_id') }
            : created,
        );
      },
    },
    {
      method: 'GET',
      pattern: routePattern(assumedPaths.avatarPollPath.default),
      handle(ctx) {
        const task = ctx.engine.get(KIND, decodeURIComponent(ctx.params[0] ?? ''));
        if (task === undefined) return json(404, { code: 'error', message: 'task_not_exist' });
        return scriptedPollFault(ctx, task) ?? json(200, answer(ctx, task));
      },
    },
  ],
};
