import { t, word, type StoredMessage } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { createStore } from '@/lib/store';
import { randomId } from '@/lib/id';
import { LEDGER_SCHEMA_VERSION, issueText, migrateRecord } from './migrations';
import { isTerminal, isWaiting, jobStatuses, remoteStatuses } from '@/jobs/status';
import {
  isActive,
  zJob,
  zMedia,
  type Job,
  type JobSource,
  type JobSummary,
  type JobUpdate,
} from '@/jobs/job';
import { deleteCopies } from '@/jobs/copies/kept-copies';
import { deletePosters } from '@/jobs/posters/posters';
import { ledgerDb as db, type LedgerDb } from './ledger-db';
import {
  homeSnapshot,
  ledgerRemoved,
  ledgerTouched,
  ledgerWrote,
  type LedgerSource,
} from './ledger-index';
import { rescueIds } from './rescue';
import { onStorageHealth, setStorageHealth } from './storage-health';
import { movedRanks, waitingInOrder } from '@/jobs/queue/rules';

/**
 * The job ledger: one record per job of every generator, in IndexedDB. It is the product's
 * memory of paid work, so the rules are strict: a record is written before its create request
 * is sent, the returned ids are written the moment the answer arrives, and nothing here deletes a
 * record except an explicit "remove" by the person.
 */

/**
 * Why a write failed, as far as it changes what the person can do: `full` (the disk, or the share
 * the browser gives this site, is used up), `closed` (the studio let go of its database: a newer
 * studio in another tab, or the site's data cleared; `storage-health.ts` says which) or anything else.
 */
export type WriteFault = 'full' | 'closed' | 'other';

export class LedgerWriteError extends Error {
  override readonly name = 'LedgerWriteError';
  constructor(
    message: string,
    readonly fault: WriteFault = 'other',
  ) {
    super(message);
  }
}

/** Dexie wraps the browser's error (an aborted transaction holds the QuotaExceededError within). */
function faultOf(cause: unknown): WriteFault {
  for (
    let error = cause, depth = 0;
    typeof error === 'object' && error !== null && depth < 5;
    depth += 1
  ) {
    const name = 'name' in error ? error.name : undefined;
    if (name === 'QuotaExceededError') return 'full';
    if (name === 'DatabaseClosedError') return 'closed';
    error =
      'inner' in error && error.inner !== undefined
        ? error.inner
        : 'cause' in error
          ? error.cause
          : undefined;
  }
  return 'other';
}

/**
 * Write failures (quota, private mode, a closed database) are never silent: they throw to the
 * caller and are announced to whoever listens (the app shows a banner); the next write that
 * succeeds is announced too (null), so the banner goes once storage works again.
 */
const writeFailure = createStore<LedgerWriteError | null>(null);
export function onLedgerWriteFailure(
  listener: (error: LedgerWriteError | null) => void,
): () => void {
  return writeFailure.subscribe(() => listener(writeFailure.get()));
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

async function guarded<T>(what: string, work: () => Promise<T>): Promise<T> {
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
    writeFailure.set(error);
    throw error;
  }
  writeFailure.set(null);
  return result;
}

/**
 * The database was deleted underneath (`storage-health.ts`): what this tab still holds in memory
 * is all that is left of it. How many jobs that was is said, and the ids of the jobs still under
 * way go where a create's unsaved ids go (`rescue.ts`): on screen, and in localStorage, to copy.
 */
onStorageHealth((health) => {
  if (health.state !== 'cleared' || health.lost !== null) return;
  const held = homeSnapshot(db.name);
  if (held === undefined) return;
  const now = Date.now();
  held.jobs
    .filter((job) => isWaiting(job.status) && job.remoteIds.length > 0)
    .forEach((job, order) =>
      rescueIds({ kind: job.kind, gateway: job.gateway, ids: job.remoteIds, at: now + order }),
    );
  setStorageHealth({ state: 'cleared', lost: held.entries.length });
});

export type LedgerEntry =
  { ok: true; job: Job } | { ok: false; id: string; raw: unknown; problem: string };

