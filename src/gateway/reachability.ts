import { withTimeout, type FetchLike } from './client';

/**
 * Whether a gateway can be reached at all, asked right after a create got no answer.
 * - `reachable`: something answered at that address, so the create may have arrived.
 * - `unreachable`: the request failed at once (no server, a refused connection, a name that does
 *   not resolve, blocked by the page's policy): the create cannot have arrived either.
 * - `no-answer`: nothing came back in time; that proves nothing either way.
 */
export type Reachability = 'reachable' | 'unreachable' | 'no-answer';

export const REACH_TIMEOUT_MS = 5_000;

/**
 * One GET of the base URL, without the key and in `no-cors` mode: any answer at all — even an
 * error page, even one this origin may not read — shows the host is there. A gateway that forbids
 * this origin (CORS) still counts as reachable: its create may have been refused by the browser,
 * but "may have arrived" is the side that never invites a second paid create.
 */
export async function checkReachable(
  fetch: FetchLike,
  baseUrl: string,
  timeoutMs = REACH_TIMEOUT_MS,
): Promise<Reachability> {
  const deadline = withTimeout(undefined, timeoutMs);
  try {
    await fetch(baseUrl, {
      method: 'GET',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: deadline.signal,
    });
    return 'reachable';
  } catch {
    return deadline.timedOut() ? 'no-answer' : 'unreachable';
  } finally {
    deadline.dispose();
  }
}
