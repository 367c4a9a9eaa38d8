import { SettingsPage } from '@/features/settings/settings-page';
import { QueryProvider } from './query-provider';

/** Settings, a chunk of its own. */
export function SettingsRoute() {
  return (
    <QueryProvider>
      <SettingsPage />
    </QueryProvider>
  );
}
