/**
 * Chat through the gateway, streamed (issue 55 item 1). The one way the studio asks a chat model
 * anything: prompt help, a script split into shots, a GPT's conversation.
 *
 * ```ts
 * const outcome = await askChat(client, {
 *   ...chatTarget(settings.paths),            // { path, model } from the profile's settings
 *   messages: [{ role: 'system', content: … }, { role: 'user', content: … }],
 *   signal,                                    // Stop: abort it; what arrived is kept
 *   onContent: (piece) => …,                   // each piece of the answer, as it arrives
 *   onReasoning: (piece) => …,                 // a reasoning model's thinking, kept apart
 * });
 * // outcome: { content, reasoning, ended: 'done' | 'stopped' | 'cut', finishReason, cutReason }
 * ```
 *
 * `POST <chat path>` with `stream: true`, read as server-sent events by eventsource-parser
 * (decision 040): `data: {chunk}` deltas are appended, comments (`: PING`, new-api's keep-alive)
 * are ignored, `data: [DONE]` ends it, `delta.reasoning_content` goes to `onReasoning`. A gateway
 * that answers one plain `chat.completion` (no stream) is read too, its text given in one piece.
 *
 * How it ends: `done` ([DONE], or a `finish_reason` and the end of the body); `stopped` (the
 * caller's signal, even before the headers: nothing arrived); `cut` (the connection dropped, the
 * body ended early, nothing came for `idleMs`, or the relay sent an error event mid-stream) with
 * `cutReason` in words. In every case what arrived is in `content`. Before any answer it throws
 * as the gateway's other requests do: `GatewayError` (401, 429 with its `retryAfterMs`, 5xx…),
 * `NetworkError`, or `ResponseShapeError` for a plain answer that is not a completion.
 */
import { createParser } from 'eventsource-parser';
import { message, t } from '@/i18n/i18n';
import type { GatewayClient, OpenAnswer } from '../client';
import { ResponseShapeError } from '../errors';
import { chatSetting } from './chat-settings';
import { piecesOf, zChatEnvelope, type EnvelopePieces } from './chat-schema';
import type { AssumedPaths } from '../assumed-paths';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatAsk {
  path: string;
  model: string;
  messages: readonly ChatMessage[];
  signal?: AbortSignal;
  /** false: ask for one plain `chat.completion` (what a gateway without streams answers anyway). */
  stream?: boolean;
  onContent?: (piece: string) => void;
  onReasoning?: (piece: string) => void;
  /** A stream that sends nothing (not even a `: PING`) for this long is given up as cut. */
  idleMs?: number;
}

export type ChatEnded = 'done' | 'stopped' | 'cut';

export interface ChatOutcome {
  content: string;
  reasoning: string;
  ended: ChatEnded;
  /** The gateway's `finish_reason` (`stop`; `length` when it ran out of tokens), if it said one. */
  finishReason: string | null;
  /** Why a `cut` answer was cut, in the studio's words; null otherwise. */
  cutReason: string | null;
}

/** The profile's chat path and model (Settings → Advanced). */
export function chatTarget(paths: AssumedPaths): { path: string; model: string } {
  return { path: chatSetting(paths, 'chatPath'), model: chatSetting(paths, 'chatModel') };
}

const DEFAULT_IDLE_MS = 60_000;

/** What has arrived so far, and what each new piece is told to. */
class Answer {
  content = '';
  reasoning = '';
  finishReason: string | null = null;
  done = false;
  /** A relay's error event: the stream is over, cut. */
  error: string | null = null;
  constructor(private readonly ask: ChatAsk) {}

  take(pieces: EnvelopePieces): void {
    if (pieces.reasoning !== '') {
      this.reasoning += pieces.reasoning;
      this.ask.onReasoning?.(pieces.reasoning);
    }
    if (pieces.content !== '') {
      this.content += pieces.content;
      this.ask.onContent?.(pieces.content);
    }
    if (pieces.finishReason !== null) this.finishReason = pieces.finishReason;
    if (pieces.error !== null) this.error = pieces.error;
  }

  /** One `data:` event: a chunk, `[DONE]`, or a line no reader can use (skipped). */
  event(data: string): void {
    if (this.done || this.error !== null) return;
    if (data.trim() === '[DONE]') {
      this.done = true;
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return; // A garbled line is skipped: the next may be whole, and what arrived stands.
    }
    const parsed = zChatEnvelope.safeParse(value);
    if (parsed.success) this.take(piecesOf(parsed.data));
  }

