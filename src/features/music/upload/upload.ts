import { GatewayError, NetworkError, describeError } from '@/gateway/errors';
import {
  tuneUploadPaths,
  zTuneInitializeClip,
  zTuneUploadStart,
  zTuneUploadStatus,
  type TuneUploadFinishRequest,
  type TuneUploadStartRequest,
} from '@/features/music/gateway-schema/tune-upload';
import { StorageRefusedError, StorageUnreachableError, storageMessage } from '@/gateway/upload';
import type { GatewayConnection } from '@/gateway/connection';
import { intlLocale, message, t } from '@/i18n/i18n';
import type { CreateResult, GatewayContext, JobCreator } from '@/jobs/generator';
import type { Job, JobSource } from '@/jobs/job';
import type { TryAgainPlan } from '@/jobs/create/try-again';
import { normaliseStatusWord } from '@/jobs/status';
import { lazySchema, z } from '@/lib/zod';
import { MUSIC_KIND } from '@/features/music/api';
import { musicPath } from '../paths';

/**
 * "Upload audio" (issue 26): a person's own file becomes a song of the library, of type `upload`.
 * Five steps (the field notes' shapes; the paths under the assumed `tuneUploadPath`):
 * 1. `POST {base} {extension}` → `{id, url, fields}`;
 * 2. the file to the storage at `url` (multipart: `fields`, then `file`), with progress;
 * 3. `POST {base}/{id}/upload-finish {upload_type: "file_upload", upload_filename}`;
 * 4. `GET {base}/{id}` until `complete`;
 * 5. `POST {base}/{id}/initialize-clip {}` → `{clip_id}`: from here a music job like any, followed
 *    on the feed.
 * The ledger record is written before step 1 and told each step as it happens (`onStep`): the
 * upload's id the moment it arrives, then the clip's. Step 5 is the one paid create and is never
 * sent twice; steps 1–4 make no song.
 */

export const uploadExtensions = ['mp3', 'wav', 'm4a'] as const;
/** The limit comparable gateways state for one audio file. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The steps, in order, as the record keeps the last one reached (`fields.uploadStep`). */
export const uploadSteps = ['start', 'send', 'finish', 'process', 'clip'] as const;
export type UploadStep = (typeof uploadSteps)[number];

export const isUploadStep = (value: unknown): value is UploadStep =>
  typeof value === 'string' && (uploadSteps as readonly string[]).includes(value);

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** What the form knows of the chosen file: its name and size (a `File` is both). */
export const zUploadFile = lazySchema(() =>
  z
    .object(
      { name: z.string(), size: z.number() },
      { error: () => t('music.upload.file.required') },
    )
    .check(
      z.superRefine((file, ctx) => {
        const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
        if (!(uploadExtensions as readonly string[]).includes(extensionOf(file.name)))
          issue(t('music.upload.file.type', { name: file.name }));
        else if (file.size <= 0) issue(t('music.upload.file.empty', { name: file.name }));
        else if (file.size > UPLOAD_MAX_BYTES)
          issue(
            t('music.upload.file.tooBig', {
              name: file.name,
              size: formatMegabytes(file.size),
              max: UPLOAD_MAX_MB.toLocaleString(intlLocale()),
            }),
          );
      }),
    ),
);

export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString(intlLocale(), { maximumFractionDigits: 2 });
}

export const toUploadStartRequest = (file: { name: string }): TuneUploadStartRequest => ({
  extension: extensionOf(file.name),
});
export const toUploadFinishRequest = (file: { name: string }): TuneUploadFinishRequest => ({
  upload_type: 'file_upload',
  upload_filename: file.name,
});

/** The step a failure happened at, and the words for it. */
export class UploadStepError extends Error {
  override readonly name = 'UploadStepError';
  constructor(
    readonly step: UploadStep,
    message: string,
    readonly reason: unknown,
    /** The answer's body, for "show the answer". */
    readonly body: string | null = null,
  ) {
    super(message);
  }
}

/** A step's name as a record keeps it (worded when shown, in the language of that moment). */
export const uploadStepMessage = (step: UploadStep) => message(`music.upload.step.${step}`);

const stepWords: Record<UploadStep, () => string> = {
  start: () => t('music.upload.step.start'),
  send: () => t('music.upload.step.send'),
  finish: () => t('music.upload.step.finish'),
  process: () => t('music.upload.step.process'),
  clip: () => t('music.upload.step.clip'),
};
export const uploadStepLabel = (step: UploadStep): string => stepWords[step]();

