import { isLoopbackHost } from '@/lib/safe-url';
import { joinUrl, withTimeout, type FetchLike } from './client';
import { readErrorMessage } from './errors';
import type { Reachability } from './reachability';

/**
 * "Test connection": what a person learns before a paid create fails. A few read-only requests —
 * none creates anything or spends credit — are recorded as observations; `judgeConnection`, a pure
 * function, turns them into checks, each with its result and the fix. The key travels only in the
 * Authorization header of the probes; no observation, check or message ever holds it.
 */

/** An HTTP answer the page could read (CORS allowed it): its status, type and the start of its body. */
export interface ProbeAnswer {
  status: number;
  contentType: string;
  /** The first 500 characters, with the key (should a gateway echo it) blanked out. */
  body: string;
}

/** A CORS request's outcome: an answer, a failure before any answer, or nothing in time. */
export type ProbeOutcome = ProbeAnswer | 'failed' | 'timeout';

export interface ConnectionObservations {
  /** This page's origin, e.g. `https://studio.example`. */
  pageOrigin: string;
  /** The gateway's base URL as set. */
  gatewayUrl: string;
  /** Whether a key is set (never the key itself). */
  keySet: boolean;
  /** A `no-cors` GET of the base URL: anything at all answering, even a page this origin may not read. */
  reach: Reachability;
  /** A keyed CORS GET of the documented video query for an id that cannot exist. */
  query: ProbeOutcome;
  /** The path that query asked, for the messages. */
  queryPath: string;
  /** A keyed CORS GET of the balance query, or null when its paths are empty. */
  balance: ProbeOutcome | null;
  balancePath: string | null;
}

export type CheckId = 'secure' | 'reachable' | 'cors' | 'json' | 'key' | 'path' | 'balance';
export type CheckResult = 'pass' | 'fail' | 'warn' | 'skip';

export interface ConnectionCheck {
  id: CheckId;
  title: string;
  result: CheckResult;
  /** What was found, in a sentence. */
  detail: string;
  /** What to do about it, when something is wrong. */
  fix: string | null;
  /** Exact lines to give a gateway's admin (the CORS headers). */
  lines?: string[];
}

export interface ConnectionReport {
  ok: boolean;
  /** One sentence: all good, or the first thing to fix. */
  verdict: string;
  checks: ConnectionCheck[];
}

/** An id no gateway has: querying it reads nothing and creates nothing. */
export const CHECK_TASK_ID = 'media-studio-connection-check';
export const CHECK_QUERY_PATH = `/v1/videos/${CHECK_TASK_ID}`;

/** The headers a gateway must send for this page, exactly. */
export function corsLines(pageOrigin: string): string[] {
  return [
    `Access-Control-Allow-Origin: ${pageOrigin}`,
    'Access-Control-Allow-Headers: Authorization, Content-Type',
    'Access-Control-Allow-Methods: GET, POST, OPTIONS',
    'Access-Control-Expose-Headers: Retry-After',
  ];
}

