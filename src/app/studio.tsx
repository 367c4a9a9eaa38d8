import { ActivePolling } from '@/jobs/polling/active-polling';
import { SyncStarter } from '@/jobs/sync/sync-starter';
import { BalanceIndicator } from './balance-indicator';
import { JobAnnouncer } from './job-announcer';
import { QueryProvider } from './query-provider';
import { generators } from './registry';
import { ShortcutSheet } from './shortcut-sheet';
import { StatusBanners } from './status-banners';

/**
 * The studio's working parts that draw nothing at first: polling every running job, announcing
 * ends, the shortcut sheet. A chunk of its own, fetched while the shell paints (src/main.tsx).
 */
export function StudioBackground() {
  return (
    <QueryProvider>
      <ActivePolling generators={generators} />
      <SyncStarter />
      <JobAnnouncer />
      <ShortcutSheet />
    </QueryProvider>
  );
}

export function StudioBanners() {
  return (
    <QueryProvider>
      <StatusBanners />
    </QueryProvider>
  );
}

export function StudioBalance() {
  return (
    <QueryProvider>
      <BalanceIndicator />
    </QueryProvider>
  );
}
