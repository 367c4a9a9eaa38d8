import { useSyncExternalStore } from 'react';
import type { Job } from '@/jobs/job';
import { topicsOf } from '@/lib/idb';
import { liveQueryStore } from '@/lib/live-query';
import { useStore } from '@/lib/store';
import { ledgerSource, listActiveJobs } from '@/jobs/ledger/reads';
import { type LedgerEntry } from '@/jobs/ledger/records';
import { ledgerSchema } from './ledger-db';
import { closeHomeIndex, openHomeIndex } from './ledger-home';
import type { LedgerIndex } from './ledger-index';
import type { LedgerSnapshot } from './ledger-snapshot';
import { onStorageHealth } from './storage-health';

/**
 * The ledger, live: every tab sees every write, its own or another tab's. Readers share one
 * in-memory index (`ledger-index.ts`, decision 011): the table is read and validated once when
 * the first reader arrives, then only the records that change. It closes with the last reader.
 */
let index: LedgerIndex | null = null;

function subscribeIndex(onSnapshot: (snapshot: LedgerSnapshot) => void): () => void {
  // A test that opened another database gets an index of its own.
  if (index === null || index.name !== ledgerSource.name()) index = openHomeIndex(ledgerSource);
  const mine = index;
  const unsubscribe = mine.subscribe(onSnapshot);
  const now = mine.early();
  if (now !== undefined) onSnapshot(now);
  return () => {
    unsubscribe();
    if (mine.subscribers === 0) {
      closeHomeIndex(mine);
      if (index === mine) index = null;
    }
  };
}

/** Calls `onEntries` with the ledger now (once read) and after every change; returns the unsubscribe. */
export function watchLedger(onEntries: (entries: LedgerEntry[]) => void): () => void {
  return subscribeIndex((snapshot) => {
    if (snapshot.complete) onEntries(snapshot.entries);
  });
}

/**
 * Calls `onSnapshot` with each complete version of the index: a reader that keeps something
 * derived updates only `snapshot.changedSince(its last version)` rather than every record.
 */
export function watchLedgerIndex(onSnapshot: (snapshot: LedgerSnapshot) => void): () => void {
  return subscribeIndex((snapshot) => {
    if (snapshot.complete) onSnapshot(snapshot);
  });
}

const subscribe = (onChange: () => void) => subscribeIndex(() => onChange());
const snapshot = () =>
  index !== null && index.name === ledgerSource.name() ? index.current() : undefined;
const entriesNow = () => snapshot()?.entries;
const earlyNow = () =>
  index !== null && index.name === ledgerSource.name() ? index.early() : undefined;

/** Every record, newest first; undefined until the ledger has been read once. */
export function useLedgerEntries(): LedgerEntry[] | undefined {
  return useSyncExternalStore(subscribe, entriesNow, entriesNow);
}

/** One job of the ledger as it stands (a form's last request, under its button); undefined while unknown. */
export function useLedgerJob(jobId: string | undefined): Job | undefined {
  const entries = useLedgerEntries();
  if (jobId === undefined) return undefined;
  const entry = entries?.find((e) => e.ok && e.job.id === jobId);
  return entry?.ok ? entry.job : undefined;
}

/**
 * The index itself, for search and look-ups: `entries` and `jobs` newest first, `get(id)`, and a
 * `version` that changes with every write. Pair with `perRecord(searchText)` for search text
 * computed once per stored version of a job.
 */
export function useLedgerIndex(): LedgerSnapshot | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The records `keep` accepts, newest first (undefined until the ledger has been read once).
 * `key` names the filter: the same key must always mean the same filter. The view is kept from
 * one write to the next and updated only where records changed (`LedgerSnapshot.view`).
 */
export function useLedgerView(
  key: string,
  keep: (entry: LedgerEntry) => boolean,
): readonly LedgerEntry[] | undefined {
  return useLedgerIndex()?.view(key, keep);
}

/**
 * The jobs the poller follows, live. A live query over the status index: it reads only waiting
 * rows, again after each committed write to the jobs (in any tab), so finished jobs, however
 * many, cost the poller nothing.
 */
let released = false;
const nothingToPoll: Job[] = [];
const active = liveQueryStore(
  () => (released ? Promise.resolve(nothingToPoll) : listActiveJobs()),
  topicsOf(ledgerSchema, 'jobs'),
  (error) => console.error('The active jobs could not be read:', error),
);

/**
 * A ledger this tab has let go of (a newer studio, or its data cleared: `storage-health.ts`) has
 * nothing left to poll: no answer could be saved, and the running jobs' ids are on screen to copy.
 * From then on the live query reads no table: whatever wakes it, it answers nothing to poll.
 */
onStorageHealth((health) => {
  released = health.state === 'superseded' || health.state === 'cleared';
  if (released) active.set(nothingToPoll);
});

/** Jobs with an id that are still waiting for the gateway; undefined until first read. */
export function useActiveJobs(): Job[] | undefined {
  return useStore(active);
}

/**
 * `useLedgerIndex`, but before the whole table is read it already gives the newest records
 * (`complete: false`): the library draws its first screen from them. Anything that counts,
 * searches or looks a job up waits for `complete`.
 */
export function useLedgerIndexEarly(): LedgerSnapshot | undefined {
  return useSyncExternalStore(subscribe, earlyNow, earlyNow);
}
