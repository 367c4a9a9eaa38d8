import type { DemoEngine } from '@/gateway/demo/engine';
import { json, openAiError, type DemoResponse, type DemoRoute } from '@/gateway/demo/http';
import { routePattern } from '@/gateway/path';
import { catalogueEntryFor, gptsDocument, hostileDocument, specialGptIds } from '../demo-catalogue';
import { assumedPaths } from '../paths';

/**
 * The GPT store in the demo gateway (issue 55): search and details of several GPTs in both formats.
 * The chat format answers the search and batch models (at their default names) on the chat path,
 * through the GPT look-up's route (`../demo.ts`); the official format answers `GET` at the default
 * paths. The same answer for the same words, every time. Keywords and ids that choose a case
 * (docs/generators/gpts.md): `hostile`, `error500`, `prose`, `refused` (official: `code` 1),
 * `nothing` (no result); ids `g-notfound`, `g-hostile`, `g-wrongshape`, `g-error500`.
 */

const SEARCH_MS = 1_200;
const BATCH_MS = 1_600;

/** The catalogue's GPTs as search finds them, under the ids that look them up. */
const catalogueIds = ['g-demo1', 'g-demo2', 'g-demo3'] as const;

const hostileResult = {
  id: specialGptIds.hostile,
  title: '<img src=x onerror=alert(1)> Hostile GPT',
  link: 'javascript:alert(1)',
  description: '<script>alert(1)</script> [click](javascript:alert(2)) <b>bold</b>',
};

function searchResults(keyword: string) {
  const words = keyword.trim().toLowerCase();
  if (words.includes('hostile')) return [hostileResult];
  return catalogueIds.flatMap((id) => {
    const entry = catalogueEntryFor(id);
    const haystack = [entry.name, entry.description, entry.author, ...entry.categories]
      .join(' ')
      .toLowerCase();
    return haystack.includes(words)
      ? [
          {
            id,
            title: entry.name,
            link: `https://chatgpt.com/g/${id}-${entry.slug}`,
            description: entry.description,
          },
        ]
      : [];
  });
}

/** One id's document in a batch: the catalogue's, the hostile one, or the upstream's error. */
function batchItem(engine: DemoEngine, id: string): unknown {
  if (id === specialGptIds.notFound || !/^g-[A-Za-z0-9_-]+$/.test(id))
    return { id, error: 'gizmo not found' };
  if (id === specialGptIds.hostile) return hostileDocument(engine);
  if (id === specialGptIds.wrongShape) return { id, error: { code: 'gizmo_not_found' } };
  return gptsDocument(engine, id, catalogueEntryFor(id));
}

const fence = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

/** The ids of a batch ask: comma-separated (spaces forgiven). */
const idsOf = (words: string) =>
  words
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');

/**
 * What the search or batch model says to these words, and how long it takes; an error response for
 * `error500`. Null for any other model: the look-up's route answers or passes it on.
 */
export function storeChatAnswer(
  engine: DemoEngine,
  model: string,
  words: string,
): { content: string; delayMs: number } | DemoResponse | null {
  if (model === assumedPaths.gptsSearchModel.default) {
    if (words.includes('error500')) return openAiError(500, 'upstream error', 'upstream_error');
    const delayMs = Math.round(SEARCH_MS / engine.speed);
    if (words.includes('prose'))
      return { content: `I could not search for “${words}” right now.`, delayMs };
    return { content: fence(searchResults(words)), delayMs };
  }
  if (model === assumedPaths.gptsBatchModel.default) {
    const ids = idsOf(words);
    if (ids.includes(specialGptIds.upstream500))
      return openAiError(500, 'upstream error: do request failed', 'upstream_error');
    return {
      content: fence(ids.map((id) => batchItem(engine, id))),
      delayMs: Math.round(BATCH_MS / engine.speed),
    };
  }
  return null;
}

/** The official format's search and details (`GET`, `{code, msg, data}`). */
export const officialStoreRoutes: DemoRoute[] = [
  {
    method: 'GET',
    pattern: routePattern(assumedPaths.gptsSearchPath.default),
    handle({ engine, request }) {
      const query = request.url.searchParams.get('query') ?? '';
      const delayMs = Math.round(SEARCH_MS / engine.speed);
      if (query.trim() === '')
        return json(400, { code: 400, msg: 'query is required', data: null });
      if (query.includes('error500'))
        return { ...json(500, { code: 500, msg: 'upstream error', data: null }), delayMs };
      if (query.includes('refused'))
        return { ...json(200, { code: 1, msg: 'search is not available', data: null }), delayMs };
      return { ...json(200, { code: 0, msg: 'ok', data: searchResults(query) }), delayMs };
    },
  },
  {
    method: 'GET',
    pattern: routePattern(assumedPaths.gptsDetailsPath.default),
    handle({ engine, request }) {
      const id = request.url.searchParams.get('id')?.trim() ?? '';
      const delayMs = Math.round(BATCH_MS / engine.speed);
      if (id === specialGptIds.upstream500)
        return { ...json(500, { code: 500, msg: 'upstream error', data: null }), delayMs };
      const item = batchItem(engine, id);
      if (typeof item === 'object' && item !== null && 'error' in item)
        return { ...json(200, { code: 404, msg: 'gizmo not found', data: null }), delayMs };
      return { ...json(200, { code: 0, msg: 'ok', data: item }), delayMs };
    },
  },
];
