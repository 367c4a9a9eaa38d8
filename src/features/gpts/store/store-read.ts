import { t } from '@/i18n/i18n';
import { zGptsDocument, type ChatCompletion, type GptsDocument } from '../gateway-schema';
import { gptName, readMessage } from '../normalise';
import { extractList, type ListExtraction } from '@/lib/json-in-text';
import { zGptSummary, type GptSummary, type OfficialEnvelope } from './store-schema';

/** What a store request gives: the items it could read, and what it could not, in words. */
export type StoreRead<T> =
  { ok: true; items: T[]; skipped: number } | { ok: false; problem: string };

/** A GPT's details, or why that one id has none. */
export type GptDetails =
  { id: string; ok: true; document: GptsDocument } | { id: string; ok: false; problem: string };

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function quote(words: string): string {
  const flat = words.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

function listProblem(failure: Extract<ListExtraction, { ok: false }>, content: string): string {
  switch (failure.problem) {
    case 'empty':
      return t('gpts.store.answer.empty');
    case 'no-list':
      return t('gpts.store.answer.noList', { said: quote(content) });
    case 'truncated':
      return t('gpts.store.answer.truncated');
    case 'not-json':
      return t('gpts.store.answer.notJson', { detail: failure.detail ?? '' });
  }
}

/** A search result in the studio's shape: `title` or `name`, `link` or `url`; null without an id. */
export function readSummary(item: unknown): GptSummary | null {
  const parsed = zGptSummary.safeParse(item);
  if (!parsed.success) return null;
  const { id, title, name, link, url, description } = parsed.data;
  return {
    id,
    title: text(title) ?? text(name) ?? id,
    link: text(link) ?? text(url),
    description: text(description),
  };
}

function summaries(items: readonly unknown[]): StoreRead<GptSummary> {
  const read = items.map(readSummary);
  const found = read.filter((r): r is GptSummary => r !== null);
  return { ok: true, items: found, skipped: read.length - found.length };
}

/** The chat format's search answer: a fenced JSON list of `{id, title, link, description}`. */
export function readChatSearch(completion: ChatCompletion): StoreRead<GptSummary> {
  const { content } = readMessage(completion);
  if (content === null) return { ok: false, problem: t('gpts.store.answer.none') };
  const list = extractList(content);
  return list.ok ? summaries(list.items) : { ok: false, problem: listProblem(list, content) };
}

/** `{code: 0, data}`: anything else says what the gateway said. */
function officialData(
  envelope: OfficialEnvelope,
): { ok: true; data: unknown } | { ok: false; problem: string } {
  const code = envelope.code;
  const fine = code === undefined || code === null || code === 0 || code === '0' || code === 200;
  if (!fine) {
    const said = text(envelope.msg) ?? text(envelope.message) ?? String(code);
    return { ok: false, problem: t('gpts.store.answer.refused', { said }) };
  }
  return { ok: true, data: envelope.data };
}

/** The official format's search: `{code: 0, data: [...]}` (a list under `data.list` or `items` too). */
export function readOfficialSearch(envelope: OfficialEnvelope): StoreRead<GptSummary> {
  const data = officialData(envelope);
  if (!data.ok) return data;
  const value = data.data;
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? (['list', 'items', 'gpts', 'results'] as const)
          .map((field) => (value as Record<string, unknown>)[field])
          .find(Array.isArray)
      : undefined;
  if (list === undefined) return { ok: false, problem: t('gpts.store.answer.noResults') };
  return summaries(list);
}

/** One details document: `{gizmo, …}`, or a bare gizmo (`{id, display}`) read as one. */
function readDocument(item: unknown, asked: string | null): GptDetails {
  const wrapped =
    typeof item === 'object' && item !== null && !('gizmo' in item) && 'display' in item
      ? { gizmo: item }
      : item;
  const parsed = zGptsDocument.safeParse(wrapped);
  if (parsed.success) return { id: parsed.data.gizmo.id, ok: true, document: parsed.data };
  const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const inner =
    typeof record.gizmo === 'object' && record.gizmo !== null
      ? (record.gizmo as Record<string, unknown>)
      : {};
  const named = [record.id, inner.id].find((value) => typeof value === 'string');
  const id = asked ?? (typeof named === 'string' ? named : '?');
  const said = typeof record.error === 'string' ? record.error : null;
  return {
    id,
    ok: false,
    problem:
      said !== null
        ? t('gpts.store.answer.notFoundSaid', { said })
        : t('gpts.store.answer.notGpt', { problem: parsed.error.issues[0]?.message ?? '' }),
  };
}

/**
 * The chat format's details of several GPTs: a fenced JSON list of documents, each read alone (one
 * that is not a GPT's details says so, the others show). An id asked for and not answered is named.
 */
export function readChatDetails(
  completion: ChatCompletion,
  asked: readonly string[],
): StoreRead<GptDetails> {
  const { content } = readMessage(completion);
  if (content === null) return { ok: false, problem: t('gpts.store.answer.none') };
  const list = extractList(content);
  if (!list.ok) return { ok: false, problem: listProblem(list, content) };
  const read = list.items.map((item) => readDocument(item, null));
  const answered = new Set(read.map((r) => r.id));
  const missing: GptDetails[] = asked
    .filter((id) => !answered.has(id))
    .map((id) => ({ id, ok: false, problem: t('gpts.store.answer.notAnswered') }));
  return { ok: true, items: [...read, ...missing], skipped: 0 };
}

/** The official format's details of one GPT: `{code: 0, data: {gizmo, …}}`. */
export function readOfficialDetails(envelope: OfficialEnvelope, id: string): GptDetails {
  const data = officialData(envelope);
  if (!data.ok) return { id, ok: false, problem: data.problem };
  if (data.data === undefined || data.data === null)
    return { id, ok: false, problem: t('gpts.store.answer.noDetails') };
  return readDocument(data.data, id);
}

/** A GPT's name for a list or a conversation: its title, else its id. */
export const detailsName = (details: GptDetails) =>
  details.ok ? gptName(details.document) : details.id;
