import { SettingsPage } from '@/features/settings/settings-page';
import { QueryProvider } from './query-provider';
import { assumedPaths } from './registry';

/** Settings, a chunk of its own. */
export function SettingsRoute() {
  return (
    <QueryProvider>
      <SettingsPage assumedPaths={assumedPaths} />
    </QueryProvider>
  );
}
