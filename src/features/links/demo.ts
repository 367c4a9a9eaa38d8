import type { DemoDeclaration } from '@/gateway/demo/routes';
import {
  json,
  openAiError,
  readJsonBody,
  type DemoResponse,
  type RouteContext,
} from '@/gateway/demo/http';
import { routePattern } from '@/gateway/path';
import { answerFor, casesOf, linesFor, videoFor } from './demo-content';
import { assumedPaths } from './paths';

/**
 * From a link's demo (issue 55): summary, subtitles and questions about a link, answered when the
 * "work" is done — synchronous and slow, as the field notes say real ones are (10–60 s; here 8, 5
 * and 3 s at speed 1). Served at the declared default paths only (a custom path gets its 404).
 */
const SUMMARY_MS = 8_000;
const SUBTITLE_MS = 5_000;
const CHAT_MS = 3_000;

const isWebLink = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Checks the body and the link's cases, then answers `build()` after the work's time: a 400 for a
 * missing link, the case's refusal or error, the answer (in a `{code, data}` envelope for
 * `envelope` links).
 */
function answer(
  ctx: RouteContext,
  ms: number,
  build: (url: string, body: Record<string, unknown>) => unknown,
): DemoResponse {
  const body = readJsonBody(ctx.request);
  const url = body?.url;
  if (body === null || !isWebLink(url))
    return openAiError(400, 'url must be an http(s) link', 'invalid_request_error', 'invalid_url');
  const cases = casesOf(url);
  const delayMs = Math.round((cases.has('slow') ? ms * 4 : ms) / ctx.engine.speed);
  if (cases.has('error500'))
    return {
      ...openAiError(500, 'upstream error: do request failed', 'upstream_error'),
      delayMs,
    };
  if (cases.has('refused'))
    return { ...json(200, { success: false, message: 'This video is private.' }), delayMs };
  const value = build(url, body);
  return { ...json(200, cases.has('envelope') ? { code: 0, data: value } : value), delayMs };
}

function detail(url: string, withLines: boolean) {
  const video = videoFor(url);
  return {
    title: video.title,
    duration: video.duration,
    // Never loaded by the studio: an answer's addresses are not fetched on their own.
    cover: 'https://covers.example/cover.jpg',
    url,
    subtitlesArray: withLines && !casesOf(url).has('nosubtitles') ? linesFor(url) : [],
  };
}

export const demo: DemoDeclaration = {
  kind: 'links',
  // An answer, not a task: the engine keeps none and the account is not charged.
  prices: {},
  starts: { method: 'POST', path: assumedPaths.linkSummaryPath.default },
  routes: [
    {
      method: 'POST',
      pattern: routePattern(assumedPaths.linkSummaryPath.default),
      handle: (ctx) =>
        answer(ctx, SUMMARY_MS, (url) => ({
          success: true,
          id: `sum_${url.length}`,
          summary: videoFor(url).summary,
          detail: detail(url, true),
        })),
    },
    {
      method: 'POST',
      pattern: routePattern(assumedPaths.linkSubtitlePath.default),
      handle: (ctx) =>
        answer(ctx, SUBTITLE_MS, (url) => ({ success: true, detail: detail(url, true) })),
    },
    {
      method: 'POST',
      pattern: routePattern(assumedPaths.linkChatPath.default),
      handle(ctx) {
        const question = readJsonBody(ctx.request)?.question;
        if (typeof question !== 'string' || question.trim() === '')
          return openAiError(400, 'question is required', 'invalid_request_error');
        return answer(ctx, CHAT_MS, (url, body) => {
          const asked = Array.isArray(body.history) ? body.history.length : 0;
          return { success: true, answer: answerFor(url, question.trim(), asked) };
        });
      },
    },
  ],
};
