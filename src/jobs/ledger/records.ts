import { t, word, type StoredMessage } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { randomId } from '@/lib/id';
import { LEDGER_SCHEMA_VERSION, issueText, migrateRecord } from './migrations';
import { isTerminal } from '@/jobs/status';
import {
  zJob,
  zMedia,
  type Job,
  type JobSource,
  type JobSummary,
  type JobUpdate,
} from '@/jobs/job';

/**
 * The job ledger: one record per job of every generator, in IndexedDB. It is the product's
 * memory of paid work, so the rules are strict: a record is written before its create request
 * is sent, the returned ids are written the moment the answer arrives, and nothing here deletes a
 * record except an explicit "remove" by the person.
 */

/**
 * The records, as every module of the ledger reads and makes them: the leaf of the ledger (it
 * imports no other part of it but the migrations). Each kind of write is a module of its own —
 * `create-writes.ts`, `poll-writes.ts`, `person-edits.ts`, `sync-apply.ts`, and the queue's in
 * `jobs/queue/queue-ledger.ts` — and each commits through `guarded-write.ts`.
 */

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

/** Stored rows as they are on disk: a job plus its schema version. */
export const zStoredJob = lazySchema(() => z.extend(zJob, { schema: z.number().check(z.int()) }));

export { LEDGER_SCHEMA_VERSION };

type Fields = Job['fields'];

/**
 * Whatever a gateway sent, a stored job must read back: a non-finite number (NaN from "5s") would
 * fail the record's own schema and the job — and its ids — could never be read again.
 */
export function storable(fields: Record<string, string | number | boolean | null>): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => typeof v !== 'number' || Number.isFinite(v)),
  );
}

export interface NewJob {
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

export type Start = Pick<Job, 'origin' | 'status' | 'remoteIds'> & { request?: unknown };

/** A fresh record; the two ways a job enters the ledger differ only in origin. */
export function newJob(input: NewJob, start: Start): Job {
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

export function mergeUpdate(job: Job, update: JobUpdate, now: number): Job {
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

/** A message as a record keeps it: its words, and its keys when the studio composed it. */
export function errorOf(message: StoredMessage | string): {
  error: string;
  errorMessage: StoredMessage | null;
} {
  return typeof message === 'string'
    ? { error: message, errorMessage: null }
    : { error: word(message) ?? message.key, errorMessage: message };
}
