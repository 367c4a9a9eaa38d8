import type { StoredMessage } from '@/i18n/i18n';
import type { Job, JobUpdate } from '@/jobs/job';
import { change, removed, writeTransaction, wrote } from './guarded-write';
import {
  LEDGER_SCHEMA_VERSION,
  errorOf,
  mergeUpdate,
  newJob,
  readEntry,
  storable,
  type NewJob,
  type Start,
} from './records';
import { findByRemoteIds } from './remote-ids';

/**
 * The create life cycle, as the ledger keeps it: a record before the POST, its ids the moment the
 * answer arrives, a refusal or an unanswered create said honestly; a job followed by an id the
 * person brought; jobs brought in from a library file.
 */

async function addJob(input: NewJob, start: Start, what: string): Promise<Job> {
  const job = newJob(input, start);
  await writeTransaction(what, (store) => store.add({ ...job, schema: LEDGER_SCHEMA_VERSION }));
  wrote([job]);
  return job;
}

/** Step 1 of a create: the record exists before a single byte goes to the gateway. */
export function addSubmittingJob(input: NewJob & { request: unknown }): Promise<Job> {
  return addJob(
    input,
    { origin: 'created', status: 'submitting', remoteIds: [], request: input.request },
    'the new job',
  );
}

/** A job followed by an id the person brought (made elsewhere, or lost by a crash). */
export function addImportedJob(input: NewJob & { remoteIds: string[] }): Promise<Job> {
  return addJob(
    input,
    { origin: 'imported', status: 'queued', remoteIds: input.remoteIds },
    'the imported job',
  );
}

export type FollowOutcome =
  { added: true; job: Job } | { added: false; followedBy: Job | { id: string } };

const sameIds = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a.map((id) => id.toLowerCase()));
  const right = new Set(b.map((id) => id.toLowerCase()));
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * Follows ids the person brought, unless a job of this kind at this gateway already follows
 * exactly these ids (a second card would poll the same task twice). A set is compared, not each
 * id: music may follow, as one new job, clips taken from several of its generations (one feed
 * request for all of them). The look-up goes through the ids' index (case-insensitive: a UUID
 * pasted in capitals is the same task) and runs in the same transaction as the add, so two quick
 * submits cannot both add.
 */
export async function followById(input: NewJob & { remoteIds: string[] }): Promise<FollowOutcome> {
  const outcome = await writeTransaction(
    'the followed job',
    async (store): Promise<FollowOutcome> => {
      const same = await findByRemoteIds(
        store,
        input.remoteIds,
        (row) =>
          row.kind === input.kind &&
          row.gateway === input.gateway &&
          sameIds(row.remoteIds, input.remoteIds),
      );
      if (same !== undefined) {
        const entry = readEntry(same);
        return { added: false, followedBy: entry.ok ? entry.job : { id: entry.id } };
      }
      const job = newJob(input, {
        origin: 'imported',
        status: 'queued',
        remoteIds: input.remoteIds,
      });
      await store.add({ ...job, schema: LEDGER_SCHEMA_VERSION });
      return { added: true, job };
    },
  );
  if (outcome.added) wrote([outcome.job]);
  return outcome;
}

/** Step 2 of a create: the ids are stored the moment the answer arrives. */
export function recordCreated(id: string, update: JobUpdate, now = Date.now()) {
  return change(id, 'the task id', (job) => mergeUpdate(job, update, now));
}

/**
 * A create of several steps (an audio upload) learned something on the way — the upload's id, the
 * step reached — before it has the id it will be followed by: kept at once, so a reload finds it.
 * Only a record still submitting takes it.
 */
export function recordSubmittingFields(
  id: string,
  fields: Record<string, string | number | boolean | null>,
  now = Date.now(),
) {
  return change(id, 'the upload step', (job) =>
    job.status !== 'submitting'
      ? job
      : { ...job, fields: { ...job.fields, ...storable(fields) }, updatedAt: now },
  );
}

/**
 * The gateway answered the create with an error: nothing was created, so the job is `refused`
 * ("Not started"), not failed. `retryAt` is when the gateway said it may be tried again.
 */
export function recordCreateRefused(
  id: string,
  message: StoredMessage | string,
  raw: unknown,
  now = Date.now(),
  retryAt: number | null = null,
) {
  return change(id, 'the refused job', (job) =>
    job.remoteIds.length > 0
      ? job
      : {
          ...mergeUpdate(
            job,
            { status: 'refused', ...errorOf(message), raw, statusWord: 'not created' },
            now,
          ),
          retryAt,
          completedAt: now,
        },
  );
}

/**
 * No answer came, and the gateway could not be reached at all: the request cannot have arrived.
 * Only a create still waiting for its answer, with no id, may be marked so.
 */
export function recordCreateNotSent(id: string, message: StoredMessage | string, now = Date.now()) {
  return change(id, 'the job', (job) =>
    job.status !== 'submitting' || job.remoteIds.length > 0
      ? job
      : {
          ...mergeUpdate(
            job,
            { status: 'refused', ...errorOf(message), statusWord: 'not sent' },
            now,
          ),
          completedAt: now,
        },
  );
}

/**
 * "Try again" made a new record for the same request: the refused one goes. Only a refused record
 * without an id may: it stands for nothing at the gateway, so nothing paid is lost.
 */
export async function removeRetried(id: string): Promise<void> {
  const gone = await writeTransaction('the removal', async (store) => {
    const row = await store.get(id);
    const entry = row === undefined ? undefined : readEntry(row);
    if (!(entry?.ok && entry.job.status === 'refused' && entry.job.remoteIds.length === 0))
      return false;
    await store.delete(id);
    return true;
  });
  // After the commit, like every write: this tab's index and the other tabs learn of it.
  if (gone) removed([id]);
}

/**
 * No answer came to the create (network drop, timeout): the task may or may not exist at the
 * gateway. The job stays "submitting" with an explanation; it is never re-sent on its own.
 */
export function recordCreateUnanswered(
  id: string,
  message: StoredMessage | string,
  now = Date.now(),
) {
  return change(id, 'the job', (job) => ({ ...job, ...errorOf(message), updatedAt: now }));
}

/**
 * An orphaned create ("submitted — id unknown") gets the id the person found at the gateway. From
 * here it is followed like any other job; the create is still never re-sent.
 */
export function attachRemoteIds(id: string, remoteIds: string[], now = Date.now()) {
  return change(id, 'the attached id', (job) =>
    job.status !== 'submitting'
      ? job
      : mergeUpdate(job, { status: 'queued', remoteIds, error: null, statusWord: null }, now),
  );
}

/**
 * Adds jobs that are not in the ledger yet, all or none, in one transaction; a job whose id is
 * already there is left exactly as it is.
 */
export async function addMissingJobs(
  jobs: readonly Job[],
): Promise<{ added: number; skipped: number }> {
  const fresh = await writeTransaction('the imported jobs', async (store) => {
    const existing = new Set(
      (await store.getMany(jobs.map((j) => j.id))).flatMap((row) => (row ? [row.id] : [])),
    );
    const fresh = jobs.filter((j) => !existing.has(j.id));
    await store.addMany(fresh.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
    return fresh;
  });
  wrote(fresh);
  return { added: fresh.length, skipped: jobs.length - fresh.length };
}
