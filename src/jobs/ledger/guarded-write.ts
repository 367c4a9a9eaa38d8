import { t } from '@/i18n/i18n';
import { errorNames } from '@/lib/idb';
import type { Job } from '@/jobs/job';
import { ledgerDb as db, type JobStore } from './ledger-db';
import { ledgerRemoved, ledgerTouched, ledgerWrote } from './ledger-home';
import { LEDGER_SCHEMA_VERSION, readEntry } from './records';
import { findByRemoteId } from './remote-ids';
import { LedgerWriteError, sayWriteFailure, type WriteFault } from './write-failure';

/**
 * The ledger's one checked write. Every write of every module goes through `guarded` (a fault is
 * said, never silent); `writeTransaction` is the one place a read-write transaction over the jobs
 * is opened, and the work inside takes the store it is handed. After the commit,
 * `wrote`/`removed`/`touched` tell this tab's index and the other tabs.
 */

/**
 * What the browser's error (or one that gives it as `cause`) says of a write: a QuotaExceededError
 * (a request's, or the transaction's own when the browser aborted it), or the DatabaseClosedError
 * of a database let go of (`lib/idb.ts`).
 */
function faultOf(cause: unknown): WriteFault {
  const names = errorNames(cause);
  for (const name of names) {
    if (name === 'QuotaExceededError') return 'full';
    if (name === 'DatabaseClosedError') return 'closed';
  }
  return 'other';
}

/** The words for what could not be saved, read when said (the English is also the code's own name for it). */
const whatWords: Record<string, () => string> = {
  'the attached id': () => t('ledger.what.attachedId'),
  'the favourite': () => t('ledger.what.favourite'),
  'the board': () => t('ledger.what.board'),
  'the name': () => t('ledger.what.name'),
  'the followed job': () => t('ledger.what.followedJob'),
  'the imported job': () => t('ledger.what.importedJob'),
  'the imported jobs': () => t('ledger.what.importedJobs'),
  'the job': () => t('ledger.what.job'),
  'the job update': () => t('ledger.what.jobUpdate'),
  'the jobs': () => t('ledger.what.jobs'),
  'the new job': () => t('ledger.what.newJob'),
  'the poll error': () => t('ledger.what.pollError'),
  'the refreshed result': () => t('ledger.what.refreshedResult'),
  'the refused job': () => t('ledger.what.refusedJob'),
  'the removal': () => t('ledger.what.removal'),
  'the task id': () => t('ledger.what.taskId'),
};

export async function guarded<T>(what: string, work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const fault = faultOf(cause);
    const words =
      fault === 'full'
        ? t('ledger.fault.full')
        : fault === 'closed'
          ? t('ledger.fault.closed')
          : reason;
    const error = new LedgerWriteError(
      t('ledger.saveFailed', { what: whatWords[what]?.() ?? what, reason: words }),
      fault,
    );
    sayWriteFailure(error);
    throw error;
  }
  sayWriteFailure(null);
  return result;
}

/**
 * One read-write transaction over the jobs, guarded: the work is handed the store to use, and a
 * throw undoes all of it. A transaction the browser aborts itself (the disk full as it writes)
 * fails with its own error, the QuotaExceededError (`lib/idb.ts`), so the person reads why.
 */
export function writeTransaction<T>(
  what: string,
  work: (store: JobStore) => Promise<T>,
): Promise<T> {
  return guarded(what, () => db.write(['jobs'], (tx) => work(tx.store('jobs'))));
}

/** A committed write, told to this tab's index and to the other tabs: each record validated once, here. */
export function wrote(jobs: readonly Job[]): void {
  ledgerWrote(
    db.name,
    jobs.map((job) => readEntry({ ...job, schema: LEDGER_SCHEMA_VERSION })),
  );
}

/** Removed ids, told after the commit to this tab's index and to the other tabs. */
export function removed(ids: readonly string[]): void {
  ledgerRemoved(db.name, ids);
}

/** Rows changed in place (without being read), told after the commit. */
export function touched(ids: readonly string[]): void {
  ledgerTouched(db.name, ids);
}

/**
 * A source known only by its vendor id (a task followed by id whose record names its source) is
 * tied to the studio's job for that id at the same gateway, when the ledger has one: the lineage
 * then links both ways. Asked through the ids' index, only while the tie is missing.
 */
async function withSourceJob(store: JobStore, job: Job): Promise<Job> {
  const source = job.source;
  if (source === null || source.jobId !== null || source.remoteId === null) return job;
  const row = await findByRemoteId(
    store,
    source.remoteId,
    (r) => r.gateway === job.gateway && r.id !== job.id,
  );
  return row === undefined ? job : { ...job, source: { ...source, jobId: row.id } };
}

/** One record read, changed by `fn` and written back in one transaction (a damaged one is skipped). */
export function change(id: string, what: string, fn: (job: Job) => Job): Promise<Job | undefined> {
  return changeIf(id, what, fn);
}

/**
 * `change`, where `fn` may decline (undefined): nothing is written then, and undefined is the
 * answer — a claim that finds the record no longer in the state it claims from (issue 56's sent
 * shot, as the queue's claim).
 */
export async function changeIf(
  id: string,
  what: string,
  fn: (job: Job) => Job | undefined,
): Promise<Job | undefined> {
  const next = await writeTransaction(what, async (store) => {
    const row = await store.get(id);
    if (row === undefined) return undefined;
    const entry = readEntry(row);
    if (!entry.ok) return undefined;
    const changed = fn(entry.job);
    if (changed === undefined) return undefined;
    const next = await withSourceJob(store, changed);
    await store.put({ ...next, schema: LEDGER_SCHEMA_VERSION });
    return next;
  });
  if (next !== undefined) wrote([next]);
  return next;
}
