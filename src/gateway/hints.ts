/**
 * What a gateway says beside a record about when to ask again. Some OpenAI-compatible gateways
 * send `openai-poll-after-ms` on an unfinished video (OpenAI's own SDK waits exactly that long);
 * most relays send nothing (gateway field notes, "Polling hints").
 */
export interface AnswerHints {
  /** Ask about this task again no sooner than this many milliseconds from now. */
  pollAfterMs: number | null;
}

export const POLL_AFTER_HEADER = 'openai-poll-after-ms';

/** A hint past this is taken as this: one stray value must not leave a job unwatched for hours. */
export const MAX_POLL_AFTER_MS = 5 * 60_000;

/** Whole (or decimal) milliseconds; anything else (empty, negative, a date, words) is no hint. */
export function parsePollAfter(value: string | null): number | null {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  return Math.min(MAX_POLL_AFTER_MS, Math.round(Number(value)));
}

export function readAnswerHints(headers: Headers): AnswerHints {
  return { pollAfterMs: parsePollAfter(headers.get(POLL_AFTER_HEADER)) };
}
