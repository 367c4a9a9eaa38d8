import { useEffect } from 'react';
import { useSyncConfig } from './sync-config';
import { hasSyncedBefore } from './sync-progress';
import { recordRemovalsWhileOff } from './removed-while-off';

/**
 * Starts the library's sync while a server is configured, and stops it when the settings change
 * or sync is stopped. The engine's chunk is fetched only then: a studio without sync never loads it.
 */
export function SyncStarter() {
  const config = useSyncConfig();
  useEffect(() => {
    // Not syncing a library this browser has synced: what is removed meanwhile goes to it later.
    if (config === null) return hasSyncedBefore() ? recordRemovalsWhileOff() : undefined;
    let stopped = false;
    let stop: (() => void) | null = null;
    void import('./connect').then(({ connectSync }) => {
      if (!stopped) stop = connectSync(config).stop;
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [config]);
  return null;
}
