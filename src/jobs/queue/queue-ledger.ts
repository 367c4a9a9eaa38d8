import type { StoredMessage } from '@/i18n/i18n';
import type { Job } from '@/jobs/job';
import { change, writeTransaction, wrote } from '@/jobs/ledger/guarded-write';
import {
  LEDGER_SCHEMA_VERSION,
  errorOf,
  mergeUpdate,
  newJob,
  readEntry,
  type NewJob,
} from '@/jobs/ledger/records';
import { queueRows } from './queue-reads';
import { movedRanks, waitingInOrder } from './rules';

/** What a new create becomes: sent now, or waiting in the queue with this rank and origin. */
export type Admission = { send: true } | { send: false; origin: string };

/**
 * Step 1 of a create, through the queue: the record is written as `submitting` (its POST follows)
 * or as `waiting` (not sent), decided from the queue as it stands inside the same transaction, so
 * two tabs creating at once cannot both take the last slot.
 */
export async function addCreateJob(
  input: NewJob & { request: unknown },
  admit: (present: readonly Job[], draft: Job) => Admission,
): Promise<Job> {
  const job = await writeTransaction('the new job', async (store) => {
    const draft = newJob(input, {
      origin: 'created',
      status: 'submitting',
      remoteIds: [],
      request: input.request,
    });
    const present = await queueRows(store);
    const admission = admit(present, draft);
    const job: Job = admission.send
      ? draft
      : {
          ...draft,
          status: 'waiting',
          queue: {
            rank: Math.max(0, ...present.flatMap((j) => (j.queue ? [j.queue.rank] : []))) + 1,
            notBefore: null,
            attempts: 0,
            sentAt: null,
            origin: admission.origin,
          },
        };
    await store.add({ ...job, schema: LEDGER_SCHEMA_VERSION });
    return job;
  });
  wrote([job]);
  return job;
}

/**
 * A waiting job leaves the queue to be sent: marked `submitting` in a transaction that finds it
 * still waiting (and `admit` still agreeing, the slots counted again), BEFORE its POST. A second
 * tab, a reload or a second call finds it no longer waiting and sends nothing.
 */
export async function claimWaiting(
  id: string,
  admit: (job: Job, present: readonly Job[]) => boolean,
  now = Date.now(),
): Promise<Job | undefined> {
  const claimed = await writeTransaction('the job', async (store) => {
    const row = await store.get(id);
    const entry = row === undefined ? undefined : readEntry(row);
    if (!entry?.ok || entry.job.status !== 'waiting' || entry.job.queue === null) return undefined;
    if (!admit(entry.job, await queueRows(store))) return undefined;
    const next: Job = {
      ...entry.job,
      status: 'submitting',
      error: null,
      errorMessage: null,
      queue: { ...entry.job.queue, sentAt: now },
      updatedAt: now,
      changedAt: now,
    };
    await store.put({ ...next, schema: LEDGER_SCHEMA_VERSION });
    return next;
  });
  if (claimed !== undefined) wrote([claimed]);
  return claimed;
}

/**
 * A create the gateway refused for rate (429): nothing was made, so it goes back to the head of
 * the queue, to be sent again no sooner than `notBefore`. Only a record still submitting, with no id.
 */
export async function requeueRateLimited(
  id: string,
  notBefore: number,
  origin: string,
  now = Date.now(),
): Promise<Job | undefined> {
  const next = await writeTransaction('the job', async (store) => {
    const row = await store.get(id);
    const entry = row === undefined ? undefined : readEntry(row);
    if (!entry?.ok || entry.job.status !== 'submitting' || entry.job.remoteIds.length > 0)
      return undefined;
    const present = await queueRows(store);
    const head = Math.min(
      1,
      ...present.flatMap((j) => (j.status === 'waiting' && j.queue ? [j.queue.rank] : [])),
    );
    const job = entry.job;
    const next: Job = {
      ...job,
      status: 'waiting',
      error: null,
      errorMessage: null,
      queue: {
        rank: head - 1,
        notBefore,
        attempts: (job.queue?.attempts ?? 0) + 1,
        sentAt: null,
        origin: job.queue?.origin ?? origin,
      },
      updatedAt: now,
      changedAt: now,
    };
    await store.put({ ...next, schema: LEDGER_SCHEMA_VERSION });
    return next;
  });
  if (next !== undefined) wrote([next]);
  return next;
}

/** Cancel in the queue: a waiting job (never sent) ends "Not started", its card saying it was cancelled. */
export function cancelWaiting(id: string, message: StoredMessage | string, now = Date.now()) {
  return change(id, 'the job', (job) =>
    job.status !== 'waiting'
      ? job
      : {
          ...mergeUpdate(
            job,
            { status: 'refused', ...errorOf(message), statusWord: 'cancelled' },
            now,
          ),
          completedAt: now,
        },
  );
}

/**
 * Moves a waiting job one place earlier (-1) or later (+1) among the waiting jobs: it swaps ranks
 * with its neighbour, both in one transaction.
 */
export async function moveWaiting(id: string, step: -1 | 1, now = Date.now()): Promise<void> {
  const moved = await writeTransaction('the job', async (store) => {
    const waiting = (await queueRows(store))
      .filter((j) => j.status === 'waiting' && j.queue !== null)
      .sort((a, b) => (a.queue?.rank ?? 0) - (b.queue?.rank ?? 0) || a.createdAt - b.createdAt);
    const at = waiting.findIndex((j) => j.id === id);
    const self = waiting[at];
    const other = waiting[at + step];
    if (at < 0 || self?.queue == null || other?.queue == null) return [];
    const pair: Job[] = [
      { ...self, queue: { ...self.queue, rank: other.queue.rank }, updatedAt: now },
      { ...other, queue: { ...other.queue, rank: self.queue.rank }, updatedAt: now },
    ];
    // Equal ranks (never written so, but a synced copy might be): the order is made plain.
    if (self.queue.rank === other.queue.rank && pair[0]?.queue && pair[1]?.queue)
      pair[0].queue.rank = other.queue.rank + step * 0.5;
    await store.putMany(pair.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
    return pair;
  });
  wrote(moved);
}

/**
 * Moves a waiting job to place `to` (0 = next) among the waiting jobs, as a drag in the queue
 * panel drops it: the line is read and its ranks rewritten in one transaction (`movedRanks`), so
 * a job claimed meanwhile by the leader tab is simply not among those moved.
 */
export async function moveWaitingTo(id: string, to: number, now = Date.now()): Promise<void> {
  const moved = await writeTransaction('the job', async (store) => {
    const waiting = waitingInOrder(await queueRows(store));
    const ranks = new Map(movedRanks(waiting, id, to).map((m) => [m.id, m.rank]));
    const next = waiting.flatMap((job) => {
      const rank = ranks.get(job.id);
      return rank === undefined || job.queue === null
        ? []
        : [{ ...job, queue: { ...job.queue, rank }, updatedAt: now }];
    });
    await store.putMany(next.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
    return next;
  });
  wrote(moved);
}
