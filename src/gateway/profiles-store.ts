import { createStore } from '@/lib/store';
import { randomId } from '@/lib/id';
import { defaultsOf, gatewayPaths, readAssumedPaths, type AssumedPathRules } from './assumed-paths';
import { chatSettings } from './chat/chat-settings';
import type { DeploymentConfig } from './deployment-config';
import {
  DEFAULT_PROFILE_ID,
  PROFILES_KEY,
  SETTINGS_KEY,
  defaultBalancePaths,
  defaultProfilesMeta,
  readBalancePaths,
  readKey,
  readStoredProfile,
  readStoredProfiles,
  readStoredSettings,
  writeKey,
  type GatewayProfile,
  type GatewaySettings,
  type StoredProfiles,
} from './stored-profiles';
import { readPriceList } from './price-list';
import { local, readJson, writeStorage } from './web-storage';

/**
 * Where the studio sends requests, with what key, and the paths and field names the contract
 * leaves "not shown" — per gateway profile, as the stores below hold them in this tab.
 * `settingsStore` is the active profile, as the single settings were.
 */

export interface ProfilesState {
  profiles: readonly GatewayProfile[];
  activeId: string;
  demoAllowed: boolean;
}

/** The gateway's own assumed paths: the image upload's, and the chat family's (issue 55). */
const ownRules: AssumedPathRules = { ...gatewayPaths, ...chatSettings };
/** The assumed paths a profile keeps: the gateway's own and those the app declared. */
let pathRules: AssumedPathRules = ownRules;
/** The config the profiles were last read with, to read them again under new declarations. */
let lastConfig: DeploymentConfig = {};

const cleanUrl = (url: string) => url.trim().replace(/\/+$/, '');

function load(config: DeploymentConfig): ProfilesState {
  lastConfig = config;
  const demoAllowed = config.demo !== false;
  const rawSettings = readJson(SETTINGS_KEY);
  // Nothing stored (a first visit) needs no parsing: the defaults are what parsing nothing gives.
  let stored = { gatewayUrl: '', paths: defaultsOf(pathRules) };
  if (rawSettings !== undefined) {
    stored = readStoredSettings(rawSettings, pathRules) ?? stored;
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
    prices: meta.main.prices,
  };
  const others: GatewayProfile[] = [];
  for (const raw of meta.others) {
    const parsed = readStoredProfile(raw, pathRules);
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
      paths: readAssumedPaths(offered.paths ?? {}, pathRules),
      balancePaths: readBalancePaths(offered.balancePaths ?? {}),
      prices: readPriceList(offered.prices),
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
    main: { name: main.name, balancePaths: main.balancePaths, prices: main.prices },
    others: others.map(({ id, name, gatewayUrl, paths, balancePaths, prices }) => ({
      id,
      name,
      gatewayUrl,
      paths,
      balancePaths,
      prices,
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
    paths: active?.paths ?? defaultsOf(pathRules),
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

/**
 * The assumed paths the generators declare (each in its folder's `paths.ts`), handed down by the
 * app before the first render (gateway/ cannot import features): the profiles are read again under
 * them. Until then a profile keeps only the gateway's own paths.
 */
export function declareAssumedPaths(rules: AssumedPathRules): void {
  pathRules = { ...rules, ...ownRules };
  commit(load(lastConfig));
}

/** Every assumed path a profile keeps, at its default (a new profile's, Settings' "Reset"). */
export const declaredPathDefaults = () => defaultsOf(pathRules);

export const subscribeAll = followers.subscribe;

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
            prices: input.prices,
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
      paths: defaultsOf(pathRules),
      balancePaths: defaultBalancePaths,
      prices: [],
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
