import type { FetchLike } from './client';

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

export const REFUSED_BY_HOST =
  'This host does not allow saving from the page. Open the link and use "Save as" instead.';

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
    return { ok: false, refused: true, message: REFUSED_BY_HOST };
  }
  if (!response.ok) {
    return {
      ok: false,
      refused: false,
      message: `The media host answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}: the file may have expired.`,
    };
  }
  return { ok: true, blob: await response.blob() };
}
