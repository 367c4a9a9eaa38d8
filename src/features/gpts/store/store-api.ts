import type { GatewayConnection } from '@/gateway/connection';
import { chatSetting } from '@/gateway/chat/chat-settings';
import { zChatCompletion } from '../gateway-schema';
import { gptsSetting } from '../paths';
import {
  readChatDetails,
  readChatSearch,
  readOfficialDetails,
  readOfficialSearch,
  type GptDetails,
  type StoreRead,
} from './store-read';
import { zOfficialEnvelope, type GptSummary } from './store-schema';

/**
 * The GPT store's two reads (issue 55 item 4), in the format the profile chooses (Settings →
 * Advanced, `gptsFormat`): the chat format asks a model on the chat path and reads a fenced JSON
 * list from its message; the official format `GET`s its paths and reads `{code, data}`. Nothing is
 * created at the gateway, so neither goes through the ledger: a lost answer costs asking again.
 */

/** The body of a chat-format ask: one user message, no stream (a list is read whole). */
export const toStoreAsk = (model: string, words: string) => ({
  model,
  messages: [{ role: 'user' as const, content: words }],
  stream: false,
});

function chatAsk(connection: GatewayConnection, model: string, words: string, signal: AbortSignal) {
  return connection.client.json({
    method: 'POST',
    path: chatSetting(connection.settings.paths, 'chatPath'),
    body: toStoreAsk(model, words),
    schema: zChatCompletion,
    signal,
  });
}

/** `path?name=value`, the value encoded; a path that already has a query gets `&`. */
export function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export async function searchGpts(
  connection: GatewayConnection,
  keyword: string,
  signal: AbortSignal,
): Promise<StoreRead<GptSummary>> {
  const { paths } = connection.settings;
  if (gptsSetting(paths, 'gptsFormat') === 'official') {
    const envelope = await connection.client.json({
      method: 'GET',
      path: withQuery(gptsSetting(paths, 'gptsSearchPath'), 'query', keyword),
      schema: zOfficialEnvelope,
      signal,
    });
    return readOfficialSearch(envelope);
  }
  const model = gptsSetting(paths, 'gptsSearchModel');
  return readChatSearch(await chatAsk(connection, model, keyword, signal));
}

/**
 * Details of several GPTs: in the chat format one ask with the ids comma-separated; in the
 * official format one `GET` per id, side by side, each id's failure its own.
 */
export async function detailsOfGpts(
  connection: GatewayConnection,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<StoreRead<GptDetails>> {
  const { paths } = connection.settings;
  if (gptsSetting(paths, 'gptsFormat') === 'official') {
    const path = gptsSetting(paths, 'gptsDetailsPath');
    const items = await Promise.all(
      ids.map(async (id): Promise<GptDetails> => {
        try {
          const envelope = await connection.client.json({
            method: 'GET',
            path: withQuery(path, 'id', id),
            schema: zOfficialEnvelope,
            signal,
          });
          return readOfficialDetails(envelope, id);
        } catch (error) {
          if (signal.aborted) throw error;
          return { id, ok: false, problem: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    return { ok: true, items, skipped: 0 };
  }
  const model = gptsSetting(paths, 'gptsBatchModel');
  return readChatDetails(await chatAsk(connection, model, ids.join(','), signal), ids);
}
