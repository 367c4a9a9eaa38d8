import { onlineManager } from '@tanstack/react-query';
import { OfflineError } from '@/gateway/errors';
import type { GatewayConnection } from '@/gateway/connection';
import { profileOfJob } from '@/gateway/settings';
import { removeRetried } from '@/jobs/ledger/create-writes';
import { autoAddBoard } from '@/jobs/boards/auto-add';
import { addCreateJob } from '@/jobs/queue/queue-ledger';
import { mustWait } from '@/jobs/queue/rules';
import { currentQueueSettings, queueOrigin } from '@/jobs/queue/queue-store';
import { queueCanResend } from '@/jobs/queue/queue-generators';
// The one POST is the queue's (`queue/send-create.ts`): its leader tab sends a waiting job through it.
import { sendCreate } from '@/jobs/queue/send-create';
import type { BatchOutcome, CreateRequest } from './use-create-job';

/** "New results go to <board>": the board chosen beside Generate, if any. */
function onBoard(): string[] {
  const board = autoAddBoard();
  return board === null ? [] : [board];
}

async function createOnce(
  connection: GatewayConnection,
  { creator, replaces, batch, boards, onRecorded }: CreateRequest,
): Promise<string> {
  if (!connection.isDemo && !onlineManager.isOnline()) {
    throw new OfflineError();
  }
  const profile = profileOfJob(connection.profileId);
  // Through the studio's queue (decision 031): beyond the profile's "Jobs at once", or while the
  // queue is paused or others wait, the record is written `waiting` and nothing is sent now; the
  // leader tab sends it later from its stored request. A request that cannot be sent again from
  // the record alone (a chosen file is never kept) is sent now, as before the queue.
  const job = await addCreateJob(
    {
      kind: creator.kind,
      gateway: connection.client.baseUrl,
      profileId: connection.profileId,
      summary: creator.summarize(),
      request: creator.describeRequest(undefined, connection.settings),
      batch: batch ?? null,
      source: creator.source?.() ?? null,
      boards: [...new Set([...onBoard(), ...(boards ?? [])])],
    },
    (present, draft) =>
      mustWait(present, profile, currentQueueSettings(), Date.now()) && queueCanResend(draft)
        ? { send: false, origin: queueOrigin() }
        : { send: true },
  );
  onRecorded?.(job.id);
  if (job.status === 'waiting') {
    if (replaces !== undefined) await removeRetried(replaces).catch(() => undefined);
    return job.id;
  }
  return sendCreate(connection, job, creator, replaces);
}

/**
 * One create outside a form (a character's first frame, issue 56), through the same path as
 * Generate: its record first, its one POST, never sent twice. The job's id, or the error a form
 * would show.
 */
export const createJob = createOnce;

/**
 * The requests one after another, each through `createOnce` (its own record before its POST). A
 * refused or unanswered one neither stops nor repeats the others. One request keeps the plain
 * rule: its error is the mutation's error. Several fail as a whole only when none started.
 */
export async function createAll(
  connection: GatewayConnection,
  requests: readonly CreateRequest[],
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { jobIds: [], errors: [], size: requests.length };
  for (const request of requests) {
    try {
      outcome.jobIds.push(await createOnce(connection, request));
    } catch (error) {
      if (requests.length === 1) throw error;
      outcome.errors.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  if (outcome.jobIds.length === 0 && outcome.errors[0] !== undefined) throw outcome.errors[0];
  return outcome;
}