/** What went wrong at a step, in words a person can act on. */
export function describeStepFailure(step: UploadStep, error: unknown, pageOrigin: string): string {
  if (error instanceof StorageUnreachableError) {
    return t('music.upload.error.cors', { storage: new URL(error.url).origin, page: pageOrigin });
  }
  if (error instanceof StorageRefusedError) {
    return t('music.upload.error.storage', {
      status: error.status,
      reason: storageMessage(error.body) ?? t('music.upload.error.storageNoReason'),
    });
  }
  return t('music.upload.error.atStep', {
    step: uploadStepLabel(step),
    reason: describeError(error),
  });
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Processing is polled at this pace, like a music clip's first answers. */
export const UPLOAD_POLL_MS = 1_500;
/** After this long without `complete`, the studio stops asking (the upload stays at the gateway). */
export const UPLOAD_PROCESS_LIMIT_MS = 5 * 60_000;

/** Step 4: the upload's status until `complete`; an `error` word ends it with its message. */
export async function awaitProcessed(
  connection: Pick<GatewayConnection, 'client' | 'settings'>,
  uploadId: string,
  signal?: AbortSignal,
  limitMs = UPLOAD_PROCESS_LIMIT_MS,
): Promise<void> {
  const path = tuneUploadPaths.status(
    musicPath(connection.settings.paths, 'tuneUploadPath'),
    uploadId,
  );
  const started = Date.now();
  for (;;) {
    await wait(UPLOAD_POLL_MS, signal);
    let record;
    try {
      record = await connection.client.json({
        method: 'GET',
        path,
        schema: zTuneUploadStatus,
        signal,
      });
    } catch (error) {
      // A poll that failed is asked again, as any poll; a refusal of the key or the id is not.
      if (
        error instanceof GatewayError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      )
        throw error;
      if (!(error instanceof GatewayError || error instanceof NetworkError)) throw error;
      if (Date.now() - started > limitMs) throw error;
      continue;
    }
    const status = normaliseStatusWord(record.status);
    if (status === 'succeeded') return;
    if (status === 'failed')
      throw new Error(record.error_message?.trim() || t('music.upload.error.processing'));
    if (Date.now() - started > limitMs) throw new Error(t('music.upload.error.processingSlow'));
  }
}

/** Step 5, the paid one: the clip's id. */
export function initializeClip(
  connection: Pick<GatewayConnection, 'client' | 'settings'>,
  uploadId: string,
  signal?: AbortSignal,
): Promise<string> {
  return connection.client.json({
    method: 'POST',
    path: tuneUploadPaths.initializeClip(
      musicPath(connection.settings.paths, 'tuneUploadPath'),
      uploadId,
    ),
    body: {},
    schema: zTuneInitializeClip,
    signal,
  });
}

export interface UploadHooks {
  /** A step is about to start (with the upload's id once known): the ledger is told first. */
  onStep: (step: UploadStep, uploadId: string | null) => Promise<void>;
  onProgress: (sent: number, total: number) => void;
}

/** The first picture of the uploaded clip's job: waiting on the feed. */
const clipCreated = (clipId: string): CreateResult => ({
  remoteIds: [clipId],
  // The step is done with: the card keeps the upload's id and size, not a step it has left.
  update: {
    status: 'queued',
    statusWord: null,
    error: null,
    detail: null,
    fields: { uploadStep: null },
  },
});

export const uploadSource = (): JobSource => ({
  jobId: null,
  relation: 'upload',
  remoteId: null,
  at: null,
});

/**
 * The upload as a create: its summary and the body kept in the record (what the form says it
 * sends), and `create` running the five steps. `upload` is the connection's storage transport.
 */
export function uploadCreator(
  file: File,
  upload: GatewayConnection['upload'],
  hooks: UploadHooks,
): JobCreator<void> {
  const step = async <T>(name: UploadStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new UploadStepError(
        name,
        error instanceof Error ? error.message : String(error),
        error,
        error instanceof GatewayError
          ? error.body
          : error instanceof StorageRefusedError
            ? error.body
            : null,
      );
    }
  };
  return {
    kind: MUSIC_KIND,
    summarize: () => ({
      prompt: '',
      fields: { mode: 'upload', title: file.name, uploadStep: 'start', uploadSize: file.size },
    }),
    describeRequest: () => ({
      ...toUploadStartRequest(file),
      ...toUploadFinishRequest(file),
      size: file.size,
    }),
    source: () => uploadSource(),
    async create({ client, settings, signal }: GatewayContext) {
      const connection = { client, settings };
      const base = musicPath(settings.paths, 'tuneUploadPath');
      await hooks.onStep('start', null);
      const target = await step('start', () =>
        client.json({
          method: 'POST',
          path: base,
          body: toUploadStartRequest(file),
          schema: zTuneUploadStart,
          signal,
        }),
      );
      const id = target.id;
      await hooks.onStep('send', id);
      await step('send', () =>
        upload({
          url: target.url,
          fields: target.fields,
          file,
          signal,
          onProgress: hooks.onProgress,
        }),
      );
      await hooks.onStep('finish', id);
      await step('finish', () =>
        client.json({
          method: 'POST',
          path: tuneUploadPaths.finish(base, id),
          body: toUploadFinishRequest(file),
          schema: z.unknown(),
          signal,
        }),
      );
      await hooks.onStep('process', id);
      await step('process', () => awaitProcessed(connection, id, signal));
      // The paid step: the record says it was asked before it is, and it is never cancelled.
      await hooks.onStep('clip', id);
      const clipId = await step('clip', () => initializeClip(connection, id));
      return clipCreated(clipId);
    },
  };
}

/** After a reload: an upload whose file had arrived and was being processed is followed on. */
export async function resumeUpload(
  connection: Pick<GatewayConnection, 'client' | 'settings'>,
  uploadId: string,
  hooks: Pick<UploadHooks, 'onStep'>,
): Promise<CreateResult> {
  const step = async <T>(name: UploadStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new UploadStepError(name, describeError(error), error);
    }
  };
  await step('process', () => awaitProcessed(connection, uploadId));
  await hooks.onStep('clip', uploadId);
  return clipCreated(await step('clip', () => initializeClip(connection, uploadId)));
}

/**
 * "Try again" on an upload that made nothing: the file went with the page that chose it, so the
 * card says so and opens the Music page, where it is chosen again — never a plain song.
 */
export function tryAgainUpload(job: Job): TryAgainPlan | null {
  if (job.source?.relation !== 'upload') return null;
  return {
    ready: false,
    missing: [t('music.upload.tryAgain')],
    recall: { values: {}, missing: [], pending: {} },
  };
}
