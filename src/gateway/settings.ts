import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { randomId } from '@/lib/id';

/**
 * Where the studio sends requests, with what key, and the paths and field names the contract
 * leaves "not shown" — per gateway profile. Everything but the keys lives in localStorage; a key
 * lives in sessionStorage unless the person chose "Remember on this device" for that profile.
 *
 * The first profile ("default") is the single gateway of earlier versions, stored where it always
 * was (`media-studio.settings.v1`, `media-studio.api-key`), so nothing needs migrating: its jobs
 * carry `profileId: null`. Other profiles live in `media-studio.profiles.v1`, their keys under
 * `media-studio.api-key.<id>`. `settingsStore` is the active profile, as the single settings were.
 */
export const imageFieldNames = ['image', 'images', 'input_reference'] as const;
export type ImageFieldName = (typeof imageFieldNames)[number];

/**
 * The assumed paths and field names, by default. The schemas below fall back to these, field by
 * field: parsing nothing yields them.
 */
export const defaultPaths = {
  /** Name of the first-frame field of `POST /v1/videos` (image to video). */
  videoImageField: 'image' as ImageFieldName,
  /** Query operation of the clip group; `{id}` is replaced. */
  clipQueryPath: '/v1/clipapro/generations/{id}',
  /** Music creation operation. */
  tuneCreatePath: '/tune/generate',
  /** Music feed; `{ids}` is replaced by comma-joined clip ids. */
  tuneFeedPath: '/tune/feed/{ids}',
  /** Video remix (issue 13): `{id}` is the finished source video's task id. */
  videoRemixPath: '/v1/videos/{id}/remix',
  /** Clip extend: `{id}` is the finished source clip's id; the body is the create body. */
  clipExtendPath: '/v1/clipapro/generations/{id}/extend',
  /** Music join: a continued clip made into one whole song. */
  tuneConcatPath: '/tune/generate/concat',
  /** Lyrics writing task (trailing slash as relays write it). */
  tuneLyricsPath: '/tune/generate/lyrics/',
  /** Lyrics task query; `{id}` is the task's id. */
  tuneLyricsQueryPath: '/tune/lyrics/{id}',
  /** Music persona: a voice made from a finished clip (trailing slash as relays write it). */
  tunePersonaPath: '/tune/persona/create/',
  /** Audio upload (issue 26): `POST` here, then `{id}/upload-finish`, `{id}`, `{id}/initialize-clip`. */
  tuneUploadPath: '/tune/uploads/audio',
  /** Style tags boost (issue 26): `{original_tags}` → `{upsampled_tags}`. */
  tuneTagsPath: '/tune/act/tags',
  /** Pixa's effect templates (issue 27): the contract names a GET but shows no path or shape. */
  pixaTemplatesPath: '/pixa/video/templates',
  /** Image upload (issue 27) for the link-only image fields: multipart `file` → `{url}`. */
  imageUploadPath: '/v1/uploads/images',
  /** A finished song's timed lyrics and waveform (issue 26); `{clip_id}` is the clip's id. */
  tuneTimingPath: '/tune/act/timing/{clip_id}',
  /** Text to image (issue 27): synchronous, `{model, prompt, size, n, response_format}` → `{data}`. */
  imageGenerationsPath: '/v1/images/generations',
};
export type AssumedPaths = typeof defaultPaths;

/**
 * The account query OpenAI-compatible relays offer (the contract names an account query but not
 * its path). Empty paths turn the balance off for a profile.
 */
export const defaultBalancePaths = {
  subscriptionPath: '/v1/dashboard/billing/subscription',
  usagePath: '/v1/dashboard/billing/usage',
};
export type BalancePaths = typeof defaultBalancePaths;

/**
 * Assumed paths a person may leave empty to turn what they serve off for a profile (a gateway
 * without timed lyrics): an empty one is kept, not put back to its default.
 */
export const pathsThatMayBeEmpty: ReadonlySet<keyof AssumedPaths> = new Set(['tuneTimingPath']);

/*
 * The shapes below are read before the first render, so they are checked by hand rather than with
 * zod: these few rules were the only zod on the start path, and zod's core was 13 KB of the 100 KB
 * gzip start budget (decision 034). The rules are zod's as they were (`settings.test.ts` holds
 * them against the schemas they replace): a field that does not match falls back to its default,
 * field by field; a deployment's config.json that does not match is ignored whole.
 */

type Fields = Record<string, unknown>;

