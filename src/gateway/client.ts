import { message, t } from '@/i18n/i18n';
import type { z } from '@/lib/zod';
import { parseJsonLossless } from '@/lib/json';
import {
  GatewayError,
  NetworkError,
  isGatewayFailure,
  ResponseShapeError,
  httpFailureMessage,
  parseRetryAfter,
} from './errors';
import { readAnswerHints, type AnswerHints } from './hints';
import { answerProblems } from './schemas/answer-problems';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface GatewayClientOptions {
  /** e.g. `https://gateway.example.com` or `https://host/prefix`; paths are appended. */
  baseUrl: string;
  apiKey: string;
  /** Injected so demo mode and tests can answer without a network. */
  fetch: FetchLike;
  /** A request that hangs is abandoned after this long. */
  timeoutMs?: number;
  /**
   * A key is what this gateway needs (a real one, not the demo): a 401/403 to a request sent
   * without one then says that no key is saved rather than that a key was refused.
   */
  keyNeeded?: boolean;
}

export interface JsonRequest<S extends z.ZodMiniType> {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON; a `FormData` is sent as it is (multipart: an image upload). */
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
  /** Told what the gateway said beside a good answer about when to ask again. */
  onHints?: (hints: AnswerHints) => void;
  /** This request's own deadline, for an operation that answers only when its work is done. */
  timeoutMs?: number;
}

/** A request whose answer is read as it arrives (a chat's server-sent events: `chat/chat.ts`). */
export interface OpenRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The `Accept` header: what the reader can take. */
  accept: string;
  signal?: AbortSignal;
  /** How long the answer's headers may take; the body's pace is the reader's to judge. */
  timeoutMs?: number;
}

/** A 2xx answer whose body has not been read: the reader reads it, then lets go. */
export interface OpenAnswer {
  response: Response;
  /** Ends the request: the body's pending read rejects (an idle stream given up). */
  abort(reason: unknown): void;
  /** The reader is done with the answer: the outer signal is let go. */
  release(): void;
}

export interface GatewayClient {
  readonly baseUrl: string;
  json<S extends z.ZodMiniType>(request: JsonRequest<S>): Promise<z.output<S>>;
  /**
   * An answer to read as it comes: a non-2xx is thrown as a `GatewayError` (its body read), a
   * failure before the headers as a `NetworkError`; the body is the caller's. Stopping through
   * `signal` before the headers throws the signal's reason.
   */
  open(request: OpenRequest): Promise<OpenAnswer>;
  /** Bytes from a gateway path that needs the key (`/v1/videos/{id}/content`). */
  blob(path: string, signal?: AbortSignal): Promise<Blob>;
}

const answerProblemWords: Record<string, () => string> = {
  [answerProblems.noId]: () => t('gateway.answer.noId'),
  [answerProblems.notPikbTask]: () => t('gateway.answer.notPikbTask'),
  [answerProblems.noClips]: () => t('gateway.answer.noClips'),
  [answerProblems.idNotWhole]: () => t('gateway.answer.idNotWhole'),
  [answerProblems.idNegative]: () => t('gateway.answer.idNegative'),
  [answerProblems.idInexact]: () => t('gateway.answer.idInexact'),
};

/** What a schema found wrong with an answer, as zod reports it (parsed with `reportInput`). */
type AnswerIssue = z.core.$ZodIssue;

/**
 * A schema's complaint in the studio's language: the studio's own by their code, zod's built-in
 * ones by their kind (zod words those in English only, and this sentence is shown in the page).
 */
