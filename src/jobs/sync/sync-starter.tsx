import { useEffect } from 'react';
import { useSyncConfig } from './sync-config';

/**
 * Starts the library's sync while a server is configured, and stops it when the settings change
 * or sync is stopped. The engine's chunk is fetched only then: a studio without sync never loads it.
 */
export function SyncStarter() {
  const config = useSyncConfig();
  useEffect(() => {
    if (config === null) return;
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
