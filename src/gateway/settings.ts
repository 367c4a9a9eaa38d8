import { useSyncExternalStore } from 'react';
import { z } from '@/lib/zod';

/**
 * Where the studio sends requests, with what key, and the paths and field names the contract
 * leaves "not shown". Everything but the key lives in localStorage; the key lives in
 * sessionStorage unless the person chose "Remember on this device".
 */
export const imageFieldNames = ['image', 'images', 'input_reference'] as const;
export type ImageFieldName = (typeof imageFieldNames)[number];

export const zAssumedPaths = z.object({
  /** Name of the first-frame field of `POST /v1/videos` (image to video). */
  videoImageField: z.enum(imageFieldNames).catch('image'),
  /** Query operation of the clip group; `{id}` is replaced. */
  clipQueryPath: z.string().min(1).catch('/v1/clipapro/generations/{id}'),
  /** Music creation operation. */
  tuneCreatePath: z.string().min(1).catch('/tune/generate'),
  /** Music feed; `{ids}` is replaced by comma-joined clip ids. */
  tuneFeedPath: z.string().min(1).catch('/tune/feed/{ids}'),
  /** Video remix (issue 13): `{id}` is the finished source video's task id. */
  videoRemixPath: z.string().min(1).catch('/v1/videos/{id}/remix'),
  /** Clip extend: `{id}` is the finished source clip's id; the body is the create body. */
  clipExtendPath: z.string().min(1).catch('/v1/clipapro/generations/{id}/extend'),
  /** Music join: a continued clip made into one whole song. */
  tuneConcatPath: z.string().min(1).catch('/tune/generate/concat'),
  /** Lyrics writing task (trailing slash as relays write it). */
  tuneLyricsPath: z.string().min(1).catch('/tune/generate/lyrics/'),
  /** Lyrics task query; `{id}` is the task's id. */
  tuneLyricsQueryPath: z.string().min(1).catch('/tune/lyrics/{id}'),
});
export type AssumedPaths = z.infer<typeof zAssumedPaths>;

/** The defaults are written once, as the schema's fallbacks above: parsing nothing yields them. */
export const defaultPaths: AssumedPaths = zAssumedPaths.parse({});

const zStoredSettings = z.object({
  gatewayUrl: z.string().catch(''),
  paths: zAssumedPaths.catch(defaultPaths),
});

/** What a deployment may preset in `config.json` beside index.html. */
export const zDeploymentConfig = z.object({
  gatewayUrl: z.string().optional(),
  /** false hides the built-in demo gateway (a production host that must not show fake results). */
  demo: z.boolean().optional(),
});
export type DeploymentConfig = z.infer<typeof zDeploymentConfig>;

export interface GatewaySettings {
  /** '' means the built-in demo gateway. */
  gatewayUrl: string;
  apiKey: string;
  rememberKey: boolean;
  paths: AssumedPaths;
  demoAllowed: boolean;
}

const SETTINGS_KEY = 'media-studio.settings.v1';
const KEY_KEY = 'media-studio.api-key';

function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage can be disabled (private mode); the studio still works for the session
  }
}

function writeStorage(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
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

function load(config: DeploymentConfig): GatewaySettings {
  let stored: z.infer<typeof zStoredSettings> = zStoredSettings.parse({});
  const text = readStorage(local(), SETTINGS_KEY);
  if (text !== null) {
    try {
      stored = zStoredSettings.parse(JSON.parse(text));
    } catch {
      // A damaged settings entry falls back to defaults rather than breaking the app.
    }
  } else if (config.gatewayUrl) {
    stored.gatewayUrl = config.gatewayUrl;
  }
  const remembered = readStorage(local(), KEY_KEY);
  const demoAllowed = config.demo !== false;
  return {
    gatewayUrl: stored.gatewayUrl !== '' || demoAllowed ? stored.gatewayUrl : (config.gatewayUrl ?? ''),
    apiKey: remembered ?? readStorage(session(), KEY_KEY) ?? '',
    rememberKey: remembered !== null,
    paths: stored.paths,
    demoAllowed,
  };
}

type Listener = () => void;
let current: GatewaySettings = load({});
const listeners = new Set<Listener>();

export const settingsStore = {
  get: (): GatewaySettings => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once at start-up with the deployment's config.json, before the first render. */
  init(config: DeploymentConfig): void {
    current = load(config);
    listeners.forEach((l) => l());
  },
  save(next: Omit<GatewaySettings, 'demoAllowed'>): void {
    const gatewayUrl = next.gatewayUrl.trim().replace(/\/+$/, '');
    writeStorage(local(), SETTINGS_KEY, JSON.stringify({ gatewayUrl, paths: next.paths }));
    const key = next.apiKey.trim();
    writeStorage(local(), KEY_KEY, next.rememberKey && key !== '' ? key : null);
    writeStorage(session(), KEY_KEY, !next.rememberKey && key !== '' ? key : null);
    current = { ...next, gatewayUrl, apiKey: key, demoAllowed: current.demoAllowed };
    listeners.forEach((l) => l());
  },
};

const subscribe = (listener: Listener) => settingsStore.subscribe(listener);
const snapshot = () => current;

export function useGatewaySettings(): GatewaySettings {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// Kept here too, where the assumed paths are: callers of the settings fill them with it.
export { fillPath } from './path';
