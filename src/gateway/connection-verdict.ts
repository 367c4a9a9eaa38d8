import { t, type MessageKey } from '@/i18n/i18n';
import { isLoopbackHost } from '@/lib/safe-url';
import { readErrorMessage } from './errors';
import type { Reachability } from './reachability';

/**
 * "Test connection"'s verdict: what the probes (`connection-check.ts`) observed, and
 * `judgeConnection`, the pure function that turns it into checks, each with its result and the fix.
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
    'Access-Control-Expose-Headers: Retry-After, openai-poll-after-ms',
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
    return (
      pageOrigin.startsWith('https:') &&
      gateway.protocol === 'http:' &&
      !isLoopbackHost(gateway.hostname)
    );
  } catch {
    return false;
  }
}

const titleKeys: Record<CheckId, MessageKey> = {
  secure: 'connection.secure.title',
  reachable: 'connection.reachable.title',
  cors: 'connection.cors.title',
  json: 'connection.json.title',
  key: 'connection.key.title',
  path: 'connection.path.title',
  balance: 'balance.label',
};

/** A check's name, in the language showing when the check runs. */
const title = (id: CheckId) => t(titleKeys[id]);

/** A check not made, with the reason why; a skip has nothing to fix. */
const skip = (id: CheckId, detail: string): ConnectionCheck => ({
  id,
  title: title(id),
  result: 'skip',
  detail,
  fix: null,
});

const answered = (outcome: ProbeOutcome | null): outcome is ProbeAnswer =>
  typeof outcome === 'object' && outcome !== null;

/** A web page where the gateway's JSON was expected. */
export function isHtml(answer: ProbeAnswer): boolean {
  return (
    /text\/html/i.test(answer.contentType) || /^\s*<(!doctype|html|head|body)/i.test(answer.body)
  );
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
  return (
    !json ||
    answer.status === 405 ||
    (message !== null && /invalid url|no route|route .*not found|cannot (get|post)/i.test(message))
  );
}

const isAuth = (outcome: ProbeOutcome | null) =>
  answered(outcome) && (outcome.status === 401 || outcome.status === 403);