/** What JSON.parse gives for `{…}` (zod's object check). */
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;
const filledOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

/**
 * Assumed paths as stored: each falls back to its default when it is not a non-empty string (or,
 * for those that may be empty, not a string), the first-frame field when it is not one of its
 * names; anything but an object is the defaults themselves.
 */
export function readAssumedPaths(input: unknown): AssumedPaths {
  if (!isFields(input)) return defaultPaths;
  const paths = { ...defaultPaths };
  for (const key of Object.keys(defaultPaths) as (keyof AssumedPaths)[]) {
    const value = input[key];
    if (key === 'videoImageField')
      paths.videoImageField = imageFieldNames.includes(value as ImageFieldName)
        ? (value as ImageFieldName)
        : defaultPaths.videoImageField;
    else
      paths[key] = pathsThatMayBeEmpty.has(key)
        ? stringOr(value, defaultPaths[key])
        : filledOr(value, defaultPaths[key]);
  }
  return paths;
}

/** Balance paths as stored: an empty one is kept (it turns the balance off). */
export function readBalancePaths(input: unknown): BalancePaths {
  if (!isFields(input)) return defaultBalancePaths;
  return {
    subscriptionPath: stringOr(input.subscriptionPath, defaultBalancePaths.subscriptionPath),
    usagePath: stringOr(input.usagePath, defaultBalancePaths.usagePath),
  };
}

/** The first profile's entry (`media-studio.settings.v1`); undefined when it is not an object. */
export function readStoredSettings(
  input: unknown,
): { gatewayUrl: string; paths: AssumedPaths } | undefined {
  if (!isFields(input)) return undefined;
  return { gatewayUrl: stringOr(input.gatewayUrl, ''), paths: readAssumedPaths(input.paths) };
}

/** Another profile as stored; undefined without an id. */
export function readStoredProfile(
  input: unknown,
): Omit<GatewayProfile, 'apiKey' | 'rememberKey'> | undefined {
  if (!isFields(input) || typeof input.id !== 'string' || input.id === '') return undefined;
  return {
    id: input.id,
    name: filledOr(input.name, 'Gateway'),
    gatewayUrl: stringOr(input.gatewayUrl, ''),
    paths: readAssumedPaths(input.paths),
    balancePaths: readBalancePaths(input.balancePaths),
  };
}

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
        }
      : defaultProfilesMeta.main,
    others: Array.isArray(fields.others) ? [...(fields.others as unknown[])] : [],
    seenConfigIds:
      Array.isArray(seen) && seen.every((id) => typeof id === 'string') ? [...seen] : [],
  };
}

/** A profile as a deployment lists it in config.json (never with a key). */
export interface ConfigProfile {
  id: string;
  name: string;
  gatewayUrl: string;
  paths?: unknown;
  balancePaths?: unknown;
}

/** What a deployment may preset in `config.json` beside index.html. */
export interface DeploymentConfig {
  gatewayUrl?: string | undefined;
  /** false hides the built-in demo gateway (a production host that must not show fake results). */
  demo?: boolean | undefined;
  /** Extra gateway profiles offered on this deploy; a person adds the keys. */
  profiles?: ConfigProfile[] | undefined;
}

function readConfigProfile(input: unknown): ConfigProfile | undefined {
  if (
    !isFields(input) ||
    typeof input.id !== 'string' ||
    !/^[\w-]{1,64}$/.test(input.id) ||
    input.id === 'default' ||
    typeof input.name !== 'string' ||
    input.name.length < 1 ||
    input.name.length > 60 ||
    typeof input.gatewayUrl !== 'string'
  )
    return undefined;
  const profile: ConfigProfile = { id: input.id, name: input.name, gatewayUrl: input.gatewayUrl };
  if ('paths' in input) profile.paths = input.paths;
  if ('balancePaths' in input) profile.balancePaths = input.balancePaths;
  return profile;
}

/** A deployment's `config.json`, checked; what does not match is ignored (with a warning). */
export function parseDeploymentConfig(input: unknown): DeploymentConfig | undefined {
  if (!isFields(input)) return undefined;
  const config: DeploymentConfig = {};
  const { gatewayUrl, demo, profiles } = input;
  if (gatewayUrl !== undefined) {
    if (typeof gatewayUrl !== 'string') return undefined;
    config.gatewayUrl = gatewayUrl;
  }
  if (demo !== undefined) {
    if (typeof demo !== 'boolean') return undefined;
    config.demo = demo;
  }
  if (profiles !== undefined) {
    if (!Array.isArray(profiles)) return undefined;
    const offered: ConfigProfile[] = [];
    for (const raw of profiles as unknown[]) {
      const profile = readConfigProfile(raw);
      if (profile === undefined) return undefined;
      offered.push(profile);
    }
    config.profiles = offered;
  }
  return config;
}

