import { useRef, useState } from 'react';
import { boardNamed } from '@/jobs/boards/board-named';
import { useCreate } from '@/jobs/create/use-create-job';
import type { JobCreator } from '@/jobs/generator';
import type { QueueManyState } from '@/jobs/ui/queue-many';

/**
 * Queues a batch's rows: its board first, then one create per row through the one create path a
 * Generate takes (`useCreate`: the record before the request, `waiting` beyond the cap), each
 * job on the board from its first write. A batch is queued once: a second "Queue N jobs" while
 * the first is under way — a double click inside one frame too — is dropped here, synchronously.
 */
export function useQueueBatch(kind: string) {
  const create = useCreate(kind);
  const busy = useRef(false);
  const [state, setState] = useState<QueueManyState>({ phase: 'idle' });

  async function queue(name: string, creators: readonly JobCreator<void>[]): Promise<void> {
    if (busy.current || creators.length === 0) return;
    busy.current = true;
    // The last batch's outcome is not this one's.
    create.reset();
    setState({ phase: 'queuing', name, count: creators.length });
    try {
      const board = await boardNamed(name);
      setState({ phase: 'queuing', name: board.name, count: creators.length });
      create.submitAll(creators.map((creator) => ({ creator, boards: [board.id] })));
    } catch (error) {
      setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      busy.current = false;
    }
  }

  return {
    queue,
    state,
    isPending: state.phase === 'queuing' && create.isPending,
    outcome: create.outcome,
    error: create.error,
  };
}
