import { useEffect, useState } from 'react';
import { storageHealth } from '@/jobs/ledger/storage-health';

/** The Web Lock the tab that sends the queue's waiting jobs holds. */
export const QUEUE_LOCK_NAME = 'media-studio.queue-leader';

/**
 * Whether this tab sends the queue's waiting jobs: one Web Lock, held until the tab closes and
 * handed on by the browser, as the polling's (decision 005; its own lock, so the two stay
 * independent). Exactly-once does not rest on it: each send is claimed in a ledger transaction
 * first. Without Web Locks (plain http) or with a ledger in memory, every tab sends its own.
 */
export function useQueueLeadership(): boolean {
  const alone = () =>
    typeof navigator === 'undefined' ||
    !('locks' in navigator) ||
    navigator.locks === undefined ||
    storageHealth().state === 'memory';
  const [leader, setLeader] = useState(alone);
  useEffect(() => {
    if (alone()) return;
    const controller = new AbortController();
    navigator.locks
      .request(QUEUE_LOCK_NAME, { signal: controller.signal }, () => {
        setLeader(true);
        return new Promise<void>((resolve) =>
          controller.signal.addEventListener('abort', () => resolve()),
        );
      })
      .catch(() => {
        // Aborted while still waiting: this tab is closing or unmounting.
      });
    return () => controller.abort();
  }, []);
  return leader;
}
