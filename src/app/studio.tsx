import { provideDemoDeclarations } from '@/gateway/demo-provided';
import { ActivePolling } from '@/jobs/polling/active-polling';
import { QueueRunner } from '@/jobs/queue/queue-runner';
import { registerQueueGenerators } from '@/jobs/queue/queue-store';
import { QueueButton } from '@/features/queue/queue-button';
import { registerSyncedCollection } from '@/jobs/sync/collections';
import { registerResultUsers } from '@/jobs/boards/board-actions';
import { SyncStarter } from '@/jobs/sync/sync-starter';
import { BalanceIndicator } from './balance-indicator';
import { JobAnnouncer } from './job-announcer';
import { QueryProvider } from './query-provider';
import { generators } from './registry';
import { ShortcutSheet } from './shortcut-sheet';
import { StatusBanners } from './status-banners';

// Storyboards sync with the library (decision 028); jobs/ cannot import a feature, so the app
// hands the sync its loader. Fetched only once sync runs.
registerSyncedCollection(() =>
  import('@/features/storyboard/storyboard-sync').then((m) => m.storyboardCollection),
);

// Deleting a board says how many of its results a storyboard uses (issue 40); jobs/ cannot read
// the storyboards, so the app hands it their reading, fetched only when a board is deleted.
registerResultUsers(() =>
  import('@/features/storyboard/storyboard-db').then((m) => async () => {
    const used = new Set<string>();
    for (const board of await m.listStoryboards()) {
      for (const shot of board.shots) used.add(shot.jobId);
      if (board.soundtrack?.from.kind === 'job') used.add(board.soundtrack.from.jobId);
    }
    return used;
  }),
);

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

/** The header's Queue button and its panel (decision 031). */
export function StudioQueue() {
  return <QueueButton />;
}
