import { extractDocument, firstBalanced, isJsonFence, parseJsonText, scanFences } from '../extract';

/**
 * A list cut out of a chat message (search results, details of several GPTs): the first JSON fence
 * (```json or bare), else the first balanced `[…]` in the text, else a single object (a batch of
 * one), read as a one-item list. A list under a field of an object (`{"gpts": […]}`, `data`,
 * `results`, `items`, `list`) is taken from it. Problems are reasons, not exceptions.
 */
export type ListExtraction =
  | { ok: true; items: unknown[] }
  | { ok: false; problem: 'empty' | 'no-list' | 'truncated' | 'not-json'; detail: string | null };

const LIST_FIELDS = ['data', 'gpts', 'results', 'items', 'list'] as const;

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

function asList(value: unknown): unknown[] | null {
  if (isList(value)) return value;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const field of LIST_FIELDS) {
    const inner = record[field];
    if (isList(inner)) return inner;
  }
  return [value];
}

export function extractList(content: string): ListExtraction {
  if (content.trim() === '') return { ok: false, problem: 'empty', detail: null };
  const fence = scanFences(content).find(isJsonFence);
  if (fence?.closed) {
    const parsed = parseJsonText(fence.body);
    if (!parsed.ok) return { ok: false, problem: 'not-json', detail: parsed.detail };
    const list = asList(parsed.value);
    return list === null
      ? { ok: false, problem: 'no-list', detail: null }
      : { ok: true, items: list };
  }
  const text = fence ? fence.body : content;
  const bracket = firstBalanced(text, '[', ']');
  if (bracket.kind === 'found') {
    const parsed = parseJsonText(bracket.text);
    if (parsed.ok && Array.isArray(parsed.value)) return { ok: true, items: parsed.value };
  }
  // No list: one object (a batch of one), read as the lookup reads its document.
  const single = extractDocument(content);
  if (single.ok) {
    const list = asList(single.value);
    if (list !== null) return { ok: true, items: list };
  }
  if (bracket.kind === 'unbalanced' || (!single.ok && single.problem === 'truncated'))
    return { ok: false, problem: 'truncated', detail: null };
  if (!single.ok && single.problem === 'not-json')
    return { ok: false, problem: 'not-json', detail: single.detail };
  return { ok: false, problem: 'no-list', detail: null };
}