/**
 * Every stored record is re-parsed on the way out, after migration to the current schema. A
 * damaged record, or one written by a newer studio, becomes a visible problem and is never
 * written over (updates skip it).
 */
export function readEntry(raw: unknown): LedgerEntry {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : 'unknown';
  const migrated = migrateRecord(raw);
  if (!migrated.ok) return { ok: false, id, raw, problem: migrated.problem };
  const parsed = zJob.safeParse(migrated.record);
  if (parsed.success) return { ok: true, job: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, id, raw, problem: issue ? issueText(issue) : t('ledger.record.invalid') };
}

export async function listEntries(): Promise<LedgerEntry[]> {
  const rows = await db.jobs.orderBy('createdAt').reverse().toArray();
  return rows.map(readEntry);
}

/**
 * The jobs the poller follows, through the status index: only waiting rows are read, never the
 * whole table, so a poll tick costs the same with 50 jobs or 20,000.
 */
const waitingStatuses = (['submitting', ...remoteStatuses] as const).filter(isWaiting);
export async function listActiveJobs(): Promise<Job[]> {
  const rows = await db.jobs.where('status').anyOf(waitingStatuses).toArray();
  return rows.flatMap((row) => {
    const entry = readEntry(row);
    return entry.ok && isActive(entry.job) ? [entry.job] : [];
  });
}

/** What the in-memory index (`ledger-index.ts`) reads: all once, then only the rows that changed. */
export const ledgerSource: LedgerSource = {
  name: () => db.name,
  readAll: async () => (await db.jobs.toArray()).map(readEntry),
  readNewest: async (count) => {
    const [rows, counts] = await Promise.all([
      db.jobs.orderBy('createdAt').reverse().limit(count).toArray(),
      Promise.all(
        jobStatuses.map(
          async (status) => [status, await db.jobs.where('status').equals(status).count()] as const,
        ),
      ),
    ]);
    return { entries: rows.map(readEntry), statusCounts: new Map(counts) };
  },
  readSome: async (ids) => {
    const rows = await db.jobs.bulkGet([...ids]);
    return new Map(
      rows.flatMap((row) => (row === undefined ? [] : [[row.id, readEntry(row)] as const])),
    );
  },
};

/** A committed write, told to this tab's index and to the other tabs: each record validated once, here. */
function wrote(jobs: readonly Job[]): void {
  ledgerWrote(
    db.name,
    jobs.map((job) => readEntry({ ...job, schema: LEDGER_SCHEMA_VERSION })),
  );
}

export async function getJob(id: string): Promise<Job | undefined> {
  const row = await db.jobs.get(id);
  if (row === undefined) return undefined;
  const entry = readEntry(row);
  return entry.ok ? entry.job : undefined;
}

type Fields = Job['fields'];

/**
 * Whatever a gateway sent, a stored job must read back: a non-finite number (NaN from "5s") would
 * fail the record's own schema and the job — and its ids — could never be read again.
 */
function storable(fields: Record<string, string | number | boolean | null>): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => typeof v !== 'number' || Number.isFinite(v)),
  );
}

interface NewJob {
  kind: string;
  gateway: string;
  /** The gateway profile it is made with and followed by (null: the first profile). */
  profileId?: string | null;
  summary: JobSummary;
  /** One of the variations a single Generate made (null: a job made on its own). */
  batch?: Job['batch'];
  now?: number;
  /** Lineage of a derived job (a remix, a continued song…): kept from its first write. */
  source?: JobSource | null;
  /** The boards it is on from its first write ("New results go to <board>"). */
  boards?: readonly string[];
}

type Start = Pick<Job, 'origin' | 'status' | 'remoteIds'> & { request?: unknown };

/** A fresh record; the two ways a job enters the ledger differ only in origin. */
function newJob(input: NewJob, start: Start): Job {
  const now = input.now ?? Date.now();
  return zJob.parse({
    ...start,
    id: randomId(),
    kind: input.kind,
    gateway: input.gateway,
    profileId: input.profileId ?? null,
    prompt: input.summary.prompt,
    fields: storable(input.summary.fields),
    madeName: input.summary.madeName ?? null,
    batch: input.batch ?? null,
    source: input.source ?? null,
    boards: [...(input.boards ?? [])],
    createdAt: now,
    updatedAt: now,
    changedAt: now,
  });
}

