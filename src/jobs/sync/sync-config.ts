import { useSyncExternalStore } from 'react';
import { lazySchema, z } from '@/lib/zod';
import { randomId } from '@/lib/id';
import { storedChoice } from '@/lib/stored-choice';
import { syncAddresses, validAddresses } from './addresses';
import { createStore, useStore } from '@/lib/store';
import { SYNC_CONFIG_KEY } from './sync-stored';

/**
 * Sync is optional (decision 028): without a server configured here nothing of it loads. This
 * module is the small eager part — the stored settings and the status the page shows; the engine
 * (Yjs, the Hocuspocus provider, the mirror) is `connect.ts`, imported only once sync is on.
 */
const CONFIG_KEY = SYNC_CONFIG_KEY;
const DEVICE_KEY = 'media-studio.device';

/** The same alphabet the sync server accepts for a library's name. */
export const LIBRARY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const zSyncConfig = lazySchema(() =>
  z.object({
    // One address, or several of one team server (addresses.ts), kept as written, separated by ", ".
    url: z.pipe(
      z.string().check(z.trim(), z.refine(validAddresses)),
      z.transform((field) => syncAddresses(field).join(', ')),
    ),
    library: z.string().check(z.trim(), z.regex(LIBRARY_NAME)),
    token: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  }),
);
export type SyncConfig = z.infer<typeof zSyncConfig>;

export type SyncState = 'off' | 'connecting' | 'connected' | 'offline' | 'refused';
export interface SyncStatus {
  state: SyncState;
  /** Local changes the server has not acknowledged yet. */
  waiting: number;
  lastSyncedAt: number | null;
  /** Why the server refused, when it did and said so. */
  refusal?: SyncRefusal;
}

/**
 * What a sync server's refusal says (scripts/sync-server/tokens.ts, `REFUSAL`): a token minted
 * for another library names it; anything else is a refused token or name, as before. The
 * library named is the server's word: shown only when it is a library name.
 */
export type SyncRefusal = { kind: 'other-library'; tokenLibrary: string } | { kind: 'refused' };

export function readRefusal(reason: string | undefined): SyncRefusal {
  const other = /^library-mismatch:(.*)$/.exec(reason ?? '')?.[1];
  return other !== undefined && LIBRARY_NAME.test(other)
    ? { kind: 'other-library', tokenLibrary: other }
    : { kind: 'refused' };
}

/** The name of this library's document in the browser: one per library and (first) server. */
export function syncDocumentName(config: SyncConfig): string {
  return `media-studio-sync ${syncAddresses(config.url)[0] ?? config.url} ${config.library}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readConfig(): SyncConfig | null {
  const text = storage()?.getItem(CONFIG_KEY) ?? null;
  if (text === null) return null;
  try {
    const parsed = zSyncConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let config = readConfig();
const configChoice = storedChoice(CONFIG_KEY, () => {
  config = readConfig();
});

export const syncConfigStore = {
  get: (): SyncConfig | null => config,
  subscribe: configChoice.subscribe,
  /** Null stops syncing (the library stays as it is on this device). */
  set(next: SyncConfig | null): void {
    config = next;
    const store = storage();
    if (next === null) store?.removeItem(CONFIG_KEY);
    else store?.setItem(CONFIG_KEY, JSON.stringify(next));
    configChoice.changed();
  },
};

export function useSyncConfig(): SyncConfig | null {
  return useSyncExternalStore(syncConfigStore.subscribe, syncConfigStore.get, () => null);
}

const off: SyncStatus = { state: 'off', waiting: 0, lastSyncedAt: null };
/** The sync's state as the settings and the header show it (the one store primitive: decision 026). */
export const syncStatusStore = createStore<SyncStatus>(off);

export function useSyncStatus(): SyncStatus {
  return useStore(syncStatusStore);
}

/** This browser's name in the document's leases: random, kept, never anything about the person. */
export function deviceId(): string {
  const store = storage();
  const known = store?.getItem(DEVICE_KEY);
  if (known) return known;
  const id = randomId();
  store?.setItem(DEVICE_KEY, id);
  return id;
}
