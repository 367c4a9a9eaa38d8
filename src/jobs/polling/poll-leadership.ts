import { useEffect, useState } from 'react';
import { storageHealth } from '@/jobs/ledger/storage-health';

/** The Web Lock the polling tab holds (exported for `bench/soak.ts`, which closes that tab). */
export const LOCK_NAME = 'media-studio.poll-leader';

function locksAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks !== undefined;
}

/**
 * Whether this tab is the one that polls. Every tab asks for one Web Lock and holds it until it
 * closes; the lock manager grants it to exactly one tab at a time and hands it on when that tab
 * goes, so a task is never polled by two tabs. The others see the leader's writes through the
 * shared ledger. Web Locks exist only in secure contexts (https, localhost): on a plain-http host
 * every tab polls for itself — duplicate GETs, never duplicate tasks. A ledger held in memory
 * (no IndexedDB, decision 022) is this tab's alone: no other tab can see, or poll, its jobs.
 */
function pollsAlone(): boolean {
  return !locksAvailable() || storageHealth().state === 'memory';
}

export function usePollLeadership(): boolean {
  const [leader, setLeader] = useState(pollsAlone);
  useEffect(() => {
    if (pollsAlone()) return;
    const controller = new AbortController();
    navigator.locks
      .request(LOCK_NAME, { signal: controller.signal }, () => {
        setLeader(true);
        return new Promise<void>((resolve) =>
          controller.signal.addEventListener('abort', () => resolve()),
        );
      })
      .catch(() => {
        // Aborted while still waiting: this tab is closing or unmounting.
      });
    return () => {
      controller.abort();
    };
  }, []);
  return leader;
}
