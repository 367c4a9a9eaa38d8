import type { MessageKey } from '@/i18n/i18n';
import type { BatchOutcome } from '@/jobs/create/use-create-job';

/** What a launcher that queues many jobs is doing: nothing yet, queuing N onto a board, or failed before a create. */
export type QueueManyState =
  | { phase: 'idle' }
  | { phase: 'queuing'; name: string; count: number }
  | { phase: 'failed'; reason: string };

/** The four messages a launcher says about its jobs, each with `count`, `name`, `failed`, `reason` as it needs. */
export interface QueueManyWords {
  queuing: MessageKey;
  queued: MessageKey;
  queuedSome: MessageKey;
  failed: MessageKey;
}

/**
 * The status line under a launcher that queued many jobs through `useCreate`: queuing while the
 * creates are under way, then how many were queued on which board, and why the rest were not.
 */
export function queueManySaid(
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  words: QueueManyWords,
  state: QueueManyState,
  create: { isPending: boolean; outcome: BatchOutcome | undefined; error: Error | null },
): string | null {
  if (state.phase === 'failed') return t(words.failed, { reason: state.reason });
  if (state.phase === 'idle') return null;
  const { outcome, error } = create;
  if (create.isPending || (outcome === undefined && error === null))
    return t(words.queuing, { count: state.count, name: state.name });
  if (error !== null) return t(words.failed, { reason: error.message });
  if (outcome === undefined) return null;
  return outcome.errors.length === 0
    ? t(words.queued, { count: outcome.jobIds.length, name: state.name })
    : t(words.queuedSome, {
        count: outcome.jobIds.length,
        name: state.name,
        failed: outcome.errors.length,
        reason: outcome.errors[0]?.message ?? '',
      });
}
