import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { OfflineError } from '@/gateway/errors';
import { useGatewayConnection, type GatewayConnection } from '@/gateway/connection';
import { profileOfJob } from '@/gateway/settings';
import { randomId } from '@/lib/id';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { removeRetried } from '@/jobs/ledger/create-writes';
import { autoAddBoard } from '@/jobs/boards/auto-add';
import { createKeys } from '@/jobs/polling/polling-keys';
import { addCreateJob } from '@/jobs/queue/queue-ledger';
import { mustWait } from '@/jobs/queue/rules';
import { currentQueueSettings, queueCanResend, queueOrigin } from '@/jobs/queue/queue-store';
// The one POST is the queue's (`queue/send-create.ts`): its leader tab sends a waiting job through it.
import { sendCreate } from '@/jobs/queue/send-create';
import { withValues } from './try-again';

/** One create: a creator with its values, and — for "Try again" — the refused job it replaces. */
export interface CreateRequest {
  creator: JobCreator<void>;
  replaces?: string | undefined;
  /** Which of the variations one Generate made this request is. */
  batch?: Job['batch'];
  /** Boards the job is on from its first write (a batch from a file's own board), beside "New results go to". */
  boards?: readonly string[];
  /**
   * Told the job's id once its record is written, before its request leaves (or while it waits):
   * a storyboard lays a script's shot in as a placeholder at once (issue 55).
   */
  onRecorded?: (jobId: string) => void;
}

/** What a batch of creates came to: the jobs that started, and why the others did not. */
export interface BatchOutcome {
  jobIds: string[];
  errors: Error[];
  size: number;
}

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
