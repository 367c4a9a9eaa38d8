import type { GatewayConnection } from '@/gateway/connection';
import { NetworkError } from '@/gateway/errors';
import { message } from '@/i18n/i18n';
import type { Job } from '@/jobs/job';
import {
  addSubmittingJob,
  recordCreateRefused,
  recordCreateUnanswered,
  recordCreated,
  recordSubmittingFields,
} from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import {
  UploadStepError,
  describeStepFailure,
  isAbort,
  resumeUpload,
  uploadCreator,
  isUploadStep,
  uploadStepMessage,
  type UploadHooks,
  type UploadStep,
} from './upload';

/**
 * An upload's life in the ledger: the record before the first request, each step and the upload's
 * id as they come, the clip's id at the end — and, on a failure, what it came to (never re-sent).
 */

const pageOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

/** The step a failure or a cancel left the record at, and the record's words for it. */
async function recordFailure(jobId: string, error: unknown, uploadId: string | null) {
  if (isAbort(error)) {
    await recordCreateRefused(
      jobId,
      uploadId === null
        ? message('music.upload.cancelled')
        : message('music.upload.cancelledWithId', { upload: uploadId }),
      null,
    );
    return;
  }
  const step: UploadStep = error instanceof UploadStepError ? error.step : 'start';
  const reason = error instanceof UploadStepError ? error.reason : error;
  const words = describeStepFailure(step, reason, pageOrigin());
  // Unanswered: the gateway may have done it. The clip (the paid step) or the upload may exist.
  if (reason instanceof NetworkError && (step === 'start' || step === 'clip')) {
    await recordCreateUnanswered(
      jobId,
      step === 'clip' && uploadId !== null
        ? message('music.upload.clipUnanswered', { upload: uploadId, reason: words })
        : words,
    );
    return;
  }
  if (step === 'process') {
    // The gateway took the file and could not make audio of it: the upload failed there.
    await recordCreated(jobId, { status: 'failed', error: words, statusWord: 'error' });
    return;
  }
  await recordCreateRefused(jobId, words, error instanceof UploadStepError ? error.body : null);
}

export interface UploadProgress {
  onStep: (step: UploadStep) => void;
  onProgress: UploadHooks['onProgress'];
}

/** One upload, start to clip, its record kept at each step. Resolves with the job's id. */
export async function runUpload(
  connection: GatewayConnection,
  file: File,
  progress: UploadProgress,
  signal: AbortSignal,
): Promise<string> {
  let jobId: string | null = null;
  let uploadId: string | null = null;
  const creator = uploadCreator(file, connection.upload, {
    async onStep(step, id) {
      uploadId = id;
      if (jobId !== null)
        await recordSubmittingFields(jobId, {
          uploadStep: step,
          ...(id === null ? {} : { uploadId: id }),
        });
      progress.onStep(step);
    },
    onProgress: progress.onProgress,
  });
  const job = await addSubmittingJob({
    kind: creator.kind,
    gateway: connection.client.baseUrl,
    profileId: connection.profileId,
    summary: creator.summarize(),
    request: creator.describeRequest(undefined, connection.settings),
    source: creator.source?.() ?? null,
  });
  jobId = job.id;
  try {
    const result = await creator.create({
      client: connection.client,
      settings: connection.settings,
      signal,
    });
    await recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds });
    return job.id;
  } catch (error) {
    await recordFailure(job.id, error, uploadId);
    throw error;
  }
}

/** What became of an upload a reload interrupted: said in the upload panel. */
export interface InterruptedUpload {
  jobId: string;
  name: string;
  /** resumed: followed on from processing; stopped: nothing more can be done without the file. */
  outcome: 'resumed' | 'stopped' | 'unknown';
  step: UploadStep;
}

/** Each interrupted upload is handled once per page, whatever re-renders or StrictMode do. */
const handled = new Set<string>();

/**
 * Uploads this gateway's records show as still submitting from before this page: the file is
 * gone with the old page, so an upload that had not finished sending cannot go on ("stopped": a
 * refused record saying so); one that the gateway was processing is followed on to its clip
 * ("resumed"); one whose clip was being made may exist and is never asked for twice ("unknown").
 */
export async function recoverUploads(
  connection: GatewayConnection,
  pageStartedAt: number,
): Promise<InterruptedUpload[]> {
  const entries = await listEntries();
  const left = entries
    .flatMap((entry) => (entry.ok ? [entry.job] : []))
    .filter(
      (job: Job) =>
        job.kind === 'music' &&
        job.status === 'submitting' &&
        job.fields.mode === 'upload' &&
        job.gateway === connection.client.baseUrl &&
        job.createdAt < pageStartedAt &&
        !handled.has(job.id),
    );
  const found: InterruptedUpload[] = [];
  for (const job of left) {
    handled.add(job.id);
    const step = isUploadStep(job.fields.uploadStep) ? job.fields.uploadStep : 'start';
    const uploadId = typeof job.fields.uploadId === 'string' ? job.fields.uploadId : null;
    const name = typeof job.fields.title === 'string' ? job.fields.title : job.id;
    if (step === 'process' && uploadId !== null) {
      found.push({ jobId: job.id, name, outcome: 'resumed', step });
      void resumeUpload(connection, uploadId, {
        onStep: (next) =>
          recordSubmittingFields(job.id, { uploadStep: next }).then(() => undefined),
      }).then(
        (result) => recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds }),
        (error: unknown) => recordFailure(job.id, error, uploadId),
      );
      continue;
    }
    if (step === 'clip') {
      found.push({ jobId: job.id, name, outcome: 'unknown', step });
      if (job.error === null)
        await recordCreateUnanswered(
          job.id,
          message('music.upload.interrupted.clip', { upload: uploadId ?? '' }),
        );
      continue;
    }
    found.push({ jobId: job.id, name, outcome: 'stopped', step });
    await recordCreateRefused(
      job.id,
      message('music.upload.interrupted.stopped', {
        step: uploadStepMessage(step),
        upload: uploadId ?? '—',
      }),
      null,
    );
  }
  return found;
}
