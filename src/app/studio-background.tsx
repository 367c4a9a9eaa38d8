import { ActivePolling } from '@/jobs/polling/active-polling';
import { QueueRunner } from '@/jobs/queue/queue-runner';
import { RelayResumer } from '@/jobs/queue/relay-resumer';
import { registerQueueGenerators } from '@/jobs/queue/queue-generators';
import { SyncStarter } from '@/jobs/sync/sync-starter';
import { JobAnnouncer } from './job-announcer';
import { installParts } from './parts';
import { QueryProvider } from './query-provider';
import { generators } from './registry';

// What the features' parts offer jobs/ (their synced collections, which results they use, their
// library-file parts): jobs/ cannot import a feature, so the app hands them over (issue 39).
installParts();

// A waiting job is sent from its stored request through its generator's "Try again" (decision
// 031); jobs/ cannot import the registry, so the app hands the queue the generators.
registerQueueGenerators(generators);

/**
 * The studio's working parts that draw nothing at first: polling every running job, sending the
 * queue's waiting jobs, taking the answers the service worker kept, announcing ends, starting sync.
 * They need every generator (the registry), so they come in a chunk of their own at the
 * page's first idle moment (decision 061), after what the page opened for is drawn and usable.
 */
export function StudioBackground() {
  return (
    <QueryProvider>
      <ActivePolling generators={generators} />
      <QueueRunner />
      <RelayResumer />
      <SyncStarter />
      <JobAnnouncer />
    </QueryProvider>
  );
}
