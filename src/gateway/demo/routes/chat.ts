import { chatSettings } from '../../chat/chat-settings';
import { routePattern } from '../../path';
import type { DemoEngine } from '../engine';
import {
  demoId,
  demoStream,
  invalidParameter,
  json,
  readJsonBody,
  scriptedCreate,
  type DemoRoute,
  type DemoStream,
} from '../http';
import { paceFactor, parseScenario } from '../scenario';
import { askKindOf, chatAnswer, tokensOf } from './chat-answers';

/**
 * The demo's chat completions (issue 55 item 6), the gateway's own route on the chat path: a GPT
 * look-up's route (`features/gpts/demo.ts`) comes first and passes on every other model. Streamed
 * as a relay streams — a `: PING` comment before the first token and one midway, a role chunk,
 * `delta.reasoning_content` under `[reasoning]`, one `delta.content` per word, a closing chunk with
 * `finish_reason`, `data: [DONE]` — or, with `stream` false, one plain `chat.completion`.
 *
 * Tags in the last user message: `[cut]` drops the connection halfway through the answer;
 * `[not-json]` answers a script's shots in prose; `[bad-shot]` makes its second shot 40 s long; `[hostile]` puts markup, a script and a
 * `javascript:` link in the answer; `[reasoning]` thinks aloud first; `[long-answer]` streams
 * 20,000 words (the bench's); `[slow]`/`[long]` pace it 4/16 times slower; and the create tags
 * (`[401]`, `[429]`, `[429-once]`, `[500]`, `[502]`, `[drop-create]`) answer that way at once.
 */

/** At speed 1 a word every 40 ms (25 a second), the first after 0.6 s. */
const WORD_MS = 40;
const FIRST_WORD_MS = 600;
/** Faster than this (a quick clock), words are sent several to a piece, as a busy relay batches them. */
const MIN_PIECE_MS = 8;
const LONG_ANSWER_WORDS = 20_000;

/** The last message of a role, as a chat client sends its history. */
function lastOf(messages: unknown, role: string): string | null {
  if (!Array.isArray(messages)) return null;
  let found: string | null = null;
  for (const message of messages as unknown[]) {
    if (typeof message !== 'object' || message === null) continue;
    const record = message as Record<string, unknown>;
    if (record.role === role && typeof record.content === 'string') found = record.content;
  }
  return found;
}

interface Stamp {
  id: string;
  created: number;
  model: string;
}

const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

function chunk(stamp: Stamp, delta: Record<string, string>, finish: string | null = null) {
  return event({
    ...stamp,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
}

/** The events of one answer, in pieces paced by the clock; `[cut]` stops halfway and drops. */
function streamed(
  stamp: Stamp,
  answer: { content: string; reasoning: string },
  wordMs: number,
  cut: boolean,
): DemoStream {
  const perPiece = Math.max(1, Math.ceil(MIN_PIECE_MS / wordMs));
  const pieces: { text: string; afterMs: number }[] = [
    { text: ': PING\n\n', afterMs: Math.round(FIRST_WORD_MS * (wordMs / WORD_MS)) },
    { text: chunk(stamp, { role: 'assistant', content: '' }), afterMs: 0 },
  ];
  const words = (text: string, field: string) => {
    const tokens = tokensOf(text);
    for (let at = 0; at < tokens.length; at += perPiece)
      pieces.push({
        text: tokens
          .slice(at, at + perPiece)
          .map((token) => chunk(stamp, { [field]: token }))
          .join(''),
        afterMs: Math.round(wordMs * perPiece),
      });
  };
  words(answer.reasoning, 'reasoning_content');
  const contentTokens = tokensOf(answer.content);
  const half = Math.ceil(contentTokens.length / 2);
  words(contentTokens.slice(0, half).join(''), 'content');
  // A keep-alive midway, and one event split across two writes: a reader must join them.
  pieces.push({ text: ': PING\n\n', afterMs: 0 });
  if (cut) return demoStream('text/event-stream; charset=utf-8', pieces, 'drop');
  const rest = contentTokens.slice(half).join('');
  const first = rest === '' ? '' : chunk(stamp, { content: tokensOf(rest)[0] ?? '' });
  if (first !== '') {
    const split = Math.floor(first.length / 2);
    pieces.push({ text: first.slice(0, split), afterMs: Math.round(wordMs) });
    pieces.push({ text: first.slice(split), afterMs: 0 });
  }
  words(tokensOf(rest).slice(1).join(''), 'content');
  pieces.push({ text: chunk(stamp, {}, 'stop'), afterMs: Math.round(wordMs) });
  pieces.push({ text: 'data: [DONE]\n\n', afterMs: 0 });
  return demoStream('text/event-stream; charset=utf-8', pieces);
}

function plain(engine: DemoEngine, stamp: Stamp, answer: { content: string; reasoning: string }) {
  const completion = tokensOf(answer.content).length;
  return json(200, {
    ...stamp,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.content,
          ...(answer.reasoning === '' ? {} : { reasoning_content: answer.reasoning }),
        },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: completion, total_tokens: completion },
    created: engine.unixSeconds(),
  });
}

export const chatRoutes: DemoRoute[] = [
  {
    method: 'POST',
    pattern: routePattern(chatSettings.chatPath.default),
    handle({ engine, request }) {
      const body = readJsonBody(request);
      if (body === null) return invalidParameter('request body must be a JSON object', '');
      if (typeof body.model !== 'string' || body.model.trim() === '')
        return invalidParameter('model is required', 'model');
      const user = lastOf(body.messages, 'user');
      if (user === null || user.trim() === '')
        return invalidParameter('messages must hold a user message', 'messages');
      const scenario = parseScenario(user);
      const scripted = scriptedCreate(scenario);
      if (scripted !== null) return scripted;
      const tags = user.toLowerCase();
      const answer = chatAnswer(
        askKindOf(lastOf(body.messages, 'system') ?? ''),
        user,
        body.model,
        {
          hostile: scenario.hostile,
          notJson: tags.includes('[not-json]'),
          reasoning: tags.includes('[reasoning]'),
          longAnswer: tags.includes('[long-answer]') ? LONG_ANSWER_WORDS : null,
          badShot: tags.includes('[bad-shot]'),
        },
      );
      const stamp: Stamp = {
        id: `chatcmpl-${demoId('')}`,
        created: engine.unixSeconds(),
        model: body.model,
      };
      const wordMs = (WORD_MS * paceFactor(scenario)) / engine.speed;
      if (body.stream === true)
        return { status: 200, body: streamed(stamp, answer, wordMs, tags.includes('[cut]')) };
      const words = tokensOf(answer.content).length;
      return {
        ...plain(engine, stamp, answer),
        delayMs: Math.round((FIRST_WORD_MS * wordMs) / WORD_MS + words * wordMs),
      };
    },
  },
];
