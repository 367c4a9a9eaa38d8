import { isLost, type Job } from '@/jobs/job';
import { isWaiting } from '@/jobs/status';

/**
 * The `data-job-*` attributes of the locator contract (e2e/README.md), from one place, so a card,
 * a tile and the dialog's card can never disagree about them.
 */
export function jobAttributes(
  job: Pick<Job, 'id' | 'status' | 'kind' | 'remoteIds'> &
    Partial<Pick<Job, 'batch' | 'notFound' | 'createdAt' | 'setAside'>>,
) {
  return {
    'data-job-id': job.id,
    'data-job-status': job.status,
    'data-job-kind': job.kind,
    'data-job-remote-ids': job.remoteIds.join(','),
    // The variations one Generate made share it (absent for a job made alone).
    'data-job-batch': job.batch?.id,
    // The gateway no longer knows the task and it is not followed (absent otherwise); its
    // `data-job-status` stays the last the gateway said, as a set-aside job's does.
    'data-job-lost':
      isWaiting(job.status) &&
      job.setAside !== true &&
      isLost({ notFound: job.notFound ?? null, createdAt: job.createdAt ?? 0 })
        ? 'true'
        : undefined,
  };
}
