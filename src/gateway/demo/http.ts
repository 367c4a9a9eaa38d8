import type { DemoEngine, Scenario } from './engine';
import type { DemoForm } from './multipart';

/** A request as both adapters hand it over: no Node or browser types. */
export interface DemoRequest {
  method: string;
  /** Path and query, e.g. `/pikb/task?id=…`. */
  url: URL;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** A multipart body as the page hands it over (its file stays in the page): see `multipart.ts`. */
  form?: DemoForm;
}

export type DemoBody =
  | { type: 'json'; text: string }
  | {
      type: 'text';
      text: string;
      contentType: string;
      /** The text is bytes, one latin1 character each (an uploaded image served back). */
      binary?: boolean;
    }
  | { type: 'file'; name: string; contentType: string }
  | DemoStream;

/**
 * An answer sent in pieces (a chat's server-sent events, issue 55): each piece is written after
 * its wait, then the connection ends — closed as it should be, or dropped (a stream cut mid-way).
 */
export interface DemoStream {
  type: 'stream';
  contentType: string;
  /** The whole text, as a test or a log sees it once it has ended. */
  text: string;
  pieces: readonly { text: string; afterMs: number }[];
  end: 'close' | 'drop';
}

/** A stream of these pieces; `drop` cuts it after the last one. */
export function demoStream(
  contentType: string,
  pieces: DemoStream['pieces'],
  end: DemoStream['end'] = 'close',
): DemoStream {
  return { type: 'stream', contentType, text: pieces.map((p) => p.text).join(''), pieces, end };
}

export interface DemoResponse {
  status: number;
  headers?: Record<string, string>;
  body: DemoBody;
  /** The adapter waits this long before answering. */
  delayMs?: number;
  /** The adapter drops the connection instead of answering. */
  drop?: boolean;
  /** Answered without CORS headers (a storage that does not allow the page's origin). */
  noCors?: boolean;
  /**
   * The answer is made after the request is read (a picture edited from the bytes sent, which
   * the page reads from a Blob): the adapters wait for it, then for `delayMs`. Routes answer in
   * one call otherwise, as every route before picture editing did.
   */
  later?: () => Promise<DemoResponse>;
}

export interface RouteContext {
  engine: DemoEngine;
  request: DemoRequest;
  /** Captures of the route's pattern. */
  params: string[];
}

export interface DemoRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /**
   * Null: not this route's request (another model on the chat path), and the next route of the
   * same path and method answers it.
   */
  handle(ctx: RouteContext): DemoResponse | null;
  /** Not the gateway (the upload storage): no key is asked for. */
  open?: boolean;
}

let requestCounter = 0;
/** Real gateways append this to messages; support asks for it. */
export function requestId(): string {
  requestCounter += 1;
  return `20261121${String(requestCounter).padStart(10, '0')}demo`;
}

export function json(
  status: number,
  value: unknown,
  headers?: Record<string, string>,
): DemoResponse {
  return { status, body: { type: 'json', text: JSON.stringify(value) }, headers };
}

/** `{"error":{"message","type","param","code"}}`: the OpenAI-style envelope of `/v1` routes. */
export function openAiError(
  status: number,
  message: string,
  type = 'new_api_error',
  code: string | number = '',
  param = '',
): DemoResponse {
  return json(status, {
    error: { message: `${message} (request id: ${requestId()})`, type, param, code },
  });
}

/**
 * A 400 in the OpenAI shape that names the field at fault (`param`), as a relay's chat, image and
 * GPT routes answer a bad body.
 */
export function invalidParameter(
  message: string,
  param: string,
  code = 'invalid_parameter',
): DemoResponse {
  return openAiError(400, message, 'invalid_request_error', code, param);
}

/** `{"code","message","data":null}`: the envelope of task routes. */
export function taskError(status: number, code: string, message: string): DemoResponse {
  return json(status, { code, message, data: null });
}

/** What a reverse proxy sends when the upstream is down: not JSON at all. */
export function proxyHtml(status: number): DemoResponse {
  const title = status === 502 ? '502 Bad Gateway' : `${status} Error`;
  return {
    status,
    body: {
      type: 'text',
      contentType: 'text/html',
      text: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
    },
  };
}

/** The answer a create request gets when a scenario asks for a failing status. */
export function scriptedCreateFailure(status: number): DemoResponse {
  switch (status) {
    case 400:
      return taskError(
        400,
        'invalid_request',
        'prompt violates the content policy (scenario [400])',
      );
    case 401:
      return openAiError(401, 'Invalid token', 'new_api_error');
    case 403:
      return openAiError(
        403,
        'This token has no access to this model',
        'new_api_error',
        'model_not_allowed',
      );
    case 429:
      return {
        ...openAiError(429, 'Too many requests, slow down', 'rate_limit_error'),
        headers: { 'Retry-After': '3' },
      };
    case 502:
      return proxyHtml(502);
    default:
      return openAiError(
        status,
        'upstream error: do request failed',
        'upstream_error',
        'do_request_failed',
      );
  }
}

/** The words `[429-once]` has refused already, for this gateway's life. */
const rateLimitedOnce = new Set<string>();

/**
 * What a create whose words carry a fault tag answers before its body is checked: a dropped
 * connection ([drop]) or a scripted status; null when it carries none.
 */
export function scriptedCreate(scenario: Scenario): DemoResponse | null {
  if (scenario.rateLimitOnce !== null && !rateLimitedOnce.has(scenario.rateLimitOnce)) {
    rateLimitedOnce.add(scenario.rateLimitOnce);
    return {
      ...openAiError(429, 'Too many requests, slow down', 'rate_limit_error'),
      headers: { 'Retry-After': '2' },
    };
  }
  if (scenario.createDrop)
    return { status: 0, body: { type: 'json', text: '' }, drop: true, delayMs: 500 };
  if (scenario.createStatus !== null) return scriptedCreateFailure(scenario.createStatus);
  return null;
}

/** The answer a poll gets while a scripted fault lasts, or null when the poll should succeed. */
export function scriptedPollFault(
  ctx: RouteContext,
  task: Parameters<DemoEngine['countPoll']>[0],
): DemoResponse | null {
  const n = ctx.engine.countPoll(task);
  const s = task.scenario;
  if (s.pollRateLimit && n === 0) {
    return {
      ...openAiError(429, 'Too many requests', 'rate_limit_error'),
      headers: { 'Retry-After': '3' },
    };
  }
  if (s.pollDrop > n) return { status: 0, body: { type: 'json', text: '' }, drop: true };
  if (s.pollHangMs > 0 && n === 0) return { ...json(200, {}), delayMs: s.pollHangMs, drop: true };
  if (s.pollGarbage > n) {
    return {
      status: 200,
      body: {
        type: 'text',
        contentType: 'application/json',
        text: '{"id":"task","status":"in_pro',
      },
    };
  }
  if (s.pollBadShape > n) return json(200, 'maintenance: records are temporarily unavailable');
  if (s.pollFault && s.pollFault.count > n) {
    return s.pollFault.status === 502
      ? proxyHtml(502)
      : openAiError(
          s.pollFault.status,
          'upstream error: upstream timeout',
          'upstream_error',
          'get_channel_failed',
        );
  }
  return null;
}

export function readJsonBody(request: DemoRequest): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(request.body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function demoId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
