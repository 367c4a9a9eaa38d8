import { parseJsonLossless } from '@/lib/json';

/**
 * Cuts a JSON document out of a model's message (a GPT's details, a script's shots: issue 55). The
 * field notes: take the first ```json fence (a bare ``` fence counts too), else the first balanced
 * `{…}` block. Anything else is a reason, not an exception, so the caller can keep the raw text
 * and say what went wrong.
 */
export type Extraction =
  | { ok: true; value: unknown; from: 'fence' | 'braces' }
  | {
      ok: false;
      problem: 'empty' | 'no-document' | 'truncated' | 'not-json';
      detail: string | null;
    };

interface Fence {
  language: string;
  body: string;
  closed: boolean;
}

const TICKS = '```';

/** A closing fence: ``` alone on its line (Markdown's rule), so ``` inside a JSON string is not one. */
const CLOSER = /^[ \t]*```[ \t]*$/gm;

/** Fences in order, each paired with its own closer, so a closer is never taken for an opener. */
export function scanFences(text: string): Fence[] {
  const fences: Fence[] = [];
  let position = 0;
  for (;;) {
    const open = text.indexOf(TICKS, position);
    if (open === -1) return fences;
    const lineEnd = text.indexOf('\n', open + 3);
    const infoEnd = lineEnd === -1 ? text.length : lineEnd;
    const sameLine = text.indexOf(TICKS, open + 3);
    if (sameLine !== -1 && sameLine < infoEnd) {
      // ```inline``` code on one line is not a block; the {…} fallback still sees it.
      position = sameLine + 3;
      continue;
    }
    const language =
      text
        .slice(open + 3, infoEnd)
        .trim()
        .split(/\s+/)[0] ?? '';
    const bodyStart = Math.min(text.length, infoEnd + 1);
    CLOSER.lastIndex = bodyStart;
    const close = CLOSER.exec(text);
    if (close === null) {
      fences.push({ language, body: text.slice(bodyStart), closed: false });
      return fences;
    }
    fences.push({ language, body: text.slice(bodyStart, close.index), closed: true });
    position = close.index + close[0].length;
  }
}

export function isJsonFence(fence: Fence): boolean {
  return fence.language === '' || /^json[c5]?$/i.test(fence.language);
}

/**
 * The first `{` and its matching `}`, skipping braces inside JSON strings. `unbalanced` means an
 * object starts but never ends: the text was cut off.
 */
export function firstBalancedObject(text: string) {
  return firstBalanced(text, '{', '}');
}

/** The first `open` and its matching `close` (`[`…`]` for a list), skipping JSON strings. */
export function firstBalanced(
  text: string,
  open: '{' | '[',
  close: '}' | ']',
): { kind: 'found'; text: string } | { kind: 'none' } | { kind: 'unbalanced' } {
  const start = text.indexOf(open);
  if (start === -1) return { kind: 'none' };
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === open) depth += 1;
    else if (ch === close) {
      depth -= 1;
      if (depth === 0) return { kind: 'found', text: text.slice(start, i + 1) };
    }
  }
  return { kind: 'unbalanced' };
}

export function parseJsonText(
  text: string,
): { ok: true; value: unknown } | { ok: false; detail: string } {
  try {
    // Lossless: a count above 2^53 stays exact, as everywhere else in the studio.
    return { ok: true, value: parseJsonLossless(text) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : 'not JSON' };
  }
}

export function extractDocument(content: string): Extraction {
  if (content.trim() === '') return { ok: false, problem: 'empty', detail: null };
  const fence = scanFences(content).find(isJsonFence);
  if (fence?.closed) {
    const parsed = parseJsonText(fence.body);
    return parsed.ok
      ? { ok: true, value: parsed.value, from: 'fence' }
      : { ok: false, problem: 'not-json', detail: parsed.detail };
  }
  // No closed JSON fence. An open one may still hold a whole object (only the closing ``` was
  // lost); otherwise look for an object anywhere in the text.
  const object = firstBalancedObject(fence ? fence.body : content);
  if (object.kind === 'found') {
    const parsed = parseJsonText(object.text);
    if (parsed.ok) return { ok: true, value: parsed.value, from: 'braces' };
    // Braces in prose ("{name}") are not a document; a broken object inside a fence is broken JSON.
    return fence
      ? { ok: false, problem: 'not-json', detail: parsed.detail }
      : { ok: false, problem: 'no-document', detail: null };
  }
  if (fence || object.kind === 'unbalanced')
    return { ok: false, problem: 'truncated', detail: null };
  return { ok: false, problem: 'no-document', detail: null };
}

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
