import { useJobConnection } from '@/gateway/connection';
import { useAnswerOnItsWay } from '@/gateway/create-relay';
import type { Job } from '@/jobs/job';
import { jobView, type JobView } from '@/jobs/job-view';
import { useHeldElsewhere } from '@/jobs/sync/leases';
import { useNow } from '@/lib/use-now';
import { useQueuePlace } from '@/jobs/queue/queue-store';
import { useKindView } from './kinds';

/** The job view with what the page knows: the gateway that follows this job (its profile's, else the active one), the time, when the page loaded. */
export function useJobView(job: Job): JobView {
  const kind = useKindView(job.kind);
  // A job of another profile is still followed (through its own profile): not "foreign".
  const connection = useJobConnection(job);
  const now = useNow();
  const followedElsewhere = useHeldElsewhere(job.id, now);
  const queuePlace = useQueuePlace(job);
  const answerOnItsWay = useAnswerOnItsWay(job.id);
  return jobView(job, {
    kindLabel: kind.label,
    summaryFields: kind.summaryFields,
    gateway: connection.client.baseUrl,
    now,
    pageStartedAt: performance.timeOrigin,
    answerOnItsWay,
    canPoll: kind.poller !== undefined,
    canAttach: kind.importer !== undefined,
    canTryAgain: kind.tryAgain !== undefined,
    promptLabel: kind.promptLabel?.(job) ?? null,
    shownPrompt: kind.shownPrompt?.(job) ?? null,
    operations: kind.operations,
    picturesAreResults: kind.picturesAreResults,
    followedElsewhere,
    queuePlace,
  });
}
