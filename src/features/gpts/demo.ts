import type { DemoDeclaration } from '@/gateway/demo/routes';
import { routePattern } from '@/gateway/path';
import { GET_GPTS_MODEL, gptsPaths } from './gateway-schema';
import type { DemoEngine } from '@/gateway/demo/engine';
import {
  demoId,
  json,
  invalidParameter,
  openAiError,
  readJsonBody,
  type DemoResponse,
  type DemoRoute,
} from '@/gateway/demo/http';
import { catalogueEntryFor, gptsDocument, hostileDocument, specialGptIds } from './demo-catalogue';
import { officialStoreRoutes, storeChatAnswer } from './store/demo-store';

/** The upstream fetches the GPT page: a second or two at speed 1. */
const LOOKUP_MS = 1_600;

function fence(value: unknown, language = 'json'): string {
  return `\`\`\`${language}\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}

/** The message the upstream writes for an id, and why it stopped. */
function answerFor(engine: DemoEngine, id: string): { content: string; finishReason: string } {
  const notFound = `I couldn't find a GPT with the ID "${id}". It may be private or deleted, or the ID may be mistyped.`;
  if (id === specialGptIds.notFound || !/^g-[A-Za-z0-9_-]+$/.test(id))
    return { content: notFound, finishReason: 'stop' };
  if (id === specialGptIds.truncated) {
    const whole = fence(gptsDocument(engine, id, catalogueEntryFor(id)));
    return { content: whole.slice(0, Math.floor(whole.length * 0.45)), finishReason: 'length' };
  }
  if (id === specialGptIds.hostile)
    return { content: fence(hostileDocument(engine)), finishReason: 'stop' };
  if (id === specialGptIds.wrongShape) {
    return {
      content: fence({ error: { message: 'gizmo not found', code: 'gizmo_not_found' } }),
      finishReason: 'stop',
    };
  }
  const document = gptsDocument(engine, id, catalogueEntryFor(id));
  if (id === specialGptIds.prose) {
    return {
      content: `Here are the details of ${id}:\n\n${JSON.stringify(document)}\n\nLet me know if you want to start a conversation with it.`,
      finishReason: 'stop',
    };
  }
  if (id === specialGptIds.bareFence) return { content: fence(document, ''), finishReason: 'stop' };
  return { content: fence(document), finishReason: 'stop' };
}

/** The id is the last user message, as a chat client sends it. */
function userContent(messages: unknown): string | null {
  if (!Array.isArray(messages)) return null;
  let found: string | null = null;
  for (const message of messages as unknown[]) {
    if (typeof message !== 'object' || message === null) continue;
    const { role, content } = message as Record<string, unknown>;
    if (role === 'user' && typeof content === 'string') found = content.trim();
  }
  return found;
}

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** A `chat.completion` envelope, as an OpenAI-compatible relay writes one. */
function completionOf(
  engine: DemoEngine,
  model: string,
  messages: unknown,
  content: string,
  finishReason: string,
): DemoResponse {
  const prompt = tokens(JSON.stringify(messages));
  const completion = tokens(content);
  return json(200, {
    id: `chatcmpl-${demoId('')}`,
    object: 'chat.completion',
    created: engine.unixSeconds(),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
    },
  });
}

export const gptsRoutes: DemoRoute[] = [
  {
    method: 'POST',
    pattern: routePattern(gptsPaths.chatCompletions),
    handle(ctx) {
      const body = readJsonBody(ctx.request);
      if (body === null)
        return invalidParameter('request body must be a JSON object', '', 'invalid_request');
      if (typeof body.model !== 'string' || body.model.trim() === '')
        return invalidParameter('model is required', 'model', 'invalid_parameter');
      if (body.model !== GET_GPTS_MODEL) {
        // The GPT store's search and batch models (issue 55); any other model is a chat, which the
        // gateway's own chat route answers.
        const store = storeChatAnswer(ctx.engine, body.model, userContent(body.messages) ?? '');
        if (store === null || !('content' in store)) return store;
        return {
          ...completionOf(ctx.engine, body.model, body.messages, store.content, 'stop'),
          delayMs: store.delayMs,
        };
      }
      if (body.stream === true)
        return invalidParameter(
          `stream is not supported for ${GET_GPTS_MODEL}; send stream: false`,
          'stream',
          'invalid_parameter',
        );
      const id = userContent(body.messages);
      if (id === null || id === '') {
        return invalidParameter(
          'messages must hold a user message whose content is the GPT id (g-…)',
          'messages',
          'invalid_parameter',
        );
      }
      if (id === specialGptIds.upstream500) {
        return openAiError(
          500,
          'upstream error: do request failed',
          'upstream_error',
          'do_request_failed',
        );
      }
      const { content, finishReason } = answerFor(ctx.engine, id);
      return {
        ...completionOf(ctx.engine, GET_GPTS_MODEL, body.messages, content, finishReason),
        delayMs: Math.round(LOOKUP_MS / ctx.engine.speed),
      };
    },
  },
];

/** The GPT look-up's demo (found by the app and the demo HTTP server in this folder, decision 025). */
export const demo: DemoDeclaration = {
  kind: 'gpts',
  routes: [...gptsRoutes, ...officialStoreRoutes],
  // A look-up is an answer, not a task: the engine keeps none, the account is not charged.
  prices: {},
  starts: { method: 'POST', path: gptsPaths.chatCompletions },
};