export function judgeConnection(o: ConnectionObservations): ConnectionReport {
  const name = host(o.gatewayUrl);
  const checks: ConnectionCheck[] = [];
  const mixed = isMixedContent(o.pageOrigin, o.gatewayUrl);

  checks.push(
    mixed
      ? {
          id: 'secure',
          title: title('secure'),
          result: 'fail',
          detail: t('connection.secure.mixed'),
          fix: t('connection.secure.mixedFix'),
        }
      : {
          id: 'secure',
          title: title('secure'),
          result: 'pass',
          detail: o.pageOrigin.startsWith('https:')
            ? t('connection.secure.bothSecure')
            : t('connection.secure.pageHttp'),
          fix: null,
        },
  );

  const reachable = o.reach === 'reachable';
  checks.push(
    reachable
      ? {
          id: 'reachable',
          title: title('reachable'),
          result: 'pass',
          detail: t('connection.reachable.pass', { name }),
          fix: null,
        }
      : {
          id: 'reachable',
          title: title('reachable'),
          result: 'fail',
          detail: mixed
            ? t('connection.reachable.blocked', { name })
            : o.reach === 'no-answer'
              ? t('connection.reachable.noAnswer', { name })
              : t('connection.reachable.none', { name }),
          fix: mixed ? t('connection.reachable.fixHttps') : t('connection.reachable.fix'),
        },
  );

  if (!reachable) {
    const unreachable = t('connection.skip.unreachable');
    checks.push(
      ...(['cors', 'json', 'key', 'path', 'balance'] as const).map((id) => skip(id, unreachable)),
    );
    return report(checks);
  }

  // Without a readable answer from the API, the key, the path and the balance cannot be judged.
  const notJudged = (detail: string) => [
    skip('key', detail),
    skip('path', detail),
    skip('balance', t('connection.skip.plain')),
  ];

  const q = o.query;
  if (!answered(q)) {
    checks.push({
      id: 'cors',
      title: title('cors'),
      result: 'fail',
      detail:
        q === 'timeout'
          ? t('connection.cors.timeout')
          : t('connection.cors.refused', { origin: o.pageOrigin }),
      fix: q === 'timeout' ? t('connection.cors.timeoutFix') : t('connection.cors.fix'),
      ...(q === 'timeout' ? {} : { lines: corsLines(o.pageOrigin) }),
    });
    checks.push(
      skip('json', t('connection.skip.unreadable')),
      ...notJudged(t('connection.skip.unreadable')),
    );
    return report(checks);
  }

  checks.push({
    id: 'cors',
    title: title('cors'),
    result: 'pass',
    detail: t('connection.cors.pass', { origin: o.pageOrigin }),
    fix: null,
  });

  if (isHtml(q)) {
    checks.push({
      id: 'json',
      title: title('json'),
      result: 'fail',
      detail: t('connection.json.html', { path: o.queryPath, status: q.status }),
      fix: t('connection.json.htmlFix'),
    });
    checks.push(...notJudged(t('connection.skip.notApi')));
    return report(checks);
  }
  checks.push({
    id: 'json',
    title: title('json'),
    result: 'pass',
    detail: t('connection.json.pass'),
    fix: null,
  });

  const refusal = isAuth(q) ? q : isAuth(o.balance) && answered(o.balance) ? o.balance : null;
  if (refusal !== null) {
    const status = refusal.status;
    checks.push({
      id: 'key',
      title: title('key'),
      result: 'fail',
      detail: o.keySet
        ? t('connection.key.refused', { status })
        : t('connection.key.needed', { status }),
      fix: o.keySet ? t('connection.key.refusedFix') : t('connection.key.neededFix'),
    });
  } else {
    checks.push({
      id: 'key',
      title: title('key'),
      result: o.keySet ? 'pass' : 'warn',
      detail: o.keySet ? t('connection.key.pass') : t('connection.key.none'),
      fix: null,
    });
  }

  if (isAuth(q)) {
    // A refused key is answered before any route is looked up: the 401 says nothing of the paths.
    checks.push(skip('path', t('connection.skip.key', { status: q.status })));
  } else if (isRouteMissing(q)) {
    checks.push({
      id: 'path',
      title: title('path'),
      result: 'fail',
      detail: t('connection.path.missing', { path: o.queryPath, status: q.status }),
      fix: t('connection.path.missingFix'),
    });
  } else if (q.status >= 500) {
    checks.push({
      id: 'path',
      title: title('path'),
      result: 'warn',
      detail: t('connection.path.serverError', { status: q.status }),
      fix: t('connection.path.serverErrorFix'),
    });
  } else {
    checks.push({
      id: 'path',
      title: title('path'),
      result: 'pass',
      detail: t('connection.path.pass', { status: q.status }),
      fix: null,
    });
  }

  const b = o.balance;
  if (isAuth(b) && answered(b))
    // Refused for the key, as the key check says: nothing here is about the balance paths.
    checks.push(skip('balance', t('connection.skip.key', { status: b.status })));
  else if (b === null) checks.push(skip('balance', t('connection.balance.off')));
  else if (!answered(b))
    checks.push({
      id: 'balance',
      title: title('balance'),
      result: 'warn',
      detail: t('connection.balance.unreadable', { path: o.balancePath ?? '' }),
      fix: t('connection.balance.unreadableFix'),
    });
  else if (b.status >= 200 && b.status < 300 && !isHtml(b))
    checks.push({
      id: 'balance',
      title: title('balance'),
      result: 'pass',
      detail: t('connection.balance.pass'),
      fix: null,
    });
  else
    checks.push({
      id: 'balance',
      title: title('balance'),
      result: 'warn',
      detail: t('connection.balance.missing', { path: o.balancePath ?? '', status: b.status }),
      fix: t('connection.balance.missingFix'),
    });
  return report(checks);
}

function report(checks: ConnectionCheck[]): ConnectionReport {
  const failed = checks.find((c) => c.result === 'fail');
  // Without a key, "accepts the key" would claim what was never tried.
  const noKey = checks.some((c) => c.id === 'key' && c.result === 'warn');
  return {
    ok: failed === undefined,
    verdict: failed
      ? t('connection.verdict.failed', { title: failed.title, detail: failed.detail })
      : noKey
        ? t('connection.verdict.okNoKey')
        : t('connection.verdict.ok'),
    checks,
  };
}
