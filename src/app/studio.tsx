import { provideDemoDeclarations } from '@/gateway/demo-provided';
import { ActivePolling } from '@/jobs/polling/active-polling';
import { QueueRunner } from '@/jobs/queue/queue-runner';
import { RelayResumer } from '@/jobs/queue/relay-resumer';
import { registerQueueGenerators } from '@/jobs/queue/queue-store';
import { QueueButton } from '@/features/queue/queue-button';
import { SyncStarter } from '@/jobs/sync/sync-starter';
import { BalanceIndicator } from './balance-indicator';
import { JobAnnouncer } from './job-announcer';
import { installParts } from './parts';
import { QueryProvider } from './query-provider';
import { generators } from './registry';
import { ShortcutSheet } from './shortcut-sheet';
import { StatusBanners } from './status-banners';

// What the features' parts offer jobs/ (their synced collections, which results they use, their
// library-file parts): jobs/ cannot import a feature, so the app hands them over (issue 39).
installParts();

// A waiting job is sent from its stored request through its generator's "Try again" (decision
// 031); jobs/ cannot import the registry, so the app hands the queue the generators.
registerQueueGenerators(generators);

// The in-page demo answers with the generators' own routes; the gateway cannot look into the
// features, so the app hands it their declarations. Fetched only once the demo gets a request.
provideDemoDeclarations(() => import('./demo-routes').then((m) => m.demoDeclarations));

/**
 * The studio's working parts that draw nothing at first: polling every running job, announcing
 * ends, the shortcut sheet. A chunk of its own, fetched while the shell paints (src/main.tsx).
 */
export function StudioBackground() {
  return (
    <QueryProvider>
      <ActivePolling generators={generators} />
      <QueueRunner />
      <RelayResumer />
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

/**
 * The header's Queue button and its panel (decision 031); in the query client, whose balance the
 * waiting jobs' cost is said against (decision 048).
 */
export function StudioQueue() {
  return (
    <QueryProvider>
      <QueueButton />
    </QueryProvider>
  );
}
