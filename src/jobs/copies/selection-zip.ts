import { makeZip } from 'client-zip';
import type { MediaFetch } from '@/gateway/media-fetch';
import { downloadFileName } from './download';
import type { Job, Media } from '@/jobs/job';
import { keepableMedia } from './kept-copies';
import { libraryFileText } from '@/jobs/library-file';

/**
 * The selection as one zip (decision 013): each result's media file, then `jobs.json` — a library
 * file of the selected jobs (importable as it is) that also lists which file belongs to which job
 * and which could not be fetched. Built with client-zip: files are stored, not compressed (video
 * and audio are compressed already), and streamed in one at a time, so memory holds one medium
 * plus the zip written so far; nothing is saved until the last byte, and a cancel saves nothing.
 */

/** Where a result's bytes come from: a kept copy, else the gateway or media host (see `media-fetch`). */
export type ReadMedia = (
  job: Job,
  media: Media,
  slot: number,
  signal: AbortSignal,
) => Promise<MediaFetch>;

export interface ZipProgress {
  /** Media files tried so far (fetched or found missing), of `totalFiles`. */
  files: number;
  totalFiles: number;
  /** Bytes of the zip written so far. */
  bytes: number;
}

export interface ZipFileEntry {
  jobId: string;
  slot: number;
  name: string;
}

export interface ZipMissing {
  jobId: string;
  slot: number;
  /** The job's prompt or title, to name it on screen. */
  label: string;
  reason: string;
}

export interface SelectionZip {
  blob: Blob;
  files: ZipFileEntry[];
  missing: ZipMissing[];
}

export const JOBS_JSON = 'jobs.json';

/**
 * Fetches started ahead of the one being written: the next files download while the zip takes
 * the current one, and memory holds at most this many media besides the zip.
 */
export const LOOK_AHEAD = 3;

function abortError(): DOMException {
  return new DOMException('The zip was cancelled.', 'AbortError');
}

/** A second file of the same name becomes `name-2.ext`: a zip may hold one name once. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(candidate) || candidate === JOBS_JSON; n += 1)
    candidate = `${stem}-${n}${ext}`;
  taken.add(candidate);
  return candidate;
}

function labelOf(job: Job, media: Media): string {
  return (
    media.title ??
    (typeof job.fields.title === 'string' && job.fields.title !== ''
      ? job.fields.title
      : job.prompt) ??
    job.id
  );
}

export async function buildSelectionZip(
  jobs: readonly Job[],
  {
    read,
    signal,
    apiKey = '',
    onProgress = () => undefined,
    now = new Date(),
  }: {
    read: ReadMedia;
    signal: AbortSignal;
    apiKey?: string;
    onProgress?: (progress: ZipProgress) => void;
    now?: Date;
  },
): Promise<SelectionZip> {
  const wanted = jobs.flatMap((job) =>
    keepableMedia(job).map(({ media, slot }) => ({ job, media, slot })),
  );
  const files: ZipFileEntry[] = [];
  const missing: ZipMissing[] = [];
  const taken = new Set<string>();
  const progress: ZipProgress = { files: 0, totalFiles: wanted.length, bytes: 0 };
  const report = () => onProgress({ ...progress });

  // Started in order, taken in order; a read that throws (it should not: failures are answers)
  // becomes a missing file rather than an unhandled rejection.
  const started: Promise<MediaFetch>[] = [];
  const startUpTo = (index: number) => {
    while (started.length <= Math.min(index, wanted.length - 1) && !signal.aborted) {
      const next = wanted[started.length];
      if (next === undefined) break;
      started.push(
        read(next.job, next.media, next.slot, signal).catch((error: unknown): MediaFetch => ({
          ok: false,
          refused: false,
          message: error instanceof Error ? error.message : String(error),
        })),
      );
    }
  };

  async function* entries() {
    for (const [index, { job, media, slot }] of wanted.entries()) {
      if (signal.aborted) throw abortError();
      startUpTo(index + LOOK_AHEAD);
      const answer = await (started[index] as Promise<MediaFetch>);
      if (signal.aborted) throw abortError();
      progress.files += 1;
      report();
      if (!answer.ok) {
        missing.push({ jobId: job.id, slot, label: labelOf(job, media), reason: answer.message });
        continue;
      }
      const name = uniqueName(downloadFileName(job, media, answer.blob.type), taken);
      files.push({ jobId: job.id, slot, name });
      yield { name, input: answer.blob, lastModified: new Date(job.completedAt ?? job.createdAt) };
    }
    yield {
      name: JOBS_JSON,
      input: libraryFileText(jobs, apiKey, now, {
        files,
        missing: missing.map(({ jobId, slot, reason }) => ({ jobId, slot, reason })),
      }),
      lastModified: now,
    };
  }

  const reader = makeZip(entries(), { buffersAreUTF8: true }).getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', onAbort);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  try {
    report();
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw abortError();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      progress.bytes += value.byteLength;
      report();
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return { blob: new Blob(chunks, { type: 'application/zip' }), files, missing };
}