function host(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The page is https and the gateway plain http on another machine: the browser blocks every request. */
export function isMixedContent(pageOrigin: string, gatewayUrl: string): boolean {
  try {
    const gateway = new URL(gatewayUrl);
    return pageOrigin.startsWith('https:') && gateway.protocol === 'http:' && !isLoopbackHost(gateway.hostname);
  } catch {
    return false;
  }
}

const answered = (outcome: ProbeOutcome | null): outcome is ProbeAnswer => typeof outcome === 'object' && outcome !== null;

/** A web page where the gateway's JSON was expected. */
export function isHtml(answer: ProbeAnswer): boolean {
  return /text\/html/i.test(answer.contentType) || /^\s*<(!doctype|html|head|body)/i.test(answer.body);
}

/**
 * A 404 that means "no such route here" rather than "no such task": not JSON at all, or the
 * OpenAI-style "Invalid URL (GET …)" relays answer for an unknown path. A JSON "task not found"
 * proves the path exists, which is what the probe of a made-up id expects.
 */
export function isRouteMissing(answer: ProbeAnswer): boolean {
  if (answer.status !== 404 && answer.status !== 405) return false;
  const message = readErrorMessage(answer.body);
  let json = true;
  try {
    JSON.parse(answer.body);
  } catch {
    json = false;
  }
  return !json || answer.status === 405 || (message !== null && /invalid url|no route|route .*not found|cannot (get|post)/i.test(message));
}

const isAuth = (outcome: ProbeOutcome | null) => answered(outcome) && (outcome.status === 401 || outcome.status === 403);

export function judgeConnection(o: ConnectionObservations): ConnectionReport {
  const name = host(o.gatewayUrl);
  const checks: ConnectionCheck[] = [];
  const mixed = isMixedContent(o.pageOrigin, o.gatewayUrl);

  checks.push(
    mixed
      ? {
          id: 'secure',
          title: 'Secure page, secure gateway',
          result: 'fail',
          detail: `This page is served over HTTPS and the gateway over plain HTTP: the browser blocks every request to it (mixed content).`,
          fix: 'Serve the gateway over HTTPS (a certificate on its host, or a TLS proxy in front of it), or open the studio over plain HTTP on the same network.',
        }
      : {
          id: 'secure',
          title: 'Secure page, secure gateway',
          result: 'pass',
          detail: o.pageOrigin.startsWith('https:') ? 'The page and the gateway are both secure (or the gateway is on this machine).' : 'This page is not HTTPS, so the browser allows an HTTP gateway.',
          fix: null,
        },
  );

  const reachable = o.reach === 'reachable';
  checks.push(
    reachable
      ? { id: 'reachable', title: 'Gateway reachable', result: 'pass', detail: `Something answers at ${name}.`, fix: null }
      : {
          id: 'reachable',
          title: 'Gateway reachable',
          result: 'fail',
          detail: mixed
            ? `Nothing could be asked at ${name}: the browser blocked the request (see above).`
            : o.reach === 'no-answer'
              ? `Nothing answered at ${name} within a few seconds.`
              : `Nothing answers at ${name}: the address is wrong, the gateway is down, or the network blocks it.`,
          fix: mixed ? 'Fix the HTTPS problem first.' : 'Check the Gateway URL (http or https, host, port) and that the gateway is running and reachable from this device.',
        },
  );

  const skipped = (id: CheckId, title: string): ConnectionCheck => ({ id, title, result: 'skip', detail: 'Not checked: the gateway could not be reached.', fix: null });

  if (!reachable) {
    checks.push(skipped('cors', 'Allowed from this page (CORS)'), skipped('json', 'Answers as an API'), skipped('key', 'Key accepted'), skipped('path', 'Paths found'), skipped('balance', 'Balance'));
    return report(checks);
  }

  const q = o.query;
  if (!answered(q)) {
    checks.push({
      id: 'cors',
      title: 'Allowed from this page (CORS)',
      result: 'fail',
      detail:
        q === 'timeout'
          ? `The gateway is there, but its API did not answer within a few seconds.`
          : `The gateway answers, but does not allow this page’s origin (${o.pageOrigin}): the browser refuses to hand its answers to the studio.`,
      fix:
        q === 'timeout'
          ? 'Try again; if it persists, the gateway or a proxy in front of it is stuck.'
          : 'Ask the gateway’s admin to send these headers on every answer, including the OPTIONS preflight:',
      ...(q === 'timeout' ? {} : { lines: corsLines(o.pageOrigin) }),
    });
    checks.push(
      { id: 'json', title: 'Answers as an API', result: 'skip', detail: 'Not checked: the browser could not read the answer.', fix: null },
      { id: 'key', title: 'Key accepted', result: 'skip', detail: 'Not checked: the browser could not read the answer.', fix: null },
      { id: 'path', title: 'Paths found', result: 'skip', detail: 'Not checked: the browser could not read the answer.', fix: null },
      { id: 'balance', title: 'Balance', result: 'skip', detail: 'Not checked.', fix: null },
    );
    return report(checks);
  }

  checks.push({ id: 'cors', title: 'Allowed from this page (CORS)', result: 'pass', detail: `The gateway allows ${o.pageOrigin}.`, fix: null });

  if (isHtml(q)) {
    checks.push({
      id: 'json',
      title: 'Answers as an API',
      result: 'fail',
      detail: `${o.queryPath} answered with a web page (HTML, status ${q.status}), not the gateway’s JSON: the address points at a website, or its path prefix is missing or wrong.`,
      fix: 'Use the API base address from the gateway’s documentation (for example https://host or https://host/api), without /v1 at the end.',
    });
    checks.push(
      { id: 'key', title: 'Key accepted', result: 'skip', detail: 'Not checked: the address is not the API.', fix: null },
      { id: 'path', title: 'Paths found', result: 'skip', detail: 'Not checked: the address is not the API.', fix: null },
      { id: 'balance', title: 'Balance', result: 'skip', detail: 'Not checked.', fix: null },
    );
    return report(checks);
  }
  checks.push({ id: 'json', title: 'Answers as an API', result: 'pass', detail: 'The gateway answers with JSON.', fix: null });

  const refusal = isAuth(q) ? q : isAuth(o.balance) && answered(o.balance) ? o.balance : null;
  if (refusal !== null) {
    const status = refusal.status;
    checks.push({
      id: 'key',
      title: 'Key accepted',
      result: 'fail',
      detail: o.keySet ? `The gateway refused the key (${status}).` : `The gateway needs a key (${status}) and none is set.`,
      fix: o.keySet
        ? 'Paste the key again (no spaces or quotes); check at the gateway that it is enabled, not expired, has quota and may use these models.'
        : 'Paste your key from the gateway’s console into API key.',
    });
  } else {
    checks.push({
      id: 'key',
      title: 'Key accepted',
      result: o.keySet ? 'pass' : 'warn',
      detail: o.keySet ? 'The gateway accepted the key.' : 'No key is set; this gateway did not ask for one here, but creating jobs may.',
      fix: null,
    });
  }

  if (isRouteMissing(q)) {
    checks.push({
      id: 'path',
      title: 'Paths found',
      result: 'fail',
      detail: `The gateway has no ${o.queryPath} here (${q.status}): the base path is wrong.`,
      fix: `Set the Gateway URL to the address the documented paths start from: if the gateway serves https://host/api/v1/videos, the Gateway URL is https://host/api.`,
    });
  } else if (q.status >= 500) {
    checks.push({ id: 'path', title: 'Paths found', result: 'warn', detail: `The video query answered ${q.status}: the gateway has a problem of its own.`, fix: 'Try again later, or ask the gateway’s admin.' });
  } else {
    checks.push({ id: 'path', title: 'Paths found', result: 'pass', detail: `The documented paths answer (a query of a made-up id got ${q.status}, as expected).`, fix: null });
  }

  const b = o.balance;
  if (b === null) checks.push({ id: 'balance', title: 'Balance', result: 'skip', detail: 'The balance query is turned off (its paths are empty).', fix: null });
  else if (!answered(b))
    checks.push({
      id: 'balance',
      title: 'Balance',
      result: 'warn',
      detail: `The balance query (${o.balancePath ?? ''}) got no answer the page may read; the header shows no balance.`,
      fix: 'Only needed for the balance: the gateway must allow this origin on that path too.',
    });
  else if (b.status >= 200 && b.status < 300 && !isHtml(b))
    checks.push({ id: 'balance', title: 'Balance', result: 'pass', detail: 'The gateway answers the balance query.', fix: null });
  else
    checks.push({
      id: 'balance',
      title: 'Balance',
      result: 'warn',
      detail: `This gateway does not answer the balance query at ${o.balancePath ?? ''} (${b.status}); the header shows no balance.`,
      fix: 'Optional: set the balance paths under Advanced if the gateway offers them elsewhere (some serve them without /v1).',
    });
  return report(checks);
}

function report(checks: ConnectionCheck[]): ConnectionReport {
  const failed = checks.find((c) => c.result === 'fail');
  return {
    ok: failed === undefined,
    verdict: failed ? `${failed.title}: ${failed.detail}` : 'The gateway is reachable, allows this page, and accepts the key.',
    checks,
  };
}

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
    const response = await transport(url, { method: 'GET', mode: 'cors', credentials: 'omit', cache: 'no-store', headers, signal: deadline.signal });
    const body = await response.text().catch(() => '');
    return { status: response.status, contentType: response.headers.get('Content-Type') ?? '', body: redact(body, key) };
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
  const query = reachable ? await probe(transport, joinUrl(baseUrl, CHECK_QUERY_PATH), apiKey) : 'failed';
  const balancePath = target.balancePath.trim();
  const balance = reachable && balancePath !== '' && query !== 'failed' ? await probe(transport, joinUrl(baseUrl, balancePath), apiKey) : balancePath === '' ? null : 'failed';
  return { pageOrigin, gatewayUrl: baseUrl, keySet: apiKey.trim() !== '', reach, query, queryPath: CHECK_QUERY_PATH, balance, balancePath: balancePath || null };
}
