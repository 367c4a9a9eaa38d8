import type { Job } from '@/jobs/job';

/**
 * The `data-job-*` attributes of the locator contract (e2e/README.md), from one place, so a card,
 * a tile and the dialog's card can never disagree about them.
 */
export function jobAttributes(
  job: Pick<Job, 'id' | 'status' | 'kind' | 'remoteIds'> & Partial<Pick<Job, 'batch'>>,
) {
  return {
    'data-job-id': job.id,
    'data-job-status': job.status,
    'data-job-kind': job.kind,
    'data-job-remote-ids': job.remoteIds.join(','),
    // The variations one Generate made share it (absent for a job made alone).
    'data-job-batch': job.batch?.id,
  };
}