/**
 * The last visit's config.json. The first render uses it, so a deployment that presets its gateway
 * does not draw the demo banner and then take it away when its config arrives (a layout shift on
 * every visit). Nothing stored (no config.json, or a first visit) costs no parsing.
 */
export function rememberedDeploymentConfig(): DeploymentConfig | undefined {
  const raw = readJson(DEPLOYMENT_KEY);
  return raw === undefined ? undefined : parseDeploymentConfig(raw);
}

/** Kept for the next visit; a deployment without a config leaves nothing behind. */
export function rememberDeploymentConfig(config: DeploymentConfig): void {
  writeStorage(
    local(),
    DEPLOYMENT_KEY,
    Object.keys(config).length > 0 ? JSON.stringify(config) : null,
  );
}

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
}

export interface ProfilesState {
  profiles: readonly GatewayProfile[];
  activeId: string;
  demoAllowed: boolean;
}

/** The value a job stores for a profile: null stands for the first one (and every older job). */
export function jobProfileId(profileId: string): string | null {
  return profileId === DEFAULT_PROFILE_ID ? null : profileId;
}
/** The profile a job belongs to, from what it stores. */
export function profileOfJob(profileId: string | null | undefined): string {
  return profileId ?? DEFAULT_PROFILE_ID;
}

const SETTINGS_KEY = 'media-studio.settings.v1';
const KEY_KEY = 'media-studio.api-key';
const PROFILES_KEY = 'media-studio.profiles.v1';
/** The deployment's config.json as the last visit found it (public/shell.js reads this key too). */
const DEPLOYMENT_KEY = 'media-studio.deployment.v1';

const keyName = (id: string) => (id === DEFAULT_PROFILE_ID ? KEY_KEY : `${KEY_KEY}.${id}`);
/**
 * That a profile's key is kept for the session only — never the key itself — in localStorage, so
 * the next session knows at once that a key is missing rather than learning it from a refused
 * Generate (issue 38.10).
 */
const sessionMarkName = (id: string) => `media-studio.session-key.${id}`;

/** What the profiles entry holds when nothing (or nothing readable) is stored. */
const defaultProfilesMeta = {
  activeId: DEFAULT_PROFILE_ID,
  main: { name: DEFAULT_PROFILE_NAME, balancePaths: defaultBalancePaths },
  others: [] as unknown[],
  seenConfigIds: [] as string[],
};
interface StoredProfiles {
  activeId: string;
  /** The first profile's name and balance paths (its URL and paths stay in the older entry). */
  main: { name: string; balancePaths: BalancePaths };
  others: unknown[];
  /** Config profiles already offered once: one the person deleted does not come back. */
  seenConfigIds: string[];
}

function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage can be disabled (private mode); the studio still works for the session
  }
}

function writeStorage(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    // Most writes store what is there already (config.json on every visit): a read comes from the
    // page's own copy, a write is also sent to the browser process, in start-up's busiest task.
    if (storage === undefined || storage.getItem(key) === value) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Same as above: unavailable storage only means the value is not kept.
  }
}

