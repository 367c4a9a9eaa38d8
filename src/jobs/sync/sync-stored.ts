/**
 * Where the sync settings are kept, and whether any are: a module with no imports, so the first
 * screen can ask without loading the settings' parser (zod, ~25 KB gzip, is not in the start
 * chunk). What is stored is read and checked only by `sync-config.ts`.
 */
export const SYNC_CONFIG_KEY = 'media-studio.sync.v1';

/** Whether sync settings are stored at all (read or not, valid or not). */
export function syncConfigStored(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SYNC_CONFIG_KEY) !== null;
  } catch {
    return false;
  }
}