export function describeAnswerProblem(issue: AnswerIssue): string {
  if (Object.hasOwn(answerProblemWords, issue.message))
    return answerProblemWords[issue.message]?.() ?? issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? t('gateway.answer.missing')
        : t('gateway.answer.expectedType', { expected: issue.expected });
    case 'invalid_value':
      return t('gateway.answer.expectedValue', {
        values: issue.values.map((value) => JSON.stringify(value)).join(', '),
      });
    case 'invalid_format':
      return t('gateway.answer.format', { format: issue.format });
    case 'too_small':
      return t('gateway.answer.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return t('gateway.answer.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_union':
      return t('gateway.answer.noVariant');
    default:
      return t('gateway.answer.invalid');
  }
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { baseUrl, apiKey, timeoutMs = 30_000, keyNeeded = false } = options;

  /**
   * One request, start to last byte, under one deadline: a gateway that sends headers and then
   * stalls is as stuck as one that never answers.
   */
  /** One request's init: its headers (the key among them), its body, its signal. */
  function requestInit(method: string, body: unknown, accept: string, signal: AbortSignal) {
    const headers: Record<string, string> = { Accept: accept };
    // A form (a file upload) states its own multipart type and boundary: no Content-Type here.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    // The key goes to the configured gateway and nowhere else: every request here is built from
    // baseUrl, and media hosts are reached by <video>/<audio> elements, never through this client.
    if (apiKey.trim() !== '') headers.Authorization = `Bearer ${apiKey.trim()}`;
    return {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      // Credentials never ride along to a gateway: the key is the only authority.
      credentials: 'omit',
    } satisfies RequestInit;
  }

  /** Why a request got no answer: stopped by its caller, out of time, or not reached. */
  function lostBecause(
    cause: unknown,
    outer: AbortSignal | undefined,
    timedOut: boolean,
    waitMs: number,
  ): Error {
    if (outer?.aborted)
      return cause instanceof Error ? cause : new DOMException('Aborted', 'AbortError');
    if (timedOut)
      return new NetworkError(
        message('gateway.timeout', { seconds: Math.round(waitMs / 1000) }),
        true,
      );
    return new NetworkError(message('gateway.couldNotReach'));
  }

  async function exchange<T>(
    method: string,
    path: string,
    body: unknown,
    accept: string,
    outer: AbortSignal | undefined,
    read: (response: Response) => Promise<T>,
    waitMs: number = timeoutMs,
  ): Promise<T> {
    const deadline = withTimeout(outer, waitMs);
    const lost = (cause: unknown) => lostBecause(cause, outer, deadline.timedOut(), waitMs);
    try {
      let response: Response;
      try {
        response = await options.fetch(
          joinUrl(baseUrl, path),
          requestInit(method, body, accept, deadline.signal),
        );
      } catch (cause) {
        throw lost(cause);
      }
      try {
        return await read(response);
      } catch (cause) {
        if (isGatewayFailure(cause)) throw cause;
        throw deadline.timedOut() || outer?.aborted
          ? lost(cause)
          : new NetworkError(message('gateway.dropped'), false, true);
      }
    } finally {
      deadline.dispose();
    }
  }

  async function failure(response: Response): Promise<GatewayError> {
    const text = await safeText(response);
    return new GatewayError(
      response.status,
      httpFailureMessage(response.status, text, { keySent: !keyNeeded || apiKey.trim() !== '' }),
      text,
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }

  return {
    baseUrl,
    json({ method, path, body, schema, signal, onHints, timeoutMs: waitMs }) {
      const read = async (response: Response) => {
        if (!response.ok) throw await failure(response);
        const text = await response.text();
        let data: unknown;
        try {
          data = parseJsonLossless(text);
        } catch {
          throw new ResponseShapeError(message('gateway.notJson'), text);
        }
        // With each issue's input, so a missing field can be told from one of the wrong type.
        const parsed = schema.safeParse(data, { reportInput: true });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const problem = issue ? describeAnswerProblem(issue) : t('gateway.answer.invalid');
          throw new ResponseShapeError(
            issue && issue.path.length > 0
              ? t('gateway.shapeAt', { where: issue.path.join('.'), problem })
              : t('gateway.shape', { problem }),
            text,
          );
        }
        onHints?.(readAnswerHints(response.headers));
        return parsed.data;
      };
      return exchange(method, path, body, 'application/json', signal, read, waitMs);
    },
    async open({ method, path, body, accept, signal: outer, timeoutMs: waitMs = timeoutMs }) {
      // Not `exchange`: its deadline covers the last byte, and a stream's last byte may be minutes
      // away. Here the deadline covers the headers; the link to the caller's signal stays until
      // the reader lets go, so Stop still ends the body's reading.
      const deadline = withTimeout(outer, waitMs);
      let response: Response;
      try {
        response = await options.fetch(
          joinUrl(baseUrl, path),
          requestInit(method, body, accept, deadline.signal),
        );
      } catch (cause) {
        const timedOut = deadline.timedOut();
        deadline.dispose();
        throw lostBecause(cause, outer, timedOut, waitMs);
      }
      deadline.stopClock();
      if (!response.ok) {
        const error = await failure(response);
        deadline.dispose();
        throw error;
      }
      return { response, abort: deadline.abort, release: deadline.dispose };
    },
    blob(path, signal) {
      return exchange('GET', path, undefined, '*/*', signal, async (response) => {
        if (!response.ok) throw await failure(response);
        return response.blob();
      });
    },
  };
}

/** An error body that cannot be read is still an error: its status says enough. */
async function safeText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/** AbortSignal.any is not everywhere yet (older jsdom); this is the same idea, by hand. */
export function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => fired,
    /** The deadline no longer applies; the outer signal still aborts. */
    stopClock: () => clearTimeout(timer),
    /** Ends the request now (a reader that gave up on an idle stream). */
    abort: (reason: unknown) => controller.abort(reason),
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
