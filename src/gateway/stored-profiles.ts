import { readAssumedPaths, type AssumedPathRules, type AssumedPaths } from './assumed-paths';
import { readPriceList, type PriceList } from './price-list';
import {
  filledOr,
  isFields,
  local,
  readStorage,
  session,
  stringOr,
  writeStorage,
} from './web-storage';

/**
 * Gateway profiles as they are stored. Everything but the keys lives in localStorage; a key lives
 * in sessionStorage unless the person chose "Remember on this device" for that profile.
 *
 * The first profile ("default") is the single gateway of earlier versions, stored where it always
 * was (`media-studio.settings.v1`, `media-studio.api-key`), so nothing needs migrating: its jobs
 * carry `profileId: null`. Other profiles live in `media-studio.profiles.v1`, their keys under
 * `media-studio.api-key.<id>`.
 */

export const SETTINGS_KEY = 'media-studio.settings.v1';
export const PROFILES_KEY = 'media-studio.profiles.v1';
const KEY_KEY = 'media-studio.api-key';

/**
 * The account query OpenAI-compatible relays offer (the contract names an account query but not
 * its path): the gateway's own paths, not a generator's. Empty paths turn the balance off for a
 * profile.
 */
export const defaultBalancePaths = {
  subscriptionPath: '/v1/dashboard/billing/subscription',
  usagePath: '/v1/dashboard/billing/usage',
};
export type BalancePaths = typeof defaultBalancePaths;

export interface GatewaySettings {
  /** '' means the built-in demo gateway. */
  gatewayUrl: string;
  apiKey: string;
  rememberKey: boolean;
  paths: AssumedPaths;
  demoAllowed: boolean;
}

export const DEFAULT_PROFILE_ID = 'default';
export const DEFAULT_PROFILE_NAME = 'Main';

export interface GatewayProfile {
  id: string;
  name: string;
  gatewayUrl: string;
  apiKey: string;
  rememberKey: boolean;
  paths: AssumedPaths;
  balancePaths: BalancePaths;
  /** What a job costs at this gateway, as the person wrote it (empty: no costs shown). */
  prices: PriceList;
}

/** The value a job stores for a profile: null stands for the first one (and every older job). */
export function jobProfileId(profileId: string): string | null {
  return profileId === DEFAULT_PROFILE_ID ? null : profileId;
}
/** The profile a job belongs to, from what it stores. */
export function profileOfJob(profileId: string | null | undefined): string {
  return profileId ?? DEFAULT_PROFILE_ID;
}

/** Balance paths as stored: an empty one is kept (it turns the balance off). */
export function readBalancePaths(input: unknown): BalancePaths {
  if (!isFields(input)) return defaultBalancePaths;
  return {
    subscriptionPath: stringOr(input.subscriptionPath, defaultBalancePaths.subscriptionPath),
    usagePath: stringOr(input.usagePath, defaultBalancePaths.usagePath),
  };
}

/**
 * The first profile's entry (`media-studio.settings.v1`), its paths read under the declared
 * rules; undefined when it is not an object.
 */
export function readStoredSettings(
  input: unknown,
  rules: AssumedPathRules,
): { gatewayUrl: string; paths: AssumedPaths } | undefined {
  if (!isFields(input)) return undefined;
  return {
    gatewayUrl: stringOr(input.gatewayUrl, ''),
    paths: readAssumedPaths(input.paths, rules),
  };
}

/** Another profile as stored; undefined without an id. */
export function readStoredProfile(
  input: unknown,
  rules: AssumedPathRules,
): Omit<GatewayProfile, 'apiKey' | 'rememberKey'> | undefined {
  if (!isFields(input) || typeof input.id !== 'string' || input.id === '') return undefined;
  return {
    id: input.id,
    name: filledOr(input.name, 'Gateway'),
    gatewayUrl: stringOr(input.gatewayUrl, ''),
    paths: readAssumedPaths(input.paths, rules),
    balancePaths: readBalancePaths(input.balancePaths),
    prices: readPriceList(input.prices),
  };
}

export interface StoredProfiles {
  activeId: string;
  /** The first profile's name, balance paths and prices (its URL and paths stay in the older entry). */
  main: { name: string; balancePaths: BalancePaths; prices: PriceList };
  others: unknown[];
  /** Config profiles already offered once: one the person deleted does not come back. */
  seenConfigIds: string[];
}

/** What the profiles entry holds when nothing (or nothing readable) is stored. */
export const defaultProfilesMeta: StoredProfiles = {
  activeId: DEFAULT_PROFILE_ID,
  main: { name: DEFAULT_PROFILE_NAME, balancePaths: defaultBalancePaths, prices: [] },
  others: [],
  seenConfigIds: [],
};

/**
 * The profiles entry (`media-studio.profiles.v1`), field by field. Anything but an object reads as
 * an empty one (with zod, a stored number or string threw before the first render).
 */
export function readStoredProfiles(input: unknown): StoredProfiles {
  const fields = isFields(input) ? input : {};
  const main = fields.main;
  const seen = fields.seenConfigIds;
  return {
    activeId: stringOr(fields.activeId, defaultProfilesMeta.activeId),
    main: isFields(main)
      ? {
          name: filledOr(main.name, DEFAULT_PROFILE_NAME),
          balancePaths: readBalancePaths(main.balancePaths),
          prices: readPriceList(main.prices),
        }
      : defaultProfilesMeta.main,
    others: Array.isArray(fields.others) ? [...(fields.others as unknown[])] : [],
    seenConfigIds:
      Array.isArray(seen) && seen.every((id) => typeof id === 'string') ? [...seen] : [],
  };
}

const keyName = (id: string) => (id === DEFAULT_PROFILE_ID ? KEY_KEY : `${KEY_KEY}.${id}`);
/**
 * That a profile's key is kept for the session only — never the key itself — in localStorage, so
 * the next session knows at once that a key is missing rather than learning it from a refused
 * Generate (issue 38.10).
 */
const sessionMarkName = (id: string) => `media-studio.session-key.${id}`;

export function readKey(id: string): { apiKey: string; rememberKey: boolean } {
  const remembered = readStorage(local(), keyName(id));
  return {
    apiKey: remembered ?? readStorage(session(), keyName(id)) ?? '',
    rememberKey: remembered !== null,
  };
}

export function writeKey(id: string, apiKey: string, remember: boolean): void {
  const key = apiKey.trim();
  writeStorage(local(), keyName(id), remember && key !== '' ? key : null);
  writeStorage(session(), keyName(id), !remember && key !== '' ? key : null);
  writeStorage(local(), sessionMarkName(id), !remember && key !== '' ? '1' : null);
}

/**
 * The profile was given a key for one browser session, and this session does not have it: the
 * browser was closed since (sessionStorage went with it), or this is a new tab. Nothing can be
 * created or followed at its gateway until the key is entered again. Saving the profile with no
 * key says none is wanted, and this is no longer said.
 */
export function sessionKeyForgotten(
  profile: Pick<GatewayProfile, 'id' | 'apiKey' | 'gatewayUrl'>,
): boolean {
  return (
    profile.apiKey === '' &&
    profile.gatewayUrl !== '' &&
    readStorage(local(), sessionMarkName(profile.id)) !== null
  );
}
