import type { DemoEngine } from './engine';
import { openAiError, type DemoRequest, type DemoResponse, type DemoRoute } from './http';

/**
 * The demo gateway's single entry point: a request in, a response out. Both adapters (the
 * in-page fetch and the HTTP server) call only this, with the routes the generators' declarations
 * make (`routes/index.ts`'s `assembleDemoRoutes`).
 */
export function handleDemoRequest(
  engine: DemoEngine,
  request: DemoRequest,
  routes: readonly DemoRoute[],
): DemoResponse {
  const path = request.url.pathname;
  const matches = routes.filter((r) => r.pattern.test(path));
  if (matches.length === 0)
    return openAiError(404, `Invalid URL (${request.method} ${path})`, 'invalid_request_error');
  const candidates = matches.filter((r) => r.method === request.method);
  const route = candidates[0];
  if (route === undefined)
    return openAiError(
      405,
      `Method ${request.method} is not allowed on ${path}`,
      'invalid_request_error',
    );
  if (engine.apiKey !== null && route.open !== true) {
    const header = request.headers.authorization ?? '';
    if (header !== `Bearer ${engine.apiKey}`) {
      return openAiError(
        401,
        header === '' ? 'No token provided' : 'Invalid token',
        'new_api_error',
      );
    }
  }
  // The first route that takes the request answers it (the chat path: GPT look-ups, then any chat).
  for (const candidate of candidates) {
    const params =
      candidate.pattern
        .exec(path)
        ?.slice(1)
        .map((p) => decodeURIComponent(p)) ?? [];
    const response = candidate.handle({ engine, request, params });
    if (response !== null) return response;
  }
  return openAiError(404, `Nothing answers ${request.method} ${path}`, 'invalid_request_error');
}

/**
 * The answer as it is sent: one a route makes after reading the request (`later`) is awaited,
 * keeping the route's delay when its own answer names none.
 */
export async function settledAnswer(response: DemoResponse): Promise<DemoResponse> {
  if (response.later === undefined) return response;
  const made = await response.later();
  return { ...made, delayMs: made.delayMs ?? response.delayMs };
}
