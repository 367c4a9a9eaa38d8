import { message, t } from '@/i18n/i18n';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  GatewayError,
  NetworkError,
  OfflineError,
  UnreachableError,
  storedError,
} from '@/gateway/errors';
import { useGatewayConnection, type GatewayConnection } from '@/gateway/connection';
import { randomId } from '@/lib/id';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { LedgerWriteError } from '@/jobs/ledger/guarded-write';
import { addCreateJob, listQueueJobs, requeueRateLimited } from '@/jobs/queue/queue-ledger';
import {
  recordCreateNotSent,
  recordCreateRefused,
  recordCreateUnanswered,
  recordCreated,
  removeRetried,
} from '@/jobs/ledger/create-writes';
import { rescueIds } from '@/jobs/ledger/rescue';
import { autoAddBoard } from '@/jobs/boards/auto-add';
import { keepAnswerBytes } from '@/jobs/copies/kept-copies';
import { createKeys } from '@/jobs/polling/polling';
import { retryWaitMs, withValues } from './try-again';
import { profileOfJob } from '@/gateway/settings';
import {
  lowerAfterRefusal,
  MAX_RATE_ATTEMPTS,
  mustWait,
  rateLimitWaitMs,
} from '@/jobs/queue/rules';
import {
  currentQueueSettings,
  queueCanResend,
  queueOrigin,
  updateQueueSettings,
} from '@/jobs/queue/queue-store';

/** One create: a creator with its values, and — for "Try again" — the refused job it replaces. */
export interface CreateRequest {
  creator: JobCreator<void>;
  replaces?: string | undefined;
  /** Which of the variations one Generate made this request is. */
  batch?: Job['batch'];
  /** Boards the job is on from its first write (a batch from a file's own board), beside "New results go to". */
  boards?: readonly string[];
}

/** What a batch of creates came to: the jobs that started, and why the others did not. */
export interface BatchOutcome {
  jobIds: string[];
  errors: Error[];
  size: number;
}

/**
 * A NetworkError where the request may have arrived: it was under way when the deadline passed,
 * or the answer had begun. Only the others are worth asking "could it be reached at all?".
 */
function mayHaveArrived(error: NetworkError): boolean {
  return error.timedOut || error.answered;
}

/** "New results go to <board>": the board chosen beside Generate, if any. */
function onBoard(): string[] {
  const board = autoAddBoard();
  return board === null ? [] : [board];
}

async function createOnce(
  connection: GatewayConnection,
  { creator, replaces, batch, boards }: CreateRequest,
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
  if (job.status === 'waiting') {
    if (replaces !== undefined) await removeRetried(replaces).catch(() => undefined);
    return job.id;
  }
  return sendCreate(connection, job, creator, replaces);
}

/**
 * A create's one POST for a record already written `submitting` (by `createOnce`, or by the queue's
 * claim), and what its answer writes. Exported for the queue's leader tab.
 */
export async function sendCreate(
  connection: GatewayConnection,
  job: Job,
  creator: JobCreator<void>,
  replaces?: string,
): Promise<string> {
  try {
    const result = await creator.create({
      client: connection.client,
      settings: connection.settings,
    });
    // The bytes first, as a film's are: a finished job whose only copy was never kept shows nothing.
    if (result.bytes !== undefined) await keepAnswerBytes(job.id, result.bytes);
    try {
      await recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds });
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
      if (await backToTheQueue(job, error)) return job.id;
      const wait = retryWaitMs(error);
      const now = Date.now();
      await recordCreateRefused(
        job.id,
        storedError(error),
        error.body,
        now,
        wait === null ? null : now + wait,
      );
    } else if (error instanceof NetworkError) {
      // Written first, so a page closed during the check below still leaves an honest record.
      await recordCreateUnanswered(
        job.id,
        message(
          creator.followable === false ? 'create.unansweredUnfollowable' : 'create.unanswered',
          { reason: storedError(error) },
        ),
      );
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
    }
    throw error;
  } finally {
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

/**
 * The requests one after another, each through `createOnce` (its own record before its POST). A
 * refused or unanswered one neither stops nor repeats the others. One request keeps the plain
 * rule: its error is the mutation's error. Several fail as a whole only when none started.
 */
async function createAll(
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

/** `count` copies of one request, sharing a fresh batch id when there is more than one. */
export function batchOf(request: CreateRequest, count: number): CreateRequest[] {
  if (count <= 1) return [request];
  const id = randomId();
  return Array.from({ length: count }, (_, index) => ({
    ...request,
    batch: { id, index, size: count },
  }));
}

/**
 * Creates jobs of one kind, each exactly once. The ledger record is written first (no record, no
 * request), the ids are written the moment the answer arrives, and a second submit while one is
 * in flight is dropped — synchronously, so a double click inside one frame cannot slip through.
 * Variations are one submit of several requests: the guard spans the whole batch, so a double
 * click still sends N. A create that gets no answer is never re-sent; the gateway is only asked
 * whether it can be reached at all, to tell "not sent" from "may exist".
 */
export function useCreate(kind: string) {
  const connection = useGatewayConnection();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: createKeys.kind(kind),
    retry: 0,
    // A create is never queued to run later: offline, it is refused at once and nothing is sent.
    networkMode: 'always',
    mutationFn: (requests: readonly CreateRequest[]) => createAll(connection, requests),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function submitAll(requests: readonly CreateRequest[]): void {
    if (inFlight.current || requests.length === 0) return;
    inFlight.current = true;
    mutation.mutate(requests);
  }

  return {
    submit: (request: CreateRequest) => submitAll([request]),
    submitAll,
    isPending: mutation.isPending,
    error: mutation.error,
    createdJobId: mutation.data?.jobIds[0],
    /** The last submit's outcome: several requests may end differently. */
    outcome: mutation.data,
    reset: mutation.reset,
  };
}

/** A generator form's create: its values, through the one create path; `count` variations of them. */
export function useCreateJob<TValues>(creator: JobCreator<TValues>) {
  const create = useCreate(creator.kind);
  return {
    ...create,
    submit: (values: TValues, count = 1) =>
      create.submitAll(batchOf({ creator: withValues(creator, values) }, count)),
  };
}
