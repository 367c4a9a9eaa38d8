import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { GatewayError, NetworkError, OfflineError, describeError } from '@/gateway/errors';
import { useGatewayConnection } from '@/gateway/connection';
import type { JobCreator } from './generator';
import { LedgerWriteError, addSubmittingJob, recordCreateRefused, recordCreateUnanswered, recordCreated } from './ledger';
import { rescueIds } from './rescue';
import { createKeys } from './polling';

/**
 * Creates a job exactly once. The ledger record is written first (no record, no request), the ids
 * are written the moment the answer arrives, and a second submit while one is in flight is
 * dropped — synchronously, so a double click inside one frame cannot slip through.
 */
export function useCreateJob<TValues>(creator: JobCreator<TValues>) {
  const connection = useGatewayConnection();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: createKeys.kind(creator.kind),
    retry: 0,
    // A create is never queued to run later: offline, it is refused at once and nothing is sent.
    networkMode: 'always',
    mutationFn: async (values: TValues) => {
      if (!connection.isDemo && !onlineManager.isOnline()) {
        throw new OfflineError();
      }
      const job = await addSubmittingJob({
        kind: creator.kind,
        gateway: connection.client.baseUrl,
        summary: creator.summarize(values),
        request: creator.describeRequest(values, connection.settings),
      });
      try {
        const result = await creator.create({ client: connection.client, settings: connection.settings }, values);
        try {
          await recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds });
        } catch (error) {
          if (!(error instanceof LedgerWriteError)) throw error;
          rescueIds({ kind: creator.kind, gateway: connection.client.baseUrl, ids: result.remoteIds, at: Date.now() });
          throw new LedgerWriteError(
            `The task was created (id ${result.remoteIds.join(', ')}) but this browser could not save it: ${error.message} The id is kept at the top of the page until you dismiss it.`,
          );
        }
        return job.id;
      } catch (error) {
        if (error instanceof LedgerWriteError) throw error;
        if (error instanceof GatewayError) {
          await recordCreateRefused(job.id, describeError(error), error.body);
        } else if (error instanceof NetworkError) {
          await recordCreateUnanswered(
            job.id,
            `${error.message} The task may or may not have been created; it will not be sent again. If it exists, follow it by its id.`,
          );
        } else {
          // A 200 whose body we cannot read: the task probably exists but its id is unknown.
          await recordCreateUnanswered(job.id, `${describeError(error)} The task may exist; follow it by its id.`);
        }
        throw error;
      }
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function submit(values: TValues): void {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values);
  }

  return { submit, isPending: mutation.isPending, error: mutation.error, createdJobId: mutation.data, reset: mutation.reset };
}
