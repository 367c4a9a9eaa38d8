// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { observeConnection } from './connection-check';
import {
  CHECK_QUERY_PATH,
  corsLines,
  judgeConnection,
  type CheckId,
  type ConnectionObservations,
  type ProbeAnswer,
} from './connection-verdict';

const ORIGIN = 'https://studio.example';
const json = (status: number, body: unknown): ProbeAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** Recorded answers of real gateways of this kind (new-api style), one per situation. */
const answers = {
  taskNotFound: json(404, {
    error: {
      message: 'task_not_exist (request id: 2026112312)',
      type: 'invalid_request_error',
      code: 'task_not_exist',
    },
  }),
  taskNotFound400: json(400, { code: 'task_not_exist', message: 'task_not_exist', data: null }),
  invalidUrl: json(404, {
    error: {
      message: 'Invalid URL (GET /api/v1/videos/media-studio-connection-check)',
      type: 'invalid_request_error',
    },
  }),
  plain404: { status: 404, contentType: 'text/plain; charset=utf-8', body: '404 page not found' },
  html: {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html><head><title>My relay</title></head><body>Welcome</body></html>',
  },
  nginx404: {
    status: 404,
    contentType: 'text/html',
    body: '<html>\r\n<head><title>404 Not Found</title></head></html>',
  },
  invalidToken: json(401, {
    error: { message: 'Invalid token (request id: 1)', type: 'new_api_error' },
  }),
  noAccess: json(403, { error: { message: 'This token has no access', type: 'new_api_error' } }),
  subscription: json(200, { hard_limit_usd: 100 }),
  upstream502: {
    status: 502,
    contentType: 'application/json',
    body: '{"error":{"message":"bad gateway"}}',
  },
} satisfies Record<string, ProbeAnswer>;

function observed(over: Partial<ConnectionObservations> = {}): ConnectionObservations {
  return {
    pageOrigin: ORIGIN,
    gatewayUrl: 'https://gateway.example',
    keySet: true,
    reach: 'reachable',
    query: answers.taskNotFound,
    queryPath: CHECK_QUERY_PATH,
    balance: answers.subscription,
    balancePath: '/v1/dashboard/billing/subscription',
    ...over,
  };
}

const result = (report: ReturnType<typeof judgeConnection>, id: CheckId) =>
  report.checks.find((c) => c.id === id)?.result;
const failed = (report: ReturnType<typeof judgeConnection>) =>
  report.checks.filter((c) => c.result === 'fail').map((c) => c.id);

