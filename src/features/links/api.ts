import type { GatewayConnection } from '@/gateway/connection';
import { intlLocale } from '@/i18n/i18n';
import {
  zLinkAnswer,
  type LinkChatRequest,
  type LinkSubtitleRequest,
  type LinkSummaryRequest,
} from './gateway-schema';
import { linkPath } from './paths';
import { readChat, readSubtitles, readSummary, type LinkReading, type Read } from './read-answer';

/**
 * The three link requests (issue 55). Each is one POST that answers when the work is done — 10 to
 * 60 s at a real gateway — so each has a deadline of its own, well past the client's usual 30 s,
 * and the page offers Cancel (the signal). Nothing is created at the gateway and nothing is kept by
 * it: a lost answer costs asking again, so none goes through the ledger.
 */
export const LINK_TIMEOUT_MS = 180_000;

export const toSummaryRequest = (url: string): LinkSummaryRequest => ({
  url,
  includeDetail: true,
  // The studio's language, as BibiGPT's tag: the summary reads like the page around it.
  promptConfig: { outputLanguage: intlLocale() },
});

export const toSubtitleRequest = (url: string): LinkSubtitleRequest => ({
  url,
  // The spoken language is not known: the gateway is asked to find it.
  audioLanguage: 'auto',
});

export const toChatRequest = (
  url: string,
  question: string,
  history: readonly { question: string; answer: string }[],
): LinkChatRequest => ({
  url,
  question,
  history: history.map((turn) => [turn.question, turn.answer]),
});

function ask(
  connection: GatewayConnection,
  key: 'linkSummaryPath' | 'linkSubtitlePath' | 'linkChatPath',
  body: unknown,
  signal: AbortSignal,
) {
  return connection.client.json({
    method: 'POST',
    path: linkPath(connection.settings.paths, key),
    body,
    schema: zLinkAnswer,
    signal,
    timeoutMs: LINK_TIMEOUT_MS,
  });
}

export async function summarizeLink(
  connection: GatewayConnection,
  url: string,
  signal: AbortSignal,
): Promise<Read<LinkReading>> {
  return readSummary(await ask(connection, 'linkSummaryPath', toSummaryRequest(url), signal));
}

export async function linkSubtitles(
  connection: GatewayConnection,
  url: string,
  signal: AbortSignal,
): Promise<Read<LinkReading>> {
  return readSubtitles(await ask(connection, 'linkSubtitlePath', toSubtitleRequest(url), signal));
}

export async function askAboutLink(
  connection: GatewayConnection,
  request: LinkChatRequest,
  signal: AbortSignal,
): Promise<Read<string>> {
  return readChat(await ask(connection, 'linkChatPath', request, signal));
}
