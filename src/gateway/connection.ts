import { useMemo } from 'react';
import { createGatewayClient, type FetchLike, type GatewayClient } from './client';
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
}

export function connect(settings: GatewaySettings, realFetch: FetchLike = (u, i) => fetch(u, i)): GatewayConnection {
  const isDemo = settings.gatewayUrl === '';
  return {
    isDemo,
    settings,
    client: createGatewayClient({
      baseUrl: isDemo ? DEMO_BASE_URL : settings.gatewayUrl,
      apiKey: settings.apiKey,
      fetch: isDemo ? demoFetch : realFetch,
    }),
  };
}

export function useGatewayConnection(): GatewayConnection {
  const settings = useGatewaySettings();
  return useMemo(() => connect(settings), [settings]);
}
