import { joinUrl, withTimeout, type FetchLike } from './client';
import type { Reachability } from './reachability';
import {
  CHECK_QUERY_PATH,
  type ConnectionObservations,
  type ProbeOutcome,
} from './connection-verdict';

/**
 * "Test connection": what a person learns before a paid create fails. A few read-only requests —
 * none creates anything or spends credit — are recorded as observations; `judgeConnection`, a pure
 * function, turns them into checks, each with its result and the fix. The key travels only in the
 * Authorization header of the probes; no observation, check or message ever holds it.
 */

export const PROBE_TIMEOUT_MS = 8_000;

function redact(text: string, key: string): string {
  const clip = text.slice(0, 500);
  return key.trim() === '' ? clip : clip.split(key.trim()).join('•••');
}

/** One keyed, read-only CORS GET; the answer as the page could read it. */
async function probe(transport: FetchLike, url: string, key: string): Promise<ProbeOutcome> {
  const deadline = withTimeout(undefined, PROBE_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (key.trim() !== '') headers.Authorization = `Bearer ${key.trim()}`;
  try {
    const response = await transport(url, {
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      headers,
      signal: deadline.signal,
    });
    const body = await response.text().catch(() => '');
    return {
      status: response.status,
      contentType: response.headers.get('Content-Type') ?? '',
      body: redact(body, key),
    };
  } catch {
    return deadline.timedOut() ? 'timeout' : 'failed';
  } finally {
    deadline.dispose();
  }
}

export interface ProbeTarget {
  baseUrl: string;
  apiKey: string;
  transport: FetchLike;
  reach: () => Promise<Reachability>;
  /** The balance query's subscription path, or '' when it is off. */
  balancePath: string;
  pageOrigin: string;
}

/** The requests of a check, one after another: nothing is created and nothing is spent. */
export async function observeConnection(target: ProbeTarget): Promise<ConnectionObservations> {
  const { baseUrl, apiKey, transport, pageOrigin } = target;
  const reach = await target.reach();
  const reachable = reach === 'reachable';
  const query = reachable
    ? await probe(transport, joinUrl(baseUrl, CHECK_QUERY_PATH), apiKey)
    : 'failed';
  const balancePath = target.balancePath.trim();
  const balance =
    reachable && balancePath !== '' && query !== 'failed'
      ? await probe(transport, joinUrl(baseUrl, balancePath), apiKey)
      : balancePath === ''
        ? null
        : 'failed';
  return {
    pageOrigin,
    gatewayUrl: baseUrl,
    keySet: apiKey.trim() !== '',
    reach,
    query,
    queryPath: CHECK_QUERY_PATH,
    balance,
    balancePath: balancePath || null,
  };
}
