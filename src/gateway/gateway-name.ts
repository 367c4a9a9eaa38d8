/**
 * How the studio names the gateway it talks to, for people: "Demo gateway" for the built-in one
 * (an empty URL, as `connect` decides), otherwise the host (with its port) — what someone checks
 * before trusting a result or typing a key, without the path noise of the full address.
 */
import { t } from '@/i18n/i18n';

export function gatewayName(gatewayUrl: string): string {
  if (gatewayUrl === '') return t('app.gateway.demo');
  try {
    return new URL(gatewayUrl).host || gatewayUrl;
  } catch {
    // Saved settings are validated, but a hand-edited storage entry may not be: show it as it is.
    return gatewayUrl;
  }
}
