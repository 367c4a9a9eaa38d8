import { randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from '../paths';
import type { Timing } from '@/gateway/demo/engine';
import { hostilise, topLevel } from '@/gateway/demo/hostile';
import {
  json,
  scriptedPollFault,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import { detail, isResponse, requiredText, str, stripTags } from './tune-request';

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

export const tuneLyricsRoutes: DemoRoute[] = [
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
