import { queryOptions } from '@tanstack/react-query';
import type { GatewayConnection } from '@/gateway/connection';
import {
  tuneLyricsQueryPath,
  zTuneLyrics,
  zTuneLyricsTask,
  type TuneLyrics,
} from '@/features/music/gateway-schema/tune';
import { normaliseStatusWord } from '@/jobs/status';
import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { musicPath } from '../paths';

/**
 * "Write lyrics" (issue 13): `POST /tune/generate/lyrics/ {prompt}` → `{id}`, then
 * `GET /tune/lyrics/{id}` until `status` is `complete` with `{text, title}` (both paths assumed
 * settings). A lyrics task makes no media and only fills the form, so it is not a ledger job. Its
 * own record is kept in localStorage instead (decision 015): written before the request leaves
 * (the idea, no id yet), given the id the moment it arrives, and let go once the text fills the
 * form — so a reload while it runs follows it on, and a reload that lost the answer says so
 * rather than sending the idea again.
 */
export const LYRICS_IDEA_MAX = 200;

export const zLyricsIdea = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t('music.lyrics.idea.required') }),
    z.maxLength(LYRICS_IDEA_MAX, {
      error: () =>
        t('music.lyrics.idea.tooLong', { max: LYRICS_IDEA_MAX.toLocaleString(intlLocale()) }),
    }),
  ),
);

export const toLyricsRequest = (idea: string) => ({ prompt: idea });

/** One POST, never retried: the task's id is the answer. */
export async function startLyrics(connection: GatewayConnection, idea: string): Promise<string> {
  const task = await connection.client.json({
    method: 'POST',
    path: musicPath(connection.settings.paths, 'tuneLyricsPath'),
    body: toLyricsRequest(idea),
    schema: zTuneLyricsTask,
  });
  return task.id;
}

export type LyricsOutcome =
  | { state: 'waiting' }
  | { state: 'done'; text: string; title: string }
  | { state: 'failed'; message: string };

/** A lyrics record in the studio's words: done only with text; an error word ends it. */
export function lyricsOutcome(record: TuneLyrics): LyricsOutcome {
  const status = normaliseStatusWord(record.status);
  const text = record.text?.trim() ?? '';
  if (status === 'succeeded' && text !== '')
    return { state: 'done', text, title: record.title?.trim() ?? '' };
  if (status === 'failed')
    return { state: 'failed', message: record.error_message ?? t('music.lyrics.gatewayFailed') };
  return { state: 'waiting' };
}

/** Query keys run from general to specific and never hold the API key. */
export const lyricsKeys = {
  all: ['lyrics'] as const,
  task: (baseUrl: string, id: string) => ['lyrics', baseUrl, id] as const,
};

export const LYRICS_POLL_MS = 2_000;

/** Follows one lyrics task until it is written or fails; a failed poll is tried on the next tick. */
export function lyricsTaskQuery(connection: GatewayConnection, id: string) {
  // The key names the gateway and the task — never the API key `connection` holds.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: lyricsKeys.task(connection.client.baseUrl, id),
    queryFn: async ({ signal }) =>
      lyricsOutcome(
        await connection.client.json({
          method: 'GET',
          path: tuneLyricsQueryPath(
            musicPath(connection.settings.paths, 'tuneLyricsQueryPath'),
            id,
          ),
          schema: zTuneLyrics,
          signal,
        }),
      ),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      query.state.data?.state === 'waiting' || query.state.data === undefined
        ? LYRICS_POLL_MS
        : false,
  });
}

const PENDING_KEY = 'media-studio.lyrics-task';
/** `id: null`: the request was sent and its answer has not arrived (or was lost with the page). */
const zPending = lazySchema(() =>
  z.object({
    id: z.nullable(z.string().check(z.minLength(1))),
    gateway: z.string(),
    idea: z.string(),
  }),
);
export type PendingLyrics = z.infer<typeof zPending>;

/** The lyrics request or task still open at this gateway, if the page was left while it ran. */
export function readPendingLyrics(gateway: string): PendingLyrics | null {
  try {
    const parsed = zPending.safeParse(JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null'));
    return parsed.success && parsed.data.gateway === gateway ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePendingLyrics(pending: PendingLyrics): void {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused: the task is still followed while the page stays open.
  }
}

export function clearPendingLyrics(): void {
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
