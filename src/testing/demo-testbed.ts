import { createGatewayClient, type FetchLike } from '@/gateway/client';
import { DemoEngine } from '@/gateway/demo/engine';
import { handleDemoRequest, settledAnswer } from '@/gateway/demo/handlers';
import { formOfData, type DemoForm } from '@/gateway/demo/multipart';
import { demoStreamBody } from '@/gateway/demo/stream-body';
import { zId, zWord } from '@/gateway/schemas/common';
import { type GatewaySettings } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { lazySchema, z } from '@/lib/zod';
import { testDemoRoutes } from './demo-routes';

export const TEST_GATEWAY = 'http://gateway.test';
export const TEST_MEDIA = 'http://media.test/demo/';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** A multipart body's parts, its files as Blobs (a picture edit). */
  form?: DemoForm;
}

export interface RecordedAnswer {
  method: string;
  url: string;
  status: number;
  text: string;
}

/**
 * A task as a test below the features reads the demo's answers (a create's, a record): its id and
 * status word. jobs/ and gateway/ cannot import a generator's own schema (the lint's direction).
 */
export const zTestTask = lazySchema(() => z.looseObject({ id: z.optional(zId), status: zWord }));

/**
 * The demo gateway in-process, behind a real gateway client: the same handlers the browser demo
 * and the HTTP server use, on a clock the test moves by hand. No timers, no network.
 */
export function createDemoTestbed(
  options: { speed?: number; apiKey?: string | null; start?: number } = {},
) {
  let now = options.start ?? Date.UTC(2026, 10, 21, 12, 0, 0);
  const engine = new DemoEngine({
    now: () => now,
    speed: options.speed ?? 1,
    mediaBase: TEST_MEDIA,
    apiKey: options.apiKey ?? null,
  });
  const requests: RecordedRequest[] = [];
  /** Every answer's text (not a file's bytes), in order, beside the request it answered. */
  const answers: RecordedAnswer[] = [];

  const fetch: FetchLike = async (input, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
    const body = typeof init.body === 'string' ? init.body : '';
    const method = (init.method ?? 'GET').toUpperCase();
    const form = init.body instanceof FormData ? formOfData(init.body, () => null) : undefined;
    requests.push({ method, url: input, headers, body, ...(form ? { form } : {}) });
    const response = await settledAnswer(
      handleDemoRequest(
        engine,
        { method, url: new URL(input), headers, body, ...(form ? { form } : {}) },
        testDemoRoutes,
      ),
    );
    if (response.drop) throw new TypeError('Failed to fetch');
    const payload = response.body;
    if (payload.type === 'file') {
      return new Response(`bytes of ${payload.name}`, {
        status: 200,
        headers: { 'Content-Type': payload.contentType },
      });
    }
    answers.push({ method, url: input, status: response.status, text: payload.text });
    if (payload.type === 'stream')
      return new Response(demoStreamBody(payload, init.signal, false), {
        status: response.status,
        headers: { 'Content-Type': payload.contentType, ...response.headers },
      });
    return new Response(payload.text, {
      status: response.status,
      headers: {
        'Content-Type': payload.type === 'json' ? 'application/json' : payload.contentType,
        ...response.headers,
      },
    });
  };

  const settings: GatewaySettings = {
    gatewayUrl: TEST_GATEWAY,
    apiKey: options.apiKey ?? '',
    rememberKey: false,
    paths: defaultPaths,
    demoAllowed: true,
  };
  const client = createGatewayClient({ baseUrl: TEST_GATEWAY, apiKey: settings.apiKey, fetch });

  return {
    engine,
    client,
    settings,
    fetch,
    requests,
    answers,
    /** Moves the engine's clock. */
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}
