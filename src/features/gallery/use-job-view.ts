import { useGatewayConnection } from '@/gateway/connection';
import type { Job } from '@/jobs/job';
import { jobView, type JobView } from '@/jobs/job-view';
import { useNow } from '@/lib/use-now';
import type { KindView } from './kind-view';

/** The job view with what the page knows: the gateway connected now, the time, when the page loaded. */
export function useJobView(job: Job, kind: KindView): JobView {
  const connection = useGatewayConnection();
  const now = useNow();
  return jobView(job, {
    kindLabel: kind.label,
    summaryFields: kind.summaryFields,
    gateway: connection.client.baseUrl,
    now,
    pageStartedAt: performance.timeOrigin,
    canPoll: kind.poller !== undefined,
    canAttach: kind.importer !== undefined,
    canTryAgain: kind.tryAgain !== undefined,
    promptLabel: kind.promptLabel?.(job) ?? null,
    derivations: kind.derivations,
  });
}
