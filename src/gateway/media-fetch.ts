import { t } from '@/i18n/i18n';
import { safeMediaUrl } from '@/lib/safe-url';
import type { FetchLike, GatewayClient } from './client';
import { describeError } from './errors';
import { keptPageFile } from './page-files';

/**
 * A result's bytes from a media host (not the gateway), for "Download". The request carries no
 * key, no cookies and no referrer: a media host is a stranger. A browser refuses the answer when
 * the host does not allow this origin (CORS); that refusal looks the same as a dropped network,
 * so both are reported as "not allowed from the page" and the person keeps the link for "Save as".
 */
export type MediaFetch =
  | { ok: true; blob: Blob }
  | { ok: false; refused: true; message: string }
  | { ok: false; refused: false; message: string };

/** Read when said, in the language of that moment. */
export const refusedByHost = (): string => t('media.refusedByHost');

export async function fetchMediaBlob(
  url: string,
  fetch: FetchLike,
  signal?: AbortSignal,
): Promise<MediaFetch> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return { ok: false, refused: true, message: refusedByHost() };
  }
  if (!response.ok) {
    return {
      ok: false,
      refused: false,
      message: t('media.hostAnswered', {
        status: `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      }),
    };
  }
  return { ok: true, blob: await response.blob() };
}

/** Where a result's bytes are: a media host's URL, or a gateway path that needs the key. */
export interface MediaSource {
  url: string;
  viaGateway: boolean;
}

export interface ResultBlobInput {
  /** The gateway client: a `/content` path is fetched with the key, in a header, never in a URL. */
  client: GatewayClient;
  /** How media hosts are reached (the page's fetch; a test's fake). */
  fetch?: FetchLike;
  signal?: AbortSignal | undefined;
}

/**
 * A result's bytes, from wherever they are: a gateway path through the client (key in the
 * header), a media host without credentials, or — for a file given to the in-page demo, whose
 * `blob:` address dies with its page — the bytes the demo kept (issue 54). The one way
 * "Download" and "Keep a copy" read media. Nothing here throws for a failed fetch; an abort still
 * throws, as aborts do.
 */
export async function fetchResultBlob(
  media: MediaSource,
  { client, fetch = (url, init) => globalThis.fetch(url, init), signal }: ResultBlobInput,
): Promise<MediaFetch> {
  if (media.viaGateway) {
    try {
      return { ok: true, blob: await client.blob(media.url, signal) };
    } catch (cause) {
      if (signal?.aborted) throw cause;
      return {
        ok: false,
        refused: false,
        message: t('media.gatewayFetchFailed', { reason: describeError(cause) }),
      };
    }
  }
  const url = safeMediaUrl(media.url);
  if (url === null)
    return {
      ok: false,
      refused: false,
      message: t('media.noAddress'),
    };
  const kept = await keptPageFile(url);
  if (kept !== null) return { ok: true, blob: kept };
  return fetchMediaBlob(url, fetch, signal);
}
