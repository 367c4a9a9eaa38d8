import { t } from '@/i18n/i18n';
import { nonEmptyText } from '@/lib/text';

/** A non-2xx answer from the gateway. Components decide what to show; the transport only reports. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly status: number,
    message: string,
    /** The body exactly as it came, for the "show raw" view and for support. */
    readonly body: string,
    /** From `Retry-After` on 429/503, in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The request never got an HTTP answer: offline, refused, CORS, dropped or timed out. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(
    message: string,
    readonly timedOut = false,
    /** The answer had begun (headers came): the request certainly reached the gateway. */
    readonly answered = false,
  ) {
    super(message);
  }
}

/**
 * Refused before anything was sent, because the browser is offline. A NetworkError (no answer
 * came), but unlike the others it leaves no doubt: the task was certainly not created.
 */
export class OfflineError extends NetworkError {
  override readonly name: string = 'OfflineError';
  constructor() {
    super(t('gateway.offline'));
  }
}

/**
 * The create got no answer, and the gateway could not be reached at all right after: the request
 * cannot have arrived. Like OfflineError, it leaves no doubt: nothing was created.
 */
export class UnreachableError extends NetworkError {
  override readonly name: string = 'UnreachableError';
  constructor(readonly baseUrl: string) {
    super(t('gateway.unreachable', { baseUrl }));
  }
}

/** A NetworkError after which the task certainly does not exist (nothing was sent, or nothing arrived). */
export function isCertainlyNotSent(error: unknown): boolean {
  return error instanceof OfflineError || error instanceof UnreachableError;
}

/** A 2xx answer whose body is not JSON or not the documented shape. The raw text is kept. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    message: string,
    readonly body: string,
  ) {
    super(message);
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
  const direct = nonEmptyText(error) ?? nonEmptyText(data.message) ?? nonEmptyText(data.ErrMsg) ?? nonEmptyText(data.msg);
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

function readNonJsonMessage(text: string): string | null {
  if (/^\s*</.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    const heading = /<h1[^>]*>([^<]*)<\/h1>/i.exec(text)?.[1];
    const found = nonEmptyText(decodeEntities(title ?? '')) ?? nonEmptyText(decodeEntities(heading ?? ''));
    return found ? t('gateway.htmlErrorPage', { found }) : null;
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

const statusWords: Record<number, () => string> = {
  400: () => t('gateway.http.400'),
  401: () => t('gateway.http.401'),
  403: () => t('gateway.http.403'),
  404: () => t('gateway.http.404'),
  408: () => t('gateway.http.408'),
  429: () => t('gateway.http.429'),
  500: () => t('gateway.http.500'),
  502: () => t('gateway.http.502'),
  503: () => t('gateway.http.503'),
  504: () => t('gateway.http.504'),
};

/** One sentence for a person: what happened, then the gateway's own words. */
export function describeHttpFailure(status: number, body: string): string {
  const known = statusWords[status]?.();
  const headline = known ? t('gateway.http.known', { known, status }) : t('gateway.http.other', { status });
  const message = readErrorMessage(body);
  return message ? t('gateway.http.withMessage', { headline, message }) : t('gateway.http.withoutMessage', { headline });
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return t('gateway.somethingWrong');
}
