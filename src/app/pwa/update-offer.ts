import { createStore, useStore } from '@/lib/store';

/**
 * Whether a new version of the studio is installed and waiting (issue 29 item 7, decision 029),
 * and how to take it. A few hundred bytes that the banner reads; the registration itself is its
 * own chunk, loaded after the page is up (register-service-worker.ts).
 */
export interface UpdateOffer {
  /** Activates the waiting version and reloads this tab into it. */
  apply: () => void;
}

/** The one store primitive (decision 026). */
const offerStore = createStore<UpdateOffer | null>(null);

export function offerUpdate(next: UpdateOffer | null): void {
  offerStore.set(next);
}

export function useUpdateOffer(): UpdateOffer | null {
  return useStore(offerStore);
}
