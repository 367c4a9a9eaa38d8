import { useQueryClient } from '@tanstack/react-query';
import { routeJob, useGatewayConnection, useProfileConnections } from '@/gateway/connection';
import { pollerOf, type JobPoller } from './generator';
import type { Job } from './job';
import { refreshResult, resumeJob } from '@/jobs/ledger/poll-writes';
import { jobKeys } from '@/jobs/polling/polling-keys';

/**
 * What a person can do to a job beyond waiting: ask now (a stale or paused job), and ask again
 * for a finished job's result (presigned links expire).
 */
export function useJobActions(poller: JobPoller | undefined) {
  const queryClient = useQueryClient();
  const active = useGatewayConnection();
  const connections = useProfileConnections();
  // Each job is asked through its own profile's connection, whichever profile is active.
  const connectionOf = (job: Job) => routeJob(job, connections) ?? active;

  async function checkNow(job: Job): Promise<void> {
    const connection = connectionOf(job);
    // Clearing a pause makes the job pollable again; an existing query is asked at once.
    await resumeJob(job.id);
    const key =
      poller !== undefined && pollerOf(poller, job).batched
        ? jobKeys.batch(connection.client.baseUrl, job.kind)
        : jobKeys.one(connection.client.baseUrl, job.kind, job.id);
    await queryClient.refetchQueries({ queryKey: key });
  }

  /** A task the gateway no longer knows: asked once more, now (`checkAgain`). */
  async function checkAgain(job: Job): Promise<void> {
    if (!poller) return;
    // The polling's code, which the background work loads at the first idle moment (issue 57).
    const { checkAgain: pollOnceMore } = await import('@/jobs/polling/polling');
    await pollOnceMore(connectionOf(job), pollerOf(poller, job), job);
  }

  async function requery(job: Job): Promise<void> {
    if (!poller) return;
    const connection = connectionOf(job);
    const updates = await pollerOf(poller, job).poll(
      { client: connection.client, settings: connection.settings },
      [job],
    );
    const update = updates.get(job.id);
    if (update) await refreshResult(job.id, update);
  }

  // Which of these a job offers (not at another gateway, re-query only with a poller) is the job
  // view's rule: `jobView(…).actions`.
  return { checkNow, checkAgain, requery };
}
