import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import { OfflineError } from '@/gateway/errors';
import { t } from '@/i18n/i18n';
import { randomId } from '@/lib/id';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { createKeys } from '@/jobs/polling/polling-keys';
import { withValues } from './try-again';

let prefetched = false;
/**
 * Starts fetching the create path: a form's first focus or press calls it, so that by the time
 * its Generate is pressed the code is there. A fetch that fails is left for Generate to say.
 */
export function prefetchCreatePath(): void {
  if (prefetched) return;
  prefetched = true;
  import('./create-path').catch(() => undefined);
}

/**
 * The create path itself (the record, the queue's decision, the one POST), fetched when a form is
 * first used (`prefetchCreatePath`) or, at the latest, with the first Generate: a page's first
 * screen does not run it (issue 57). The guard against a second submit is synchronous and stays
 * here. A fetch that fails has sent nothing and written nothing, and says so: offline, as any
 * create refused offline; else (a studio updated under an open page no longer has the old file),
 * with a reload to offer.
 */
async function createPath() {
  try {
    return await import('./create-path');
  } catch (cause) {
    if (!onlineManager.isOnline()) throw new OfflineError();
    throw new Error(
      t('create.notLoaded', { reason: cause instanceof Error ? cause.message : String(cause) }),
      { cause },
    );
  }
}

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
    mutationFn: async (requests: readonly CreateRequest[]) =>
      (await createPath()).createAll(connection, requests),
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
