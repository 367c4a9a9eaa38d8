import { message } from '@/i18n/i18n';
import { routeJob, type GatewayConnection } from '@/gateway/connection';
import { replayCreate, withRelayLock } from '@/gateway/create-relay';
import { deleteCreateAnswer, getCreateAnswer } from '@/gateway/create-relay-store';
import { NetworkError, storedError } from '@/gateway/errors';
import type { Job } from '@/jobs/job';
import { recordCreateUnanswered } from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { queuePlan } from './queue-generators';
import { sendCreate } from './send-create';

/**
 * A create whose answer the studio's service worker stored while no page took it (decision 039):
 * written to the ledger now, through the same create path as a live answer — the generator
 * rebuilt from the record (as the queue sends a waiting job), its client answered by the stored
 * answer, so its own parsing and `recordCreated` write the ids and nothing is sent again. Under
 * the job's lock, so one page does it; the stored answer goes only once its outcome is written.
 */
export async function replayStoredAnswer(
  jobId: string,
  connections: readonly GatewayConnection[],
): Promise<void> {
  await withRelayLock(jobId, async () => {
    const stored = await getCreateAnswer(jobId);
    if (stored === undefined) return;
    const job = await getJob(jobId);
    // Its outcome is already written (the page that sent it took the answer), or the job is gone.
    if (job === undefined || job.status !== 'submitting' || job.remoteIds.length > 0) {
      await deleteCreateAnswer(jobId);
      return;
    }
    const connection = routeJob(job, connections);
    const plan = queuePlan(job);
    // No profile at its gateway, or a generator that cannot rebuild it: kept for a later start.
    if (connection === null || plan === null || !plan.ready) return;
    if (stored.answer === null) {
      // No answer came to the worker either: the task may or may not exist, said as a live
      // create says it — without asking whether the gateway can be reached now, which would
      // not tell whether it could then.
      const lost =
        stored.failure === 'dropped'
          ? new NetworkError(message('gateway.dropped'), false, true)
          : new NetworkError(message('gateway.couldNotReach'));
      await recordCreateUnanswered(
        job.id,
        message(
          plan.creator.followable === false ? 'create.unansweredUnfollowable' : 'create.unanswered',
          { reason: storedError(lost) },
        ),
      );
      await deleteCreateAnswer(jobId);
      return;
    }
    // Its outcome is written on the record (ids, a refusal, an unreadable answer).
    await sendCreate(
      connection,
      job,
      plan.creator,
      undefined,
      replayCreate(connection, stored),
    ).catch(() => undefined);
  });
}

/** Creates of this browser still waiting for their answer with no id: the relay may hold one. */
export function awaitingAnswer(jobs: readonly Job[]): Job[] {
  return jobs.filter((job) => job.status === 'submitting' && job.remoteIds.length === 0);
}
