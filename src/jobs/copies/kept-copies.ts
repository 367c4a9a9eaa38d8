import { t } from '@/i18n/i18n';
import { fetchResultBlob, type ResultBlobInput } from '@/gateway/media-fetch';
import { errorNames } from '@/lib/idb';
import { safeMediaUrl } from '@/lib/safe-url';
import type { Job } from '@/jobs/job';
import { copyKey, keptCopiesDb, type KeptCopy } from './kept-copies-db';

/**
 * Copies of results kept in this browser (decision 012): the bytes of a finished job's media, in
 * a database of their own, so a result plays after the gateway's link has expired and offline.
 * Storing a copy never changes the job; a copy that cannot be stored says why and changes nothing.
 */

export type KeepOutcome =
  { ok: true; count: number; bytes: number } | { ok: false; message: string };

// Functions: each is read when said, in the language of that moment.
export const noRoomForCopy = (): string => t('keep.noRoom');
export const copiesRefused = (): string => t('keep.refused');
export const hostRefusesCopy = (): string => t('keep.hostRefuses');

/** What the person reads when the browser would not store the bytes. */
export function storeFailureMessage(error: unknown): string {
  return errorNames(error).some((name) => name === 'QuotaExceededError' || name === 'QuotaExceeded')
    ? noRoomForCopy()
    : copiesRefused();
}

/** The media of a job that has bytes to keep: a finished result with an address. */
export function keepableMedia(job: Pick<Job, 'status' | 'media'>) {
  if (job.status !== 'succeeded') return [];
  return job.media.flatMap((media, slot) =>
    // What Download could fetch: a gateway path, or a web link (never javascript:, data: …).
    (media.viaGateway ? media.url !== '' : safeMediaUrl(media.url) !== null) &&
    media.status !== 'failed'
      ? [{ media, slot }]
      : [],
  );
}

/**
 * Fetches every result of a job and stores them together, all or nothing: one transaction, so
 * a full quota half-way leaves the job's earlier copy (if any) as it was, never half a set.
 */
export async function keepCopies(
  job: Job,
  source: ResultBlobInput,
  now = Date.now(),
): Promise<KeepOutcome> {
  const wanted = keepableMedia(job);
  if (wanted.length === 0) return { ok: false, message: t('keep.nothingToKeep') };
  const rows: KeptCopy[] = [];
  for (const { media, slot } of wanted) {
    const answer = await fetchResultBlob(media, source);
    if (!answer.ok)
      return {
        ok: false,
        message: answer.refused ? hostRefusesCopy() : t('keep.notKept', { reason: answer.message }),
      };
    const { blob } = answer;
    // A web page where a medium should be (an address that leads back into the studio, a host's
    // error page answered 200) is not a copy of the result: keeping it would hide the loss.
    if (/^text\/html\b/i.test(blob.type))
      return { ok: false, message: t('keep.notKept', { reason: t('keep.notMedia') }) };
    rows.push({
      key: copyKey(job.id, slot),
      jobId: job.id,
      slot,
      url: media.url,
      type: blob.type,
      size: blob.size,
      keptAt: now,
      blob,
    });
  }
  const db = await keptCopiesDb();
  try {
    await db.write(['copies'], async (tx) => {
      const copies = tx.store('copies');
      await copies.deleteMany(await copies.index('jobId').getAllKeys(job.id));
      await copies.putMany(rows);
    });
  } catch (error) {
    return { ok: false, message: storeFailureMessage(error) };
  }
  return { ok: true, count: rows.length, bytes: rows.reduce((sum, row) => sum + row.size, 0) };
}

/**
 * Keeps results that came as bytes in the create's answer (an image's `b64_json`): they have no
 * address, so this copy is the only one there is. False when the browser would not store them.
 */
export async function keepAnswerBytes(
  jobId: string,
  bytes: readonly { slot: number; url: string; blob: Blob }[],
  now = Date.now(),
): Promise<boolean> {
  if (bytes.length === 0) return true;
  try {
    const rows = bytes.map(({ slot, url, blob }) => ({
      key: copyKey(jobId, slot),
      jobId,
      slot,
      url,
      type: blob.type,
      size: blob.size,
      keptAt: now,
      blob,
    }));
    await (await keptCopiesDb()).write(['copies'], (tx) => tx.store('copies').putMany(rows));
    return true;
  } catch (error) {
    console.error("The answer's images could not be kept:", error);
    return false;
  }
}

/** Frees a job's copies (and forgets that it was kept automatically, when the job itself goes). */
export async function deleteCopies(jobId: string, { forgetClaim = false } = {}): Promise<boolean> {
  const db = await keptCopiesDb();
  try {
    await db.write(['copies', 'claims'], async (tx) => {
      const copies = tx.store('copies');
      await copies.deleteMany(await copies.index('jobId').getAllKeys(jobId));
      if (forgetClaim) await tx.store('claims').delete(jobId);
    });
    return true;
  } catch (error) {
    console.error('The kept copy could not be removed:', error);
    return false;
  }
}

export async function getCopy(jobId: string, slot: number): Promise<KeptCopy | undefined> {
  return (await keptCopiesDb()).read(['copies'], (tx) =>
    tx.store('copies').get(copyKey(jobId, slot)),
  );
}

export interface CopiesSummary {
  /** Jobs with a kept copy. */
  kept: ReadonlySet<string>;
  /** Jobs whose automatic copy could not be kept, and why. */
  failed: ReadonlyMap<string, string>;
  /** Bytes held by copies. */
  bytes: number;
  count: number;
}

/** One read of what is kept, without loading a single blob's bytes. */
export async function readCopiesSummary(): Promise<CopiesSummary> {
  const db = await keptCopiesDb();
  return db.read(['copies', 'claims'], async (tx) => {
    const kept = new Set<string>();
    let bytes = 0;
    let count = 0;
    // Row by row (a cursor): a row's blob is a handle, its bytes are not read.
    await tx.store('copies').walk({}, (row) => {
      kept.add(row.jobId);
      bytes += row.size;
      count += 1;
    });
    const failed = new Map<string, string>();
    for (const claim of await tx.store('claims').getAll()) {
      if (claim.error !== null && !kept.has(claim.jobId)) failed.set(claim.jobId, claim.error);
    }
    return { kept, failed, bytes, count };
  });
}
