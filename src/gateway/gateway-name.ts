/**
 * How the studio names the gateway it talks to, for people: "Demo gateway" for the built-in one
 * (an empty URL, as `connect` decides), otherwise the host (with its port) — what someone checks
 * before trusting a result or typing a key, without the path noise of the full address.
 */
import { t } from '@/i18n/i18n';
import { DEFAULT_PROFILE_ID, DEFAULT_PROFILE_NAME } from './settings';

export function gatewayName(gatewayUrl: string): string {
  if (gatewayUrl === '') return t('app.gateway.demo');
  try {
    return new URL(gatewayUrl).host || gatewayUrl;
  } catch {
    // Saved settings are validated, but a hand-edited storage entry may not be: show it as it is.
    return gatewayUrl;
  }
}

/**
 * A gateway profile's name, for people: the first profile's untouched default ("Main") is said in
 * the studio's language; a name someone gave is shown as they wrote it.
 */
export function profileName(profile: { id: string; name: string }): string {
  return profile.id === DEFAULT_PROFILE_ID && profile.name === DEFAULT_PROFILE_NAME
    ? t('settings.profiles.defaultName')
    : profile.name;
}