  get over(): boolean {
    return this.done || this.error !== null;
  }

  outcome(ended: ChatEnded, cutReason: string | null = null): ChatOutcome {
    return {
      content: this.content,
      reasoning: this.reasoning,
      ended,
      finishReason: this.finishReason,
      cutReason: ended === 'cut' ? cutReason : null,
    };
  }

  /** The body ended: done if the gateway said so ([DONE] or a finish reason), else cut. */
  ending(): ChatOutcome {
    if (this.error !== null)
      return this.outcome('cut', t('gateway.chat.cut.error', { message: this.error || '—' }));
    if (this.done || this.finishReason !== null) return this.outcome('done');
    return this.outcome('cut', t('gateway.chat.cut.early'));
  }
}

export async function askChat(client: GatewayClient, ask: ChatAsk): Promise<ChatOutcome> {
  const { signal, stream = true } = ask;
  const answer = new Answer(ask);
  let opened: OpenAnswer;
  try {
    opened = await client.open({
      method: 'POST',
      path: ask.path,
      body: { model: ask.model, messages: ask.messages, stream },
      accept: stream ? 'text/event-stream, application/json' : 'application/json',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) return answer.outcome('stopped');
    throw error;
  }
  try {
    const { response } = opened;
    const type = response.headers.get('Content-Type') ?? '';
    if (/event-stream/i.test(type) && response.body !== null)
      return await readStream(response.body, opened, answer, ask);
    return await readWhole(response, answer, signal);
  } finally {
    opened.release();
  }
}

/** Server-sent events as they arrive, each read fed to the parser (a line may span two reads). */
async function readStream(
  body: ReadableStream<Uint8Array>,
  opened: OpenAnswer,
  answer: Answer,
  { signal, idleMs = DEFAULT_IDLE_MS }: ChatAsk,
): Promise<ChatOutcome> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: (event) => answer.event(event.data),
    // `: PING` and other comments only say the connection lives: the read itself restarts the clock.
    onComment: () => undefined,
  });
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartClock = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      opened.abort(new DOMException('Idle', 'TimeoutError'));
      void reader.cancel().catch(() => undefined);
    }, idleMs);
  };
  // Stop ends the read at once, whatever the transport does with the signal.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    restartClock();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        if (signal?.aborted) return answer.outcome('stopped');
        return idle
          ? idleCut(answer, idleMs)
          : answer.outcome('cut', t('gateway.chat.cut.dropped'));
      }
      if (signal?.aborted) return answer.outcome('stopped');
      if (idle) return idleCut(answer, idleMs);
      if (chunk.done) break;
      restartClock();
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      if (answer.over) {
        void reader.cancel().catch(() => undefined);
        break;
      }
    }
    if (!answer.over) {
      // A last line without its newline still counts.
      parser.feed(decoder.decode());
      parser.reset({ consume: true });
    }
    return answer.ending();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

function idleCut(answer: Answer, idleMs: number): ChatOutcome {
  return answer.outcome('cut', t('gateway.chat.cut.idle', { seconds: Math.round(idleMs / 1000) }));
}

/** A plain answer (no stream), or a stream sent without its content type: read whole. */
async function readWhole(
  response: Response,
  answer: Answer,
  signal: AbortSignal | undefined,
): Promise<ChatOutcome> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (signal?.aborted) return answer.outcome('stopped');
    return answer.outcome('cut', t('gateway.chat.cut.dropped'));
  }
  if (/^\s*(data:|:|event:)/.test(text)) {
    const parser = createParser({ onEvent: (event) => answer.event(event.data) });
    parser.feed(text);
    parser.reset({ consume: true });
    return answer.ending();
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ResponseShapeError(message('gateway.notJson'), text);
  }
  const parsed = zChatEnvelope.safeParse(value);
  const pieces = parsed.success ? piecesOf(parsed.data) : null;
  if (pieces?.error != null && pieces.content === '')
    throw new ResponseShapeError(
      message('gateway.chat.answerError', { message: pieces.error || '—' }),
      text,
    );
  if (pieces === null || (parsed.success && (parsed.data.choices ?? []).length === 0))
    throw new ResponseShapeError(message('gateway.chat.noMessage'), text);
  answer.take(pieces);
  return answer.outcome('done');
}