function local(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
function session(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function readJson(key: string): unknown {
  const text = readStorage(local(), key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // damaged: the caller's schema falls back to defaults rather than breaking the app
  }
}

function readKey(id: string): { apiKey: string; rememberKey: boolean } {
  const remembered = readStorage(local(), keyName(id));
  return {
    apiKey: remembered ?? readStorage(session(), keyName(id)) ?? '',
    rememberKey: remembered !== null,
  };
}

function writeKey(id: string, apiKey: string, remember: boolean): void {
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

const cleanUrl = (url: string) => url.trim().replace(/\/+$/, '');

function load(config: DeploymentConfig): ProfilesState {
  const demoAllowed = config.demo !== false;
  const rawSettings = readJson(SETTINGS_KEY);
  // Nothing stored (a first visit) needs no parsing: the defaults are what parsing nothing gives.
  let stored = { gatewayUrl: '', paths: defaultPaths };
  if (rawSettings !== undefined) {
    stored = readStoredSettings(rawSettings) ?? stored;
  } else if (config.gatewayUrl) {
    stored.gatewayUrl = config.gatewayUrl;
  }
  const rawProfiles = readJson(PROFILES_KEY);
  // A damaged entry reads as null: parsed, it falls back field by field like an empty one.
  const meta: StoredProfiles =
    rawProfiles === undefined ? defaultProfilesMeta : readStoredProfiles(rawProfiles);
  const main: GatewayProfile = {
    id: DEFAULT_PROFILE_ID,
    name: meta.main.name,
    gatewayUrl:
      stored.gatewayUrl !== '' || demoAllowed ? stored.gatewayUrl : (config.gatewayUrl ?? ''),
    ...readKey(DEFAULT_PROFILE_ID),
    paths: stored.paths,
    balancePaths: meta.main.balancePaths,
  };
  const others: GatewayProfile[] = [];
  for (const raw of meta.others) {
    const parsed = readStoredProfile(raw);
    if (
      parsed === undefined ||
      parsed.id === DEFAULT_PROFILE_ID ||
      others.some((p) => p.id === parsed.id)
    )
      continue;
    others.push({ ...parsed, ...readKey(parsed.id) });
  }
  let activeId = meta.activeId;
  const firstVisit = rawSettings === undefined && rawProfiles === undefined;
  for (const offered of config.profiles ?? []) {
    if (meta.seenConfigIds.includes(offered.id) || others.some((p) => p.id === offered.id))
      continue;
    others.push({
      id: offered.id,
      name: offered.name,
      gatewayUrl: cleanUrl(offered.gatewayUrl),
      ...readKey(offered.id),
      paths: readAssumedPaths(offered.paths ?? {}),
      balancePaths: readBalancePaths(offered.balancePaths ?? {}),
    });
    // A first visit to a deploy that lists profiles (and presets no single gateway) starts on its first.
    if (firstVisit && !config.gatewayUrl && activeId === DEFAULT_PROFILE_ID && others.length === 1)
      activeId = offered.id;
  }
  const profiles = [main, ...others];
  if (!profiles.some((p) => p.id === activeId)) activeId = DEFAULT_PROFILE_ID;
  seenConfigIds = [
    ...new Set([...meta.seenConfigIds, ...(config.profiles ?? []).map((p) => p.id)]),
  ];
  return { profiles, activeId, demoAllowed };
}

let seenConfigIds: string[] = [];

/** Writes everything but the keys; keys are written by `writeKey` alone. */
function persist(state: ProfilesState, touchMain: boolean): void {
  const [main, ...others] = state.profiles;
  if (main === undefined) return;
  if (touchMain)
    writeStorage(
      local(),
      SETTINGS_KEY,
      JSON.stringify({ gatewayUrl: main.gatewayUrl, paths: main.paths }),
    );
  const meta: StoredProfiles = {
    activeId: state.activeId,
    main: { name: main.name, balancePaths: main.balancePaths },
    others: others.map(({ id, name, gatewayUrl, paths, balancePaths }) => ({
      id,
      name,
      gatewayUrl,
      paths,
      balancePaths,
    })),
    seenConfigIds,
  };
  writeStorage(local(), PROFILES_KEY, JSON.stringify(meta));
}

let state: ProfilesState = load({});
let activeSettings: GatewaySettings = settingsOf(state);
/** The followers of the profiles and of the active settings, told after each commit. */
const followers = createStore(null);

function settingsOf(s: ProfilesState): GatewaySettings {
  const active = s.profiles.find((p) => p.id === s.activeId) ?? s.profiles[0];
  return {
    gatewayUrl: active?.gatewayUrl ?? '',
    apiKey: active?.apiKey ?? '',
    rememberKey: active?.rememberKey ?? false,
    paths: active?.paths ?? defaultPaths,
    demoAllowed: s.demoAllowed,
  };
}

function commit(next: ProfilesState): void {
  state = next;
  const settings = settingsOf(next);
  const old = activeSettings;
  // A stable snapshot for useSyncExternalStore: the same object while nothing it holds changed.
  const same =
    old.gatewayUrl === settings.gatewayUrl &&
    old.apiKey === settings.apiKey &&
    old.rememberKey === settings.rememberKey &&
    old.paths === settings.paths &&
    old.demoAllowed === settings.demoAllowed;
  if (!same) activeSettings = settings;
  followers.changed();
}

const subscribeAll = followers.subscribe;

/** What a profile's editor saves: everything but its id. */
export type ProfileInput = Omit<GatewayProfile, 'id'>;

export const profilesStore = {
  get: (): ProfilesState => state,
  subscribe: subscribeAll,
  active(): GatewayProfile {
    return (
      state.profiles.find((p) => p.id === state.activeId) ?? (state.profiles[0] as GatewayProfile)
    );
  },
  /** The profile that becomes active for new jobs; running jobs keep their own. */
  activate(id: string): void {
    if (!state.profiles.some((p) => p.id === id) || id === state.activeId) return;
    commit({ ...state, activeId: id });
    persist(state, false);
  },
  /** Saves one profile's settings (URL trimmed of trailing slashes, key trimmed, stored by its rules). */
  save(id: string, input: ProfileInput): void {
    const gatewayUrl = cleanUrl(input.gatewayUrl);
    const apiKey = input.apiKey.trim();
    writeKey(id, apiKey, input.rememberKey);
    const profiles = state.profiles.map((p) =>
      p.id === id
        ? {
            ...input,
            id,
            name: input.name.trim() || p.name,
            gatewayUrl,
            apiKey,
            paths: input.paths,
            balancePaths: input.balancePaths,
          }
        : p,
    );
    commit({ ...state, profiles });
    persist(state, id === DEFAULT_PROFILE_ID);
  },
  /**
   * A new profile (the demo gateway until a URL is saved); it becomes the active one. Without a
   * name it is numbered by `numbered` ("Gateway 3"; the page passes its language's words).
   */
  add(name?: string, numbered: (n: number) => string = (n) => `Gateway ${n}`): GatewayProfile {
    const taken = new Set(state.profiles.map((p) => p.name));
    let n = state.profiles.length + 1;
    while (taken.has(numbered(n))) n += 1;
    const profile: GatewayProfile = {
      id: randomId().slice(0, 8),
      name: name?.trim() || numbered(n),
      gatewayUrl: '',
      apiKey: '',
      rememberKey: false,
      paths: defaultPaths,
      balancePaths: defaultBalancePaths,
    };
    commit({ ...state, profiles: [...state.profiles, profile], activeId: profile.id });
    persist(state, false);
    return profile;
  },
  /** Removes a profile and its key. The first profile stays (older jobs belong to it). */
  remove(id: string): void {
    if (id === DEFAULT_PROFILE_ID || !state.profiles.some((p) => p.id === id)) return;
    writeKey(id, '', false);
    const profiles = state.profiles.filter((p) => p.id !== id);
    commit({
      ...state,
      profiles,
      activeId: state.activeId === id ? DEFAULT_PROFILE_ID : state.activeId,
    });
    persist(state, false);
  },
};

export const settingsStore = {
  get: (): GatewaySettings => activeSettings,
  subscribe: subscribeAll,
  /** Called once at start-up with the deployment's config.json, before the first render. */
  init(config: DeploymentConfig): void {
    commit(load(config));
  },
  /** Saves the active profile's connection, as the single settings were saved before profiles. */
  save(next: Omit<GatewaySettings, 'demoAllowed'>): void {
    const active = profilesStore.active();
    profilesStore.save(active.id, { ...active, ...next });
  },
};

/**
 * Whether the page's own demo gateway answers (no gateway URL is set). Only it can read a `blob:`
 * link this page made: a gateway elsewhere, the HTTP demo included, would be sent an address it
 * cannot open, so the forms refuse such a link next to its field then.
 */
export function pageDemoAnswers(): boolean {
  return activeSettings.gatewayUrl === '';
}

const settingsSnapshot = () => activeSettings;
const profilesSnapshot = () => state;

export function useGatewaySettings(): GatewaySettings {
  return useSyncExternalStore(subscribeAll, settingsSnapshot, settingsSnapshot);
}

export function useGatewayProfiles(): ProfilesState {
  return useSyncExternalStore(subscribeAll, profilesSnapshot, profilesSnapshot);
}

/** The active profile when its session-only key is not in this session (`sessionKeyForgotten`), else null. */
export function useForgottenKey(): GatewayProfile | null {
  const { profiles, activeId } = useGatewayProfiles();
  const active = profiles.find((p) => p.id === activeId) ?? profiles[0];
  return active !== undefined && sessionKeyForgotten(active) ? active : null;
}

// Kept here too, where the assumed paths are: callers of the settings fill them with it.
export { fillPath } from './path';
