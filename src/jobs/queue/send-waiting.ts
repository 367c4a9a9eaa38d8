import { message } from '@/i18n/i18n';
import { routeJob, type GatewayConnection } from '@/gateway/connection';
import type { Job } from '@/jobs/job';
import { claimWaiting } from '@/jobs/queue/queue-ledger';
import { recordCreateNotSent } from '@/jobs/ledger/create-writes';
import { sendCreate } from './send-create';
import { mayClaim } from './rules';
import { currentQueueSettings } from './queue-store';
import { queuePlan } from './queue-generators';

/**
 * Sends one waiting job, exactly once: claimed (marked `submitting` in a transaction that finds it
 * still waiting and a slot still free) before anything goes out; then its one POST through the
 * create path every Generate takes. A job its generator cannot send from the record, or whose
 * profile is gone, ends "Not sent": nothing left the studio.
 */
export async function sendWaiting(
  job: Job,
  connections: readonly GatewayConnection[],
): Promise<void> {
  const connection = routeJob(job, connections);
  const claimed = await claimWaiting(job.id, (fresh, present) =>
    mayClaim(fresh, present, currentQueueSettings(), Date.now()),
  );
  if (claimed === undefined) return;
  const plan = queuePlan(claimed);
  if (connection === null || plan === null || !plan.ready) {
    const missing = plan !== null && !plan.ready ? plan.missing.join(' ') : '';
    await recordCreateNotSent(claimed.id, message('job.queue.notSendable', { missing }));
    return;
  }
  // Its outcome is written on the record (ids, a refusal, "id unknown"); nothing more to do here.
  await sendCreate(connection, claimed, plan.creator).catch(() => undefined);
}
