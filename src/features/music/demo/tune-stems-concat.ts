import { randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from '../paths';
import type { Timing } from '@/gateway/demo/engine';
import {
  json,
  readJsonBody,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import { answerClip, answeredTitle, tuneTimings } from './tune-clip';
import { detail, finishedSource, isResponse, str } from './tune-request';

/** Songs made from a finished clip's parts: its stems split apart, a continued clip joined whole. */

const stemParts = [
  { part: 'Vocals', instrumental: false },
  { part: 'Instrumental', instrumental: true },
] as const;

/**
 * `task: "gen_stem"` (`stem_task: "two"`): two clips split from a finished one — its vocals and
 * its instrumental — followed on the feed like any generation's. The split carries no words of its
 * own, so no scenario tags apply.
 */
export function stems(ctx: RouteContext, body: Record<string, unknown>): DemoResponse {
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

export const tuneConcatRoutes: DemoRoute[] = [
  { method: 'POST', pattern: routePattern(assumedPaths.tuneConcatPath.default), handle: concat },
];
