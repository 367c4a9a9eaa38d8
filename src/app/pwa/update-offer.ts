import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the studio is installed and waiting (issue 29 item 7, decision 029),
 * and how to take it. A few hundred bytes that the banner reads; the registration itself is its
 * own chunk, loaded after the page is up (register-service-worker.ts).
 */
export interface UpdateOffer {
  /** Activates the waiting version and reloads this tab into it. */
  apply: () => void;
}

let offer: UpdateOffer | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(next: UpdateOffer | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateOffer(): UpdateOffer | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