describe('judgeConnection', () => {
  it('all good: reachable, CORS allowed, JSON, key accepted, paths found, balance answered', () => {
    const report = judgeConnection(observed());
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => [c.id, c.result])).toEqual([
      ['secure', 'pass'],
      ['reachable', 'pass'],
      ['cors', 'pass'],
      ['json', 'pass'],
      ['key', 'pass'],
      ['path', 'pass'],
      ['balance', 'pass'],
    ]);
  });

  it('a JSON "task not found" at 400 also proves the path', () => {
    expect(result(judgeConnection(observed({ query: answers.taskNotFound400 })), 'path')).toBe(
      'pass',
    );
  });

  it('unreachable host: the no-cors probe failed too', () => {
    const report = judgeConnection(
      observed({ reach: 'unreachable', query: 'failed', balance: 'failed' }),
    );
    expect(failed(report)).toEqual(['reachable']);
    expect(report.verdict).toMatch(/^Gateway reachable: Nothing answers at gateway\.example/);
    expect(report.checks.filter((c) => c.result === 'skip').map((c) => c.id)).toEqual([
      'cors',
      'json',
      'key',
      'path',
      'balance',
    ]);
  });

  it('no answer in time is told apart from a refusal', () => {
    expect(judgeConnection(observed({ reach: 'no-answer', query: 'failed' })).verdict).toMatch(
      /within a few seconds/,
    );
  });

  it('CORS refusal: the no-cors probe got through, the CORS request did not; names the exact headers', () => {
    const report = judgeConnection(observed({ query: 'failed', balance: 'failed' }));
    expect(failed(report)).toEqual(['cors']);
    const cors = report.checks.find((c) => c.id === 'cors');
    expect(cors?.detail).toContain(`does not allow this page’s origin (${ORIGIN})`);
    expect(cors?.lines).toEqual([
      `Access-Control-Allow-Origin: ${ORIGIN}`,
      'Access-Control-Allow-Headers: Authorization, Content-Type',
      'Access-Control-Allow-Methods: GET, POST, OPTIONS',
      'Access-Control-Expose-Headers: Retry-After, openai-poll-after-ms',
    ]);
    expect(corsLines('http://127.0.0.1:4173')[0]).toBe(
      'Access-Control-Allow-Origin: http://127.0.0.1:4173',
    );
  });

  it('an HTTPS page calling an HTTP gateway on another machine is mixed content', () => {
    const report = judgeConnection(
      observed({ gatewayUrl: 'http://10.0.0.5:3000', reach: 'unreachable', query: 'failed' }),
    );
    expect(failed(report)).toEqual(['secure', 'reachable']);
    expect(report.verdict).toMatch(/mixed content/);
    // Loopback is allowed by browsers, and an http page may call http.
    expect(
      result(judgeConnection(observed({ gatewayUrl: 'http://127.0.0.1:8787' })), 'secure'),
    ).toBe('pass');
    expect(
      result(
        judgeConnection(
          observed({ pageOrigin: 'http://lan-host:4173', gatewayUrl: 'http://10.0.0.5:3000' }),
        ),
        'secure',
      ),
    ).toBe('pass');
  });

  it.each([
    ['a website', answers.html],
    ['an nginx 404 page', answers.nginx404],
  ])('HTML where JSON was expected (%s): wrong URL or prefix', (_name, html) => {
    const report = judgeConnection(observed({ query: html }));
    expect(failed(report)).toEqual(['json']);
    expect(report.checks.find((c) => c.id === 'json')?.fix).toMatch(/without \/v1 at the end/);
  });

  it.each([
    ['401', answers.invalidToken],
    ['403', answers.noAccess],
  ])('the key refused (%s)', (status, answer) => {
    const report = judgeConnection(observed({ query: answer }));
    expect(failed(report)).toEqual(['key']);
    expect(report.verdict).toContain(`The gateway refused the key (${status})`);
  });

  it('a refused key proves nothing about the paths or the balance: both are not checked, and no path is blamed (issue 24.7)', () => {
    const report = judgeConnection(
      observed({ query: answers.invalidToken, balance: answers.invalidToken }),
    );
    expect(failed(report)).toEqual(['key']);
    expect(result(report, 'path')).toBe('skip');
    expect(report.checks.find((c) => c.id === 'path')?.detail).not.toMatch(/as expected/);
    expect(result(report, 'balance')).toBe('skip');
    expect(report.checks.find((c) => c.id === 'balance')?.fix ?? '').not.toMatch(/Advanced|paths/);
  });

  it('without a key the verdict does not say the key was accepted', () => {
    const report = judgeConnection(observed({ keySet: false }));
    expect(result(report, 'key')).toBe('warn');
    expect(report.verdict).not.toMatch(/accepts the key/);
    expect(report.verdict).toMatch(/no key is set/);
  });

  it('no key where one is needed says so, not "refused"', () => {
    expect(
      judgeConnection(observed({ keySet: false, query: answers.invalidToken })).verdict,
    ).toMatch(/needs a key \(401\) and none is set/);
  });

  it('a key refused only by the balance query still fails the key', () => {
    expect(failed(judgeConnection(observed({ balance: answers.invalidToken })))).toEqual(['key']);
  });

  it.each([
    ['"Invalid URL" from a relay', answers.invalidUrl],
    ['a plain-text 404', answers.plain404],
  ])('404 on the documented path (%s): wrong base path', (_name, answer) => {
    const report = judgeConnection(observed({ query: answer }));
    expect(failed(report)).toEqual(['path']);
    expect(report.verdict).toMatch(/the base path is wrong/);
  });

  it('a gateway without the balance query only warns', () => {
    const report = judgeConnection(observed({ balance: answers.invalidUrl }));
    expect(report.ok).toBe(true);
    expect(result(report, 'balance')).toBe('warn');
    expect(result(judgeConnection(observed({ balance: null, balancePath: null })), 'balance')).toBe(
      'skip',
    );
  });

  it('a 5xx of the gateway itself is a warning, not a wrong path', () => {
    expect(result(judgeConnection(observed({ query: answers.upstream502 })), 'path')).toBe('warn');
  });
});

describe('observeConnection', () => {
  it('asks only read-only GETs with the key in the header, creates nothing, and never records the key', async () => {
    const bed = createDemoTestbed({ apiKey: 'sk-check-secret' });
    const observations = await observeConnection({
      baseUrl: 'http://gateway.test',
      apiKey: 'sk-check-secret',
      transport: bed.fetch,
      reach: () => Promise.resolve('reachable'),
      balancePath: '/v1/dashboard/billing/subscription',
      pageOrigin: 'http://127.0.0.1:4173',
    });
    expect(bed.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET ${CHECK_QUERY_PATH}`,
      'GET /v1/dashboard/billing/subscription',
    ]);
    expect(bed.requests.every((r) => r.headers.authorization === 'Bearer sk-check-secret')).toBe(
      true,
    );
    expect(bed.engine.list('video')).toHaveLength(0);
    expect(JSON.stringify(observations)).not.toContain('sk-check-secret');
    expect(judgeConnection(observations).ok).toBe(true);
  });

  it('blanks the key out of an answer that echoes it', async () => {
    const echo = (_url: string, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: { message: `bad key ${new Headers(init?.headers).get('Authorization') ?? ''}` },
          }),
          { status: 401 },
        ),
      );
    const observations = await observeConnection({
      baseUrl: 'http://g.test',
      apiKey: 'sk-echo',
      transport: echo,
      reach: () => Promise.resolve('reachable'),
      balancePath: '',
      pageOrigin: ORIGIN,
    });
    expect(JSON.stringify(observations)).not.toContain('sk-echo');
    expect(JSON.stringify(judgeConnection(observations))).not.toContain('sk-echo');
  });
});
