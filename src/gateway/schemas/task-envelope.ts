import { lazySchema, z } from '@/lib/zod';
import { answerProblems } from './answer-problems';

/**
 * The envelopes relays wrap asynchronous tasks in (field notes, "Faces"), read once here for every
 * generator that submits such a task (a talking head, a song's WAV or MIDI): the id a submit
 * answers, and new-api's task record a poll answers. Nothing in them is trusted: ids are checked
 * for shape, words are read as words, links as text the caller checks before any use.
 */

const SUCCESS_CODES = new Set(['success', 'ok', '0', '200']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id as relays send it: a non-empty string, or a whole number (kept as its digits). */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

/** A `code` that says the call failed (`"fail"`, `"error"`, 500…); none at all says nothing. */
function failedCode(code: unknown): boolean {
  if (code === undefined || code === null) return false;
  if (typeof code !== 'string' && typeof code !== 'number') return true;
  return !SUCCESS_CODES.has(String(code).toLowerCase());
}

/** A code as text, for a refusal that says nothing else. */
const codeText = (code: unknown): string =>
  typeof code === 'string' || typeof code === 'number' ? String(code) : 'fail';

/** The gateway's own words for a refusal in a 200 envelope, if it said any. */
function refusalWords(answer: Record<string, unknown>): string | null {
  for (const key of ['message', 'msg', 'error', 'fail_reason']) {
    const value = answer[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (isRecord(value) && typeof value.message === 'string' && value.message.trim() !== '')
      return value.message.trim();
  }
  return null;
}

/**
 * What a submit answered: the task's id — from `{task_id}`, `{id}`, `{data: {task_id}}`,
 * `{data: {id}}` or `{data: "<id>"}` (new-api's `{code: "success", data: "<task id>"}`) — or, for a
 * 200 whose `code` says it failed and names no id, the gateway's refusal in its own words.
 */
export type TaskSubmitted = { id: string } | { refused: string };

export function readTaskSubmit(answer: unknown): TaskSubmitted | null {
  if (!isRecord(answer)) {
    const bare = idOf(answer);
    return bare === null ? null : { id: bare };
  }
  const data = answer.data;
  const id =
    idOf(answer.task_id) ??
    idOf(answer.id) ??
    (isRecord(data) ? (idOf(data.task_id) ?? idOf(data.id)) : idOf(data));
  if (id !== null && !failedCode(answer.code)) return { id };
  if (failedCode(answer.code)) return { refused: refusalWords(answer) ?? codeText(answer.code) };
  return null;
}

/** A submit's answer, parsed: its id or its refusal; an answer with neither fails as having no id. */
export const zTaskSubmit = lazySchema(() =>
  z.pipe(
    z.unknown(),
    z.transform((answer, ctx): TaskSubmitted => {
      const read = readTaskSubmit(answer);
      if (read === null) {
        ctx.issues.push({ code: 'custom', message: answerProblems.noId, input: answer });
        return z.NEVER;
      }
      return read;
    }),
  ),
);

/** new-api's task words (`NOT_START` … `FAILURE`, `UNKNOWN`): what the studio calls each. */
export type EnvelopeStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'unknown';

const statusWords: Record<string, EnvelopeStatus> = {
  not_start: 'queued',
  submitted: 'queued',
  queued: 'queued',
  in_progress: 'running',
  success: 'succeeded',
  failure: 'failed',
};

/**
 * The value of a named field of a task, wherever the envelope holds it: the task record, its inner
 * `data`, or the answer itself (relays answer new-api's envelope or the vendor's record bare).
 */
export function fieldOfTask(answer: TaskEnvelope, field: string): unknown {
  const { record } = taskRecordOf(answer);
  const inner = record.data;
  for (const place of [record, isRecord(inner) ? inner : null, answer]) {
    if (place !== null && place[field] !== undefined && place[field] !== null) return place[field];
  }
  return undefined;
}

/** A task word as new-api writes it, in the studio's words; a word it does not know is `unknown`. */
export function envelopeStatus(word: unknown): EnvelopeStatus | null {
  if (typeof word !== 'string' || word.trim() === '') return null;
  const key = word.trim().toLowerCase();
  // Own keys only: "__proto__" or "constructor" from a gateway must not reach Object.prototype.
  return Object.hasOwn(statusWords, key) ? (statusWords[key] ?? 'unknown') : 'unknown';
}

/** `"40%"`, `40` or `"40"` → 40 (0–100); anything else → null. */
export function envelopePercent(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (match === null) return null;
  const n = Math.round(Number(match[1]));
  return n >= 0 && n <= 100 ? n : null;
}

/**
 * new-api's task record, as a poll answers it: `{code, message, data: {task_id, action, status,
 * fail_reason, progress, data}}` (loose: everything else is kept). Some relays answer the inner
 * record bare; both read the same (`taskRecordOf`).
 */
export const zTaskEnvelope = lazySchema(() =>
  z.looseObject({
    code: z.optional(z.unknown()),
    message: z.optional(z.unknown()),
    data: z.optional(z.unknown()),
  }),
);
export type TaskEnvelope = z.infer<typeof zTaskEnvelope>;

/** The task's own record: the envelope's `data` when it is one, else the answer itself. */
export interface TaskRecord {
  record: Record<string, unknown>;
  status: EnvelopeStatus | null;
  /** The raw word, shown beside the studio's. */
  word: string | null;
  progress: number | null;
  failReason: string | null;
  /** The envelope's refusal (`code` not success, no record): the gateway's words. */
  refused: string | null;
}

export function taskRecordOf(answer: TaskEnvelope): TaskRecord {
  const inner = isRecord(answer.data) ? answer.data : null;
  const record: Record<string, unknown> = inner ?? answer;
  const word = typeof record.status === 'string' ? record.status : null;
  const reason = typeof record.fail_reason === 'string' ? record.fail_reason.trim() : '';
  return {
    record,
    status: envelopeStatus(word),
    word,
    progress: envelopePercent(record.progress),
    failReason: reason === '' ? null : reason,
    refused: inner === null && failedCode(answer.code) ? (refusalWords(answer) ?? null) : null,
  };
}

/** Matches an absolute http(s) link as a whole string. */
const WEB_LINK = /^https?:\/\/[^\s"'<>]+$/i;

/**
 * The first http(s) link in a value, depth first in key order, `prefer`red keys first at each
 * level: where a relay puts a file's link is not shown (`data.data.url` is an assumption), so the
 * first link there is taken when the named field is absent. Never fetched here: the caller checks
 * it (`safeMediaUrl`) before a player or a download may use it.
 */
export function firstWebLink(
  value: unknown,
  prefer: readonly string[] = [],
  depth = 0,
): string | null {
  if (typeof value === 'string') return WEB_LINK.test(value.trim()) ? value.trim() : null;
  if (depth > 4) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstWebLink(item, prefer, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  const keys = [
    ...prefer.filter((k) => k in value),
    ...Object.keys(value).filter((k) => !prefer.includes(k)),
  ];
  for (const key of keys) {
    const found = firstWebLink(value[key], prefer, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
