import { useMemo } from 'react';
import { createGatewayClient, type FetchLike, type GatewayClient } from './client';
import { checkReachable, type Reachability } from './reachability';
import { useGatewaySettings, type GatewaySettings } from './settings';

/**
 * The demo gateway's base URL. `.invalid` can never resolve, so nothing aimed at it can leave the
 * browser by accident: the injected fetch answers it in-page.
 */
export const DEMO_BASE_URL = 'https://demo-gateway.invalid';

/** Loaded on first use only, so a studio pointed at a real gateway never downloads the demo. */
const demoFetch: FetchLike = async (url, init) => {
  const { fetchFromBrowserDemo } = await import('./demo/browser');
  return fetchFromBrowserDemo(url, init);
};

export interface GatewayConnection {
  client: GatewayClient;
  isDemo: boolean;
  settings: GatewaySettings;
  /** Can the gateway be reached at all? One cheap request, no key (`reachability.ts`). */
  reach(): Promise<Reachability>;
}

export function connect(settings: GatewaySettings, realFetch: FetchLike = (u, i) => fetch(u, i)): GatewayConnection {
  const isDemo = settings.gatewayUrl === '';
  const baseUrl = isDemo ? DEMO_BASE_URL : settings.gatewayUrl;
  const transport = isDemo ? demoFetch : realFetch;
  return {
    isDemo,
    settings,
    client: createGatewayClient({ baseUrl, apiKey: settings.apiKey, fetch: transport }),
    reach: () => checkReachable(transport, baseUrl),
  };
}

export function useGatewayConnection(): GatewayConnection {
  const settings = useGatewaySettings();
  return useMemo(() => connect(settings), [settings]);
}
