import { message as said, t, word, type StoredMessage } from '@/i18n/i18n';
import { nonEmptyText } from '@/lib/text';

/** A non-2xx answer from the gateway. Components decide what to show; the transport only reports. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  /** The message as its catalog key, for a record that words it again in another language. */
  readonly stored: StoredMessage | null;
  constructor(
    readonly status: number,
    message: string | StoredMessage,
    /** The body exactly as it came, for the "show raw" view and for support. */
    readonly body: string,
    /** From `Retry-After` on 429/503, in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(wordOf(message));
    this.stored = typeof message === 'string' ? null : message;
  }
}

function wordOf(message: string | StoredMessage): string {
  return typeof message === 'string' ? message : (word(message) ?? message.key);
}

/** The request never got an HTTP answer: offline, refused, CORS, dropped or timed out. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  readonly stored: StoredMessage | null;
  constructor(
    message: string | StoredMessage,
    readonly timedOut = false,
    /** The answer had begun (headers came): the request certainly reached the gateway. */
    readonly answered = false,
  ) {
    super(wordOf(message));
    this.stored = typeof message === 'string' ? null : message;
  }
}

/**
 * Refused before anything was sent, because the browser is offline. A NetworkError (no answer
 * came), but unlike the others it leaves no doubt: the task was certainly not created.
 */
export class OfflineError extends NetworkError {
  override readonly name: string = 'OfflineError';
  constructor() {
    super(said('gateway.offline'));
  }
}

/**
 * The create got no answer, and the gateway could not be reached at all right after: the request
 * cannot have arrived. Like OfflineError, it leaves no doubt: nothing was created.
 */
export class UnreachableError extends NetworkError {
  override readonly name: string = 'UnreachableError';
  constructor(readonly baseUrl: string) {
    super(said('gateway.unreachable', { baseUrl }));
  }
}

/** A NetworkError after which the task certainly does not exist (nothing was sent, or nothing arrived). */
export function isCertainlyNotSent(error: unknown): boolean {
  return error instanceof OfflineError || error instanceof UnreachableError;
}

/** A 2xx answer whose body is not JSON or not the documented shape. The raw text is kept. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  readonly stored: StoredMessage | null;
  constructor(
    message: string | StoredMessage,
    readonly body: string,
  ) {
    super(wordOf(message));
    this.stored = typeof message === 'string' ? null : message;
  }
}

export type AnyGatewayError = GatewayError | NetworkError | ResponseShapeError;

export function isGatewayFailure(error: unknown): error is AnyGatewayError {
  return (
    error instanceof GatewayError ||
    error instanceof NetworkError ||
    error instanceof ResponseShapeError
  );
}

/** 401/403: polling stops and the studio asks for the key. */
export function isAuthError(error: unknown): boolean {
  return error instanceof GatewayError && (error.status === 401 || error.status === 403);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the gateway's own message out of whichever error envelope it used (see the field notes):
 * `{error:{message}}`, `{code,message,data}`, `{detail}` / `{detail:{reason}}`, `{ErrCode,ErrMsg}`,
 * `{code,msg}`, `{error:"…"}`, or an HTML page from a proxy. A trailing "(request id: …)" is kept:
 * it is what support asks for.
 */
export function readErrorMessage(body: string): string | null {
  const found = readError(body);
  return found === null ? null : wordOf(found);
}

function readError(body: string): string | StoredMessage | null {
  const text = body.trim();
  if (text === '') return null;
  let data: unknown;
  try {
    // Plain JSON.parse: a message is never an exact id, and a big number must not pass for text.
    data = JSON.parse(text) as unknown;
  } catch {
    return readNonJsonMessage(text);
  }
  if (typeof data === 'string') return nonEmptyText(data);
  if (!isObject(data)) return null;
  const { error, detail } = data;
  if (isObject(error)) {
    const message = nonEmptyText(error.message);
    if (message) return message;
  }
  const direct =
    nonEmptyText(error) ??
    nonEmptyText(data.message) ??
    nonEmptyText(data.ErrMsg) ??
    nonEmptyText(data.msg);
  if (direct) return direct;
  if (typeof detail === 'string') return nonEmptyText(detail);
  if (isObject(detail)) return nonEmptyText(detail.reason) ?? nonEmptyText(detail.message);
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item) => (isObject(item) ? nonEmptyText(item.msg) : nonEmptyText(item)))
      .filter((m): m is string => m !== null);
    if (messages.length > 0) return messages.join('; ');
  }
  return null;
}

function readNonJsonMessage(text: string): string | StoredMessage | null {
  if (/^\s*</.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    const heading = /<h1[^>]*>([^<]*)<\/h1>/i.exec(text)?.[1];
    const found =
      nonEmptyText(decodeEntities(title ?? '')) ?? nonEmptyText(decodeEntities(heading ?? ''));
    return found ? said('gateway.htmlErrorPage', { found }) : null;
  }
  // A short plain-text body is itself the message; a long one is noise.
  if (text.length <= 300) return text;
  // Never end between the two halves of one character (an emoji): that shows as "�".
  return `${text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(299)) ? 299 : 300)}…`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const statusWords: Record<number, () => StoredMessage> = {
  400: () => said('gateway.http.400'),
  401: () => said('gateway.http.401'),
  403: () => said('gateway.http.403'),
  404: () => said('gateway.http.404'),
  408: () => said('gateway.http.408'),
  429: () => said('gateway.http.429'),
  500: () => said('gateway.http.500'),
  502: () => said('gateway.http.502'),
  503: () => said('gateway.http.503'),
  504: () => said('gateway.http.504'),
};

/**
 * One sentence for a person: what happened, then the gateway's own words (kept as their keys).
 * A 401/403 to a request that carried no key says that no key is saved: a key kept for the
 * session only is gone after a browser restart, and "not accepted" would send the person looking
 * for a wrong key.
 */
export function httpFailureMessage(
  status: number,
  body: string,
  { keySent = true }: { keySent?: boolean } = {},
): StoredMessage {
  const known =
    !keySent && (status === 401 || status === 403)
      ? said('gateway.http.noKey')
      : statusWords[status]?.();
  const headline = known
    ? said('gateway.http.known', { known, status })
    : said('gateway.http.other', { status });
  const message = readError(body);
  return message
    ? said('gateway.http.withMessage', { headline, message })
    : said('gateway.http.withoutMessage', { headline });
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * An error's message as a record keeps it: its catalog key where the studio wrote it (worded
 * again when shown, in the language of that moment), else its words as they are.
 */
export function storedError(error: unknown): StoredMessage | string {
  if (
    (error instanceof GatewayError ||
      error instanceof NetworkError ||
      error instanceof ResponseShapeError) &&
    error.stored !== null
  )
    return error.stored;
  return describeError(error);
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return t('gateway.somethingWrong');
}
