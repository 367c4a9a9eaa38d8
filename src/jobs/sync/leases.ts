import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

/**
 * Polling across devices (decision 028): a job is polled by one device at a time. The device
 * that polls it holds a lease in the library's document, renewed while it polls; another device
 * leaves the job alone until the lease lapses, then takes it over. This module is the small eager
 * part the poller reads; the document side is `connect.ts`.
 */
export const LEASE_MS = 30_000;
/** How often a held lease is renewed: well inside its length, so one missed beat does not lose it. */
export const RENEW_MS = 10_000;

export interface Lease {
  device: string;
  until: number;
}

/** The document's leases and this device's name in them (the one store primitive: decision 026). */
const leaseState = createStore<{ leases: ReadonlyMap<string, Lease>; me: string | null }>({
  leases: new Map(),
  me: null,
});

export const leaseStore = {
  get: (): ReadonlyMap<string, Lease> => leaseState.get().leases,
  /** The document's leases as this device (`device`) reads them; null when sync stops. */
  set(next: ReadonlyMap<string, Lease>, device: string | null): void {
    leaseState.set({ leases: next, me: device });
  },
  subscribe: leaseState.subscribe,
};

/** Another device polls this job now: its lease has not lapsed. */
export function heldElsewhere(
  jobId: string,
  now: number,
  all: ReadonlyMap<string, Lease> = leaseState.get().leases,
  device: string | null = leaseState.get().me,
): boolean {
  const lease = all.get(jobId);
  return lease !== undefined && device !== null && lease.device !== device && lease.until > now;
}

/** Whether another device polls this job at `now` (a card's question: one answer, not the map). */
export function useHeldElsewhere(jobId: string, now: number): boolean {
  const held = () => heldElsewhere(jobId, now);
  return useSyncExternalStore(leaseStore.subscribe, held, held);
}

export function useLeases(): ReadonlyMap<string, Lease> {
  return useSyncExternalStore(leaseStore.subscribe, leaseStore.get, leaseStore.get);
}

/** The jobs this device polls now, for `connect.ts` to hold leases on. */
const claims = createStore<readonly string[]>([]);
export function claimLeases(ids: readonly string[]): void {
  const claimed = claims.get();
  if (ids.length === claimed.length && ids.every((id, i) => claimed[i] === id)) return;
  claims.set(ids);
}
export function claimedLeases(): readonly string[] {
  return claims.get();
}
export function onClaims(listener: () => void): () => void {
  return claims.subscribe(listener);
}
