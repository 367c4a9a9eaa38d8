import { message, t } from '@/i18n/i18n';
import { GatewayError, NetworkError, UnreachableError, storedError } from '@/gateway/errors';
import type { GatewayConnection } from '@/gateway/connection';
import { relayCreate, type CreateTransport } from '@/gateway/create-relay';
import { profileOfJob } from '@/gateway/settings';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { LedgerWriteError } from '@/jobs/ledger/write-failure';
import {
  recordCreateNotSent,
  recordCreateRefused,
  recordCreateUnanswered,
  recordCreated,
  removeRetried,
} from '@/jobs/ledger/create-writes';
import { rescueIds } from '@/jobs/ledger/rescue';
import { keepAnswerBytes } from '@/jobs/copies/kept-copies';
import { requeueRateLimited } from './queue-ledger';
import { listQueueJobs } from './queue-reads';
import { lowerAfterRefusal, MAX_RATE_ATTEMPTS, rateLimitWaitMs, retryWaitMs } from './rules';
import { queueOrigin, updateQueueSettings } from './queue-store';
import { queueCanResend } from './queue-generators';

/**
 * Every create leaves the studio here, through the queue (decision 031): sent at once when the
 * queue admits it (`createOnce` in `create/create-path.ts`), or later by the leader tab
 * (`send-waiting.ts`). Here rather than in `create/` so the queue's runner needs nothing above
 * the queue (decision 037).
 */

/**
 * A NetworkError where the request may have arrived: it was under way when the deadline passed,
 * or the answer had begun. Only the others are worth asking "could it be reached at all?".
 */
function mayHaveArrived(error: NetworkError): boolean {
  return error.timedOut || error.answered;
}

/**
 * A create's one POST for a record already written `submitting` (by `createOnce`, or by the queue's
 * claim), and what its answer writes. Exported for the queue's leader tab. `via`: how the POST
 * travels — by default through the studio's service worker where one controls the page and the
 * request can be rebuilt from the record (its answer then outlives a reload, decision 039), else
 * directly; a stored answer's replay (`resume-relayed.ts`) passes its own, which sends nothing.
 */
export async function sendCreate(
  connection: GatewayConnection,
  job: Job,
  creator: JobCreator<void>,
  replaces?: string,
  via?: CreateTransport,
): Promise<string> {
  const transport = via ?? relayCreate(connection, job.id, () => queueCanResend(job));
  // Whether the answer's outcome is in the ledger: only then may a stored answer go.
  let written = false;
  try {
    const result = await creator.create({
      client: transport.client,
      settings: connection.settings,
    });
    // The bytes first, as a film's are: a finished job whose only copy was never kept shows nothing.
    if (result.bytes !== undefined) await keepAnswerBytes(job.id, result.bytes);
    try {
      await recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds });
      written = true;
    } catch (error) {
      if (!(error instanceof LedgerWriteError)) throw error;
      rescueIds({
        kind: creator.kind,
        gateway: connection.client.baseUrl,
        ids: result.remoteIds,
        at: Date.now(),
      });
      throw new LedgerWriteError(
        t('create.savedNot', { ids: result.remoteIds.join(', '), reason: error.message }),
        error.fault,
      );
    }
    return job.id;
  } catch (error) {
    if (error instanceof LedgerWriteError) throw error;
    if (error instanceof GatewayError) {
      if (await backToTheQueue(job, error)) {
        written = true;
        return job.id;
      }
      const wait = retryWaitMs(error);
      const now = Date.now();
      await recordCreateRefused(
        job.id,
        storedError(error),
        error.body,
        now,
        wait === null ? null : now + wait,
      );
      written = true;
    } else if (error instanceof NetworkError) {
      // Written first, so a page closed during the check below still leaves an honest record.
      await recordCreateUnanswered(
        job.id,
        message(
          creator.followable === false ? 'create.unansweredUnfollowable' : 'create.unanswered',
          { reason: storedError(error) },
        ),
      );
      written = true;
      if (!mayHaveArrived(error) && (await connection.reach()) === 'unreachable') {
        const notSent = new UnreachableError(connection.client.baseUrl);
        await recordCreateNotSent(job.id, storedError(notSent));
        throw notSent;
      }
    } else {
      // A 200 whose body we cannot read: the task probably exists but its id is unknown.
      await recordCreateUnanswered(
        job.id,
        message(
          creator.followable === false ? 'create.unreadableUnfollowable' : 'create.unreadable',
          { reason: storedError(error) },
        ),
      );
      written = true;
    }
    throw error;
  } finally {
    await transport.settled(written).catch(() => undefined);
    // Once sent, the new record stands for the same request; the refused one it retries stood for
    // nothing at the gateway. If storage fails here, the banner says so and the old card stays.
    if (replaces !== undefined) await removeRetried(replaces).catch(() => undefined);
  }
}

/**
 * A create refused for rate (429) made nothing, and its profile's cap is lowered for a while. One
 * the queue sent (it waited there) goes back to the head of the queue, to be sent again after the
 * wait the gateway asked for (else a growing one). One the person's own Generate sent at once stays
 * "Not started" with its countdown and Try again, as before the queue: they see what they asked
 * for. So does a request the record cannot send again, and one refused `MAX_RATE_ATTEMPTS` times.
 */
async function backToTheQueue(job: Job, error: GatewayError): Promise<boolean> {
  if (error.status !== 429) return false;
  const now = Date.now();
  const profile = profileOfJob(job.profileId);
  const attempts = job.queue?.attempts ?? 0;
  if (job.queue === null || attempts >= MAX_RATE_ATTEMPTS || !queueCanResend(job)) {
    const present = await listQueueJobs();
    updateQueueSettings((s) => lowerAfterRefusal(s, profile, present, now));
    return false;
  }
  const requeued = await requeueRateLimited(
    job.id,
    now + rateLimitWaitMs(error.retryAfterMs, attempts),
    queueOrigin(),
    now,
  );
  if (requeued === undefined) return false;
  const present = await listQueueJobs();
  updateQueueSettings((s) => lowerAfterRefusal(s, profile, present, now));
  return true;
}
