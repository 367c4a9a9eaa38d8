import { vi } from 'vitest';
import { connect } from '@/gateway/connection';
import { createGatewayClient } from '@/gateway/client';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { TEST_GATEWAY, createDemoTestbed } from './demo-testbed';

type DemoTestbed = ReturnType<typeof createDemoTestbed>;

/** Points the studio at the test gateway (the demo testbed's address) with a session key. */
export function connectTestGateway(apiKey = 'k'): void {
  settingsStore.save({ gatewayUrl: TEST_GATEWAY, apiKey, rememberKey: false, paths: defaultPaths });
}

/**
 * Undoes what a gateway test set up: stubbed globals (fetch) and the chosen gateway. Component
 * tests' DOM and web storage are already reset after each test by `src/testing/setup.ts`.
 */
export function resetTestGateway(): void {
  vi.unstubAllGlobals();
  settingsStore.init({});
}

/**
 * The in-process demo gateway as the studio's gateway: the page's fetch goes to it and the settings
 * point at it, with a session key. Undone by `resetTestGateway`.
 */
export function connectDemoTestbed(): DemoTestbed {
  const bed = createDemoTestbed({ apiKey: 'k' });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => bed.fetch(url, init));
  connectTestGateway();
  return bed;
}

/**
 * A connection to the in-process demo gateway with a key, its profile's paths over the defaults:
 * what a feature's requests are tested through. `sent()` lists each request as `[method, path with
 * its query, JSON body or null]`.
 */
export function testbedConnection(paths: Record<string, string> = {}) {
  const bed = createDemoTestbed({ apiKey: 'k' });
  const connection = connect(
    { ...bed.settings, apiKey: 'k', paths: { ...bed.settings.paths, ...paths } },
    bed.fetch,
  );
  const sent = () =>
    bed.requests.map((r) => {
      const url = new URL(r.url);
      return [
        r.method,
        `${url.pathname}${url.search}`,
        r.body === '' ? null : (JSON.parse(r.body) as unknown),
      ] as const;
    });
  return { bed, connection, sent };
}

/** A gateway that answers every request with `answer` as JSON (200): a create's context for its envelopes. */
export function gatewayAnswering(answer: unknown) {
  const client = createGatewayClient({
    baseUrl: TEST_GATEWAY,
    apiKey: '',
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
  });
  return { client, settings: createDemoTestbed().settings };
}