async function addJob(input: NewJob, start: Start, what: string): Promise<Job> {
  const job = newJob(input, start);
  await guarded(what, () => db.jobs.add({ ...job, schema: LEDGER_SCHEMA_VERSION }));
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
  const outcome = await guarded('the followed job', () =>
    db.transaction('rw', db.jobs, async (): Promise<FollowOutcome> => {
      const same = await db.jobs
        .where('remoteIds')
        .anyOfIgnoreCase(input.remoteIds)
        .filter(
          (row) =>
            row.kind === input.kind &&
            row.gateway === input.gateway &&
            sameIds(row.remoteIds, input.remoteIds),
        )
        .first();
      if (same !== undefined) {
        const entry = readEntry(same);
        return { added: false, followedBy: entry.ok ? entry.job : { id: entry.id } };
      }
      const job = newJob(input, {
        origin: 'imported',
        status: 'queued',
        remoteIds: input.remoteIds,
      });
      await db.jobs.add({ ...job, schema: LEDGER_SCHEMA_VERSION });
      return { added: true, job };
    }),
  );
  if (outcome.added) wrote([outcome.job]);
  return outcome;
}

function merge(job: Job, update: JobUpdate, now: number): Job {
  const moved = update.status !== job.status || (update.progress ?? job.progress) !== job.progress;
  const status = update.status;
  return {
    ...job,
    status,
    statusWord: update.statusWord !== undefined ? update.statusWord : job.statusWord,
    progress: update.progress !== undefined ? update.progress : job.progress,
    media: update.media !== undefined ? update.media.map((m) => zMedia.parse(m)) : job.media,
    detail: update.detail !== undefined ? update.detail : job.detail,
    error: update.error !== undefined ? update.error : job.error,
    // New words replace the old key with them: a gateway's own words have none.
    errorMessage: update.error !== undefined ? (update.errorMessage ?? null) : job.errorMessage,
    raw: update.raw !== undefined ? update.raw : job.raw,
    // Ids are only ever added, never replaced: losing one is the worst bug this product can have.
    remoteIds: update.remoteIds
      ? [...new Set([...job.remoteIds, ...update.remoteIds])]
      : job.remoteIds,
    fields: update.fields ? { ...job.fields, ...storable(update.fields) } : job.fields,
    prompt: update.prompt !== undefined && job.prompt === '' ? update.prompt : job.prompt,
    source: job.source ?? (update.source ? { jobId: null, ...update.source } : null),
    pollError: null,
    // An answer about the task: whatever 404s came before, the gateway knows it.
    notFound: null,
    updatedAt: now,
    changedAt: moved ? now : job.changedAt,
    completedAt: isTerminal(status) ? (job.completedAt ?? now) : null,
  };
}

/**
 * A source known only by its vendor id (a task followed by id whose record names its source) is
 * tied to the studio's job for that id at the same gateway, when the ledger has one: the lineage
 * then links both ways. Asked through the ids' index, only while the tie is missing.
 */
async function withSourceJob(store: LedgerDb, job: Job): Promise<Job> {
  const source = job.source;
  if (source === null || source.jobId !== null || source.remoteId === null) return job;
  const row = await store.jobs
    .where('remoteIds')
    .equalsIgnoreCase(source.remoteId)
    .filter((r) => r.gateway === job.gateway && r.id !== job.id)
    .first();
  return row === undefined ? job : { ...job, source: { ...source, jobId: row.id } };
}

async function change(id: string, what: string, fn: (job: Job) => Job): Promise<Job | undefined> {
  const next = await guarded(what, () =>
    db.transaction('rw', db.jobs, async () => {
      const row = await db.jobs.get(id);
      if (row === undefined) return undefined;
      const entry = readEntry(row);
      if (!entry.ok) return undefined;
      const next = await withSourceJob(db, fn(entry.job));
      await db.jobs.put({ ...next, schema: LEDGER_SCHEMA_VERSION });
      return next;
    }),
  );
  if (next !== undefined) wrote([next]);
  return next;
}

