import { t } from '@/i18n/i18n';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  GatewayError,
  NetworkError,
  OfflineError,
  UnreachableError,
  describeError,
} from '@/gateway/errors';
import { useGatewayConnection, type GatewayConnection } from '@/gateway/connection';
import type { JobCreator } from './generator';
import {
  LedgerWriteError,
  addSubmittingJob,
  recordCreateNotSent,
  recordCreateRefused,
  recordCreateUnanswered,
  recordCreated,
  removeRetried,
} from './ledger';
import { rescueIds } from './rescue';
import { createKeys } from './polling';
import { retryWaitMs, withValues } from './try-again';

/** One create: a creator with its values, and — for "Try again" — the refused job it replaces. */
export interface CreateRequest {
  creator: JobCreator<void>;
  replaces?: string | undefined;
}

/**
 * A NetworkError where the request may have arrived: it was under way when the deadline passed,
 * or the answer had begun. Only the others are worth asking "could it be reached at all?".
 */
function mayHaveArrived(error: NetworkError): boolean {
  return error.timedOut || error.answered;
}

async function createOnce(
  connection: GatewayConnection,
  { creator, replaces }: CreateRequest,
): Promise<string> {
  if (!connection.isDemo && !onlineManager.isOnline()) {
    throw new OfflineError();
  }
  const job = await addSubmittingJob({
    kind: creator.kind,
    gateway: connection.client.baseUrl,
    summary: creator.summarize(),
    request: creator.describeRequest(undefined, connection.settings),
  });
  try {
    const result = await creator.create({
      client: connection.client,
      settings: connection.settings,
    });
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
      );
    }
    return job.id;
  } catch (error) {
    if (error instanceof LedgerWriteError) throw error;
    if (error instanceof GatewayError) {
      const wait = retryWaitMs(error);
      const now = Date.now();
      await recordCreateRefused(job.id, describeError(error), error.body, now, wait === null ? null : now + wait);
    } else if (error instanceof NetworkError) {
      // Written first, so a page closed during the check below still leaves an honest record.
      await recordCreateUnanswered(
        job.id,
        `${error.message} The task may or may not have been created; it will not be sent again. If it exists, follow it by its id.`,
      );
      if (!mayHaveArrived(error) && (await connection.reach()) === 'unreachable') {
        const notSent = new UnreachableError(connection.client.baseUrl);
        await recordCreateNotSent(job.id, notSent.message);
        throw notSent;
      }
    } else {
      // A 200 whose body we cannot read: the task probably exists but its id is unknown.
      await recordCreateUnanswered(
        job.id,
        `${describeError(error)} The task may exist; follow it by its id.`,
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
 * Creates jobs of one kind, each exactly once. The ledger record is written first (no record, no
 * request), the ids are written the moment the answer arrives, and a second submit while one is
 * in flight is dropped — synchronously, so a double click inside one frame cannot slip through.
 * A create that gets no answer is never re-sent; the gateway is only asked whether it can be
 * reached at all, to tell "not sent" from "may exist".
 */
export function useCreate(kind: string) {
  const connection = useGatewayConnection();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: createKeys.kind(kind),
    retry: 0,
    // A create is never queued to run later: offline, it is refused at once and nothing is sent.
    networkMode: 'always',
    mutationFn: (request: CreateRequest) => createOnce(connection, request),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function submit(request: CreateRequest): void {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(request);
  }

  return {
    submit,
    isPending: mutation.isPending,
    error: mutation.error,
    createdJobId: mutation.data,
    reset: mutation.reset,
  };
}

/** A generator form's create: its values, through the one create path. */
export function useCreateJob<TValues>(creator: JobCreator<TValues>) {
  const create = useCreate(creator.kind);
  return {
    ...create,
    submit: (values: TValues) => create.submit({ creator: withValues(creator, values) }),
  };
}
