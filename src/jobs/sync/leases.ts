import { useSyncExternalStore } from 'react';

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

let leases: ReadonlyMap<string, Lease> = new Map();
let me: string | null = null;
const listeners = new Set<() => void>();

export const leaseStore = {
  get: (): ReadonlyMap<string, Lease> => leases,
  /** The document's leases as this device (`device`) reads them; null when sync stops. */
  set(next: ReadonlyMap<string, Lease>, device: string | null): void {
    leases = next;
    me = device;
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Another device polls this job now: its lease has not lapsed. */
export function heldElsewhere(
  jobId: string,
  now: number,
  all: ReadonlyMap<string, Lease> = leases,
  device: string | null = me,
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
let claimed: readonly string[] = [];
const claimListeners = new Set<() => void>();
export function claimLeases(ids: readonly string[]): void {
  if (ids.length === claimed.length && ids.every((id, i) => claimed[i] === id)) return;
  claimed = ids;
  claimListeners.forEach((l) => l());
}
export function claimedLeases(): readonly string[] {
  return claimed;
}
export function onClaims(listener: () => void): () => void {
  claimListeners.add(listener);
  return () => claimListeners.delete(listener);
}