/** Step 2 of a create: the ids are stored the moment the answer arrives. */
export function recordCreated(id: string, update: JobUpdate, now = Date.now()) {
  return change(id, 'the task id', (job) => merge(job, update, now));
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
          ...merge(
            job,
            { status: 'refused', ...errorOf(message), raw, statusWord: 'not created' },
            now,
          ),
          retryAt,
          completedAt: now,
        },
  );
}

/** A message as a record keeps it: its words, and its keys when the studio composed it. */
function errorOf(message: StoredMessage | string): {
  error: string;
  errorMessage: StoredMessage | null;
} {
  return typeof message === 'string'
    ? { error: message, errorMessage: null }
    : { error: word(message) ?? message.key, errorMessage: message };
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
          ...merge(job, { status: 'refused', ...errorOf(message), statusWord: 'not sent' }, now),
          completedAt: now,
        },
  );
}

/**
 * "Try again" made a new record for the same request: the refused one goes. Only a refused record
 * without an id may: it stands for nothing at the gateway, so nothing paid is lost.
 */
export async function removeRetried(id: string): Promise<void> {
  const removed = await guarded('the removal', () =>
    db.transaction('rw', db.jobs, async () => {
      const row = await db.jobs.get(id);
      const entry = row === undefined ? undefined : readEntry(row);
      if (!(entry?.ok && entry.job.status === 'refused' && entry.job.remoteIds.length === 0))
        return false;
      await db.jobs.delete(id);
      return true;
    }),
  );
  // After the commit, like every write: this tab's index and the other tabs learn of it.
  if (removed) ledgerRemoved(db.name, [id]);
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

export function applyPollUpdate(id: string, update: JobUpdate, now = Date.now()) {
  // A refused create has nothing at the gateway: no answer about any id may turn it into a job.
  return change(id, 'the job update', (job) =>
    isTerminal(job.status) || job.status === 'refused' ? job : merge(job, update, now),
  );
}

export function recordPollError(
  id: string,
  message: string,
  auth: boolean,
  body: string | null = null,
  now = Date.now(),
) {
  return change(id, 'the poll error', (job) => ({
    ...job,
    pollError: { message, auth, body, at: now },
    updatedAt: now,
  }));
}

/**
 * A poll the gateway answered 404: it does not know the task. Shown as any poll problem, and
 * counted: consecutive 404s, from the first, are what `isLost` judges. Another kind of failure
 * (a 5xx, no answer) says nothing about the task and leaves the count as it is.
 */
export function recordTaskNotFound(
  id: string,
  message: string,
  body: string | null = null,
  now = Date.now(),
) {
  return change(id, 'the poll error', (job) =>
    isTerminal(job.status) || job.status === 'refused'
      ? job
      : {
          ...job,
          pollError: { message, auth: false, body, at: now },
          notFound: {
            since: job.notFound?.since ?? now,
            at: now,
            count: (job.notFound?.count ?? 0) + 1,
          },
          updatedAt: now,
        },
  );
}

/**
 * An orphaned create ("submitted — id unknown") gets the id the person found at the gateway. From
 * here it is followed like any other job; the create is still never re-sent.
 */
export function attachRemoteIds(id: string, remoteIds: string[], now = Date.now()) {
  return change(id, 'the attached id', (job) =>
    job.status !== 'submitting'
      ? job
      : merge(job, { status: 'queued', remoteIds, error: null, statusWord: null }, now),
  );
}

/**
 * A finished job asked again (its result link expired): only the result and the raw record may
 * change; a terminal status stays terminal.
 */
export function refreshResult(id: string, update: JobUpdate, now = Date.now()) {
  return change(id, 'the refreshed result', (job) => ({
    ...job,
    media: update.media !== undefined ? update.media.map((m) => zMedia.parse(m)) : job.media,
    raw: update.raw !== undefined ? update.raw : job.raw,
    pollError: null,
    updatedAt: now,
  }));
}

/** After the key changes, or "Check now": polling resumes for jobs paused by 401/403. */
export async function clearAuthPauses(): Promise<void> {
  const ids = await guarded('the jobs', () =>
    db.transaction('rw', db.jobs, async () => {
      const paused = db.jobs.filter(
        (row) => typeof row.pollError === 'object' && row.pollError !== null && row.pollError.auth,
      );
      const keys = await paused.primaryKeys();
      await paused.modify({ pollError: null });
      return keys;
    }),
  );
  ledgerTouched(db.name, ids);
}

export async function resumeJob(id: string): Promise<void> {
  await change(id, 'the job', (job) => ({ ...job, pollError: null, changedAt: Date.now() }));
}

/**
 * "Stop following" (on) and "Resume" (off). Only the flag changes: the poller skips a set-aside
 * job (`isActive`), and resuming marks it changed now, so it is not called stale at once.
 */
export function setAside(id: string, on: boolean, now = Date.now()) {
  return change(id, on ? 'stop following' : 'resume', (job) =>
    job.setAside === on
      ? job
      : { ...job, setAside: on, updatedAt: now, ...(on ? {} : { changedAt: now }) },
  );
}

/** The gallery's star: only the flag changes, so no poll, id or status is touched. */
export function setFavourite(id: string, on: boolean, now = Date.now()) {
  return change(id, 'the favourite', (job) =>
    job.favourite === on ? job : { ...job, favourite: on, updatedAt: now },
  );
}

/** The selection's star: one transaction for every job, the same rule as `setFavourite`. */
export async function setFavourites(
  ids: readonly string[],
  on: boolean,
  now = Date.now(),
): Promise<void> {
  const changed = await guarded('the favourites', () =>
    db.transaction('rw', db.jobs, async () => {
      const rows = await db.jobs.bulkGet([...ids]);
      const next = rows.flatMap((row) => {
        const entry = row === undefined ? undefined : readEntry(row);
        return entry?.ok && entry.job.favourite !== on
          ? [{ ...entry.job, favourite: on, updatedAt: now }]
          : [];
      });
      await db.jobs.bulkPut(next.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
      return next;
    }),
  );
  wrote(changed);
}

/**
 * Rename (issue 40): the name the person gave the result, or none again (null); its prompt stays
 * as it was sent. Resolves once the transaction has committed, so what confirms it is kept.
 */
export function renameJob(id: string, name: string | null, now = Date.now()) {
  return change(id, 'the name', (job) =>
    job.name === name ? job : { ...job, name, updatedAt: now },
  );
}

/**
 * Puts the jobs on a board (`on`) or takes them off it, in one transaction: a job already where
 * it is asked to be is left untouched. Returns how many changed.
 */
export async function setOnBoard(
  ids: readonly string[],
  boardId: string,
  on: boolean,
  now = Date.now(),
): Promise<number> {
  const changed = await guarded('the board', () =>
    db.transaction('rw', db.jobs, async () => {
      const rows = await db.jobs.bulkGet([...ids]);
      const next = rows.flatMap((row) => {
        const entry = row === undefined ? undefined : readEntry(row);
        if (!entry?.ok || entry.job.boards.includes(boardId) === on) return [];
        const boards = on
          ? [...entry.job.boards, boardId]
          : entry.job.boards.filter((b) => b !== boardId);
        return [{ ...entry.job, boards, updatedAt: now }];
      });
      await db.jobs.bulkPut(next.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
      return next;
    }),
  );
  wrote(changed);
  return changed.length;
}

/** The ids of the jobs on a board (a scan: asked when a board is deleted, not per keystroke). */
export async function jobIdsOnBoard(boardId: string): Promise<string[]> {
  return db.jobs
    .filter((row) => Array.isArray(row.boards) && (row.boards as unknown[]).includes(boardId))
    .primaryKeys();
}

export async function removeJob(id: string): Promise<void> {
  await guarded('the removal', () => db.jobs.delete(id));
  ledgerRemoved(db.name, [id]);
  // Its kept copies go with it: bytes nothing can show any more would only hold space.
  await deleteCopies(id, { forgetClaim: true });
  await forgetPosters([id]);
}

/**
 * A removed job's grabbed posters go too. Imported statically: the gallery's cards import the
 * posters module anyway, so a dynamic import here split nothing (the build warned); their
 * database opens only when first used (decision 035).
 */
async function forgetPosters(ids: readonly string[]): Promise<void> {
  for (const id of ids) await deletePosters(id);
}

export { LEDGER_SCHEMA_VERSION };

/**
 * Adds jobs that are not in the ledger yet, all or none, in one transaction; a job whose id is
 * already there is left exactly as it is.
 */
export async function addMissingJobs(
  jobs: readonly Job[],
): Promise<{ added: number; skipped: number }> {
  const fresh = await guarded('the imported jobs', () =>
    db.transaction('rw', db.jobs, async () => {
      const existing = new Set(
        (await db.jobs.bulkGet(jobs.map((j) => j.id))).flatMap((row) => (row ? [row.id] : [])),
      );
      const fresh = jobs.filter((j) => !existing.has(j.id));
      await db.jobs.bulkAdd(fresh.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
      return fresh;
    }),
  );
  wrote(fresh);
  return { added: fresh.length, skipped: jobs.length - fresh.length };
}

/** Stored rows as they are on disk: a job plus its schema version. */
export const zStoredJob = lazySchema(() => zJob.extend({ schema: z.number().int() }));

/**
 * Records from the sync mirror (`jobs/sync/`), already read by the library file's rules: each is
 * merged with the stored one by `merge` (which decides what moves), written if anything changed,
 * in one transaction; `removed` ids go, with their kept copies. Returns what is stored now.
 */
export async function applySyncedJobs(
  incoming: readonly Job[],
  removed: readonly string[],
  merge: (local: Job | undefined, incoming: Job) => Job,
): Promise<Job[]> {
  const { written, stored, gone } = await guarded('the jobs', () =>
    db.transaction('rw', db.jobs, async () => {
      const rows = await db.jobs.bulkGet(incoming.map((job) => job.id));
      const written: Job[] = [];
      const stored: Job[] = [];
      incoming.forEach((job, index) => {
        const row = rows[index];
        const entry = row === undefined ? undefined : readEntry(row);
        // A record this studio cannot read (damaged, or newer) is never written over.
        if (entry !== undefined && !entry.ok) return;
        const next = merge(entry?.job, job);
        stored.push(next);
        if (entry === undefined || JSON.stringify(entry.job) !== JSON.stringify(next))
          written.push(next);
      });
      await db.jobs.bulkPut(written.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
      const present = await db.jobs.bulkGet([...removed]);
      const gone = removed.filter((_, index) => present[index] !== undefined);
      await db.jobs.bulkDelete(gone);
      return { written, stored, gone };
    }),
  );
  wrote(written);
  if (gone.length > 0) {
    ledgerRemoved(db.name, gone);
    for (const id of gone) await deleteCopies(id, { forgetClaim: true });
    await forgetPosters(gone);
  }
  return stored;
}

/**
 * The studio's own queue (decision 031). The statuses a queue decision reads: the waiting jobs and
 * those that may hold a slot at the gateway. Read through the status index, never the whole table.
 */
export const queueStatuses = ['waiting', 'submitting', 'queued', 'running', 'unknown'] as const;

/**
 * The queue's rows, parsed, by the row's text: the queue is read again on every write (its live
 * store, each create's and each claim's transaction), and with 500 waiting jobs re-validating
 * every row each time made each job of a drain cost a few seconds (`bench/queue.ts`). A row whose
 * stored text is unchanged keeps the job it parsed to; any change, however small, is parsed anew.
 */
const queueParsed = new Map<string, { text: string; job: Job }>();

async function queueRows(store: LedgerDb): Promise<Job[]> {
  const rows = await store.jobs.where('status').anyOf(queueStatuses).toArray();
  const seen = new Set<string>();
  const jobs = rows.flatMap((row) => {
    const text = JSON.stringify(row);
    const id = typeof row.id === 'string' ? row.id : text;
    seen.add(id);
    const known = queueParsed.get(id);
    if (known?.text === text) return [known.job];
    const entry = readEntry(row);
    if (!entry.ok) {
      queueParsed.delete(id);
      return [];
    }
    queueParsed.set(id, { text, job: entry.job });
    return [entry.job];
  });
  // Only the rows in the queue now are kept: a job that left it is not held on to.
  for (const id of queueParsed.keys()) if (!seen.has(id)) queueParsed.delete(id);
  return jobs;
}

/** The jobs the queue reasons about (its live store reads them). */
export function listQueueJobs(): Promise<Job[]> {
  return queueRows(db);
}

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
  const job = await guarded('the new job', () =>
    db.transaction('rw', db.jobs, async () => {
      const draft = newJob(input, {
        origin: 'created',
        status: 'submitting',
        remoteIds: [],
        request: input.request,
      });
      const present = await queueRows(db);
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
      await db.jobs.add({ ...job, schema: LEDGER_SCHEMA_VERSION });
      return job;
    }),
  );
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
  const claimed = await guarded('the job', () =>
    db.transaction('rw', db.jobs, async () => {
      const row = await db.jobs.get(id);
      const entry = row === undefined ? undefined : readEntry(row);
      if (!entry?.ok || entry.job.status !== 'waiting' || entry.job.queue === null)
        return undefined;
      if (!admit(entry.job, await queueRows(db))) return undefined;
      const next: Job = {
        ...entry.job,
        status: 'submitting',
        error: null,
        errorMessage: null,
        queue: { ...entry.job.queue, sentAt: now },
        updatedAt: now,
        changedAt: now,
      };
      await db.jobs.put({ ...next, schema: LEDGER_SCHEMA_VERSION });
      return next;
    }),
  );
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
  const next = await guarded('the job', () =>
    db.transaction('rw', db.jobs, async () => {
      const row = await db.jobs.get(id);
      const entry = row === undefined ? undefined : readEntry(row);
      if (!entry?.ok || entry.job.status !== 'submitting' || entry.job.remoteIds.length > 0)
        return undefined;
      const present = await queueRows(db);
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
      await db.jobs.put({ ...next, schema: LEDGER_SCHEMA_VERSION });
      return next;
    }),
  );
  if (next !== undefined) wrote([next]);
  return next;
}

/** Cancel in the queue: a waiting job (never sent) ends "Not started", its card saying it was cancelled. */
export function cancelWaiting(id: string, message: StoredMessage | string, now = Date.now()) {
  return change(id, 'the job', (job) =>
    job.status !== 'waiting'
      ? job
      : {
          ...merge(job, { status: 'refused', ...errorOf(message), statusWord: 'cancelled' }, now),
          completedAt: now,
        },
  );
}

/**
 * Moves a waiting job one place earlier (-1) or later (+1) among the waiting jobs: it swaps ranks
 * with its neighbour, both in one transaction.
 */
export async function moveWaiting(id: string, step: -1 | 1, now = Date.now()): Promise<void> {
  const moved = await guarded('the job', () =>
    db.transaction('rw', db.jobs, async () => {
      const waiting = (await queueRows(db))
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
      await db.jobs.bulkPut(pair.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
      return pair;
    }),
  );
  wrote(moved);
}

/**
 * Moves a waiting job to place `to` (0 = next) among the waiting jobs, as a drag in the queue
 * panel drops it: the line is read and its ranks rewritten in one transaction (`movedRanks`), so
 * a job claimed meanwhile by the leader tab is simply not among those moved.
 */
export async function moveWaitingTo(id: string, to: number, now = Date.now()): Promise<void> {
  const moved = await guarded('the job', () =>
    db.transaction('rw', db.jobs, async () => {
      const waiting = waitingInOrder(await queueRows(db));
      const ranks = new Map(movedRanks(waiting, id, to).map((m) => [m.id, m.rank]));
      const next = waiting.flatMap((job) => {
        const rank = ranks.get(job.id);
        return rank === undefined || job.queue === null
          ? []
          : [{ ...job, queue: { ...job.queue, rank }, updatedAt: now }];
      });
      await db.jobs.bulkPut(next.map((job) => ({ ...job, schema: LEDGER_SCHEMA_VERSION })));
      return next;
    }),
  );
  wrote(moved);
}
