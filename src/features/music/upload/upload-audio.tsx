import { ErrorLine } from '@/components/ui/field';
import { useEffect, useId, useRef, useState } from 'react';
import { CircleCheck, LoaderCircle, Upload } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { useGatewayConnection } from '@/gateway/connection';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { audioFileProblem } from '@/jobs/ui/audio-file-check';
import { cn } from '@/lib/cn';
import {
  UPLOAD_MAX_MB,
  UploadStepError,
  describeStepFailure,
  formatMegabytes,
  isAbort,
  uploadExtensions,
  uploadStepLabel,
  uploadSteps,
  zUploadFile,
  type UploadStep,
} from './upload';
import { recoverUploads, runUpload, type InterruptedUpload } from './upload-run';

/** When this page began: an upload still "submitting" from before it was interrupted by a reload. */
const pageStartedAt = Math.round(performance.timeOrigin);

interface Running {
  name: string;
  step: UploadStep;
  sent: number;
  total: number;
}

type Outcome =
  | { kind: 'done'; name: string }
  | { kind: 'cancelled'; name: string }
  | { kind: 'failed'; name: string; step: UploadStep; text: string };

/**
 * "Upload audio": a file of the person's own (mp3, wav, m4a, up to 20 MB) becomes a song in the
 * library, then offers what any song offers. The five steps show as they happen, the file's bytes
 * with a progress bar; Cancel stops it before the song is asked for (the one paid step). What a
 * reload interrupted is said here, once, when the page opens.
 */
export function UploadAudio() {
  const t = useT();
  const connection = useGatewayConnection();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [interrupted, setInterrupted] = useState<InterruptedUpload[]>([]);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef(false);
  /** The chosen file's reading as audio (`audioFileProblem`), begun when it was chosen. */
  const decoded = useRef<{ file: File; result: Promise<string | null> } | null>(null);
  // A new input once a file is uploaded: the browser keeps showing the old name otherwise.
  const [inputKey, setInputKey] = useState(0);

  // Once per page: uploads a reload cut short are settled and said (`recoverUploads` guards repeats).
  useEffect(() => {
    let live = true;
    recoverUploads(connection, pageStartedAt).then(
      (found) => {
        if (live && found.length > 0) setInterrupted((before) => [...before, ...found]);
      },
      // The ledger unreadable (a storage fault, or a database closed under the page): there is
      // nothing to settle now, and the next page load looks again.
      (error: unknown) => console.error('Interrupted uploads could not be read:', error),
    );
    return () => {
      live = false;
    };
  }, [connection]);

  function choose(chosen: File | null) {
    setFile(chosen);
    setOutcome(null);
    decoded.current = null;
    if (chosen === null) {
      setFileError(null);
      return;
    }
    const parsed = zUploadFile.safeParse(chosen);
    setFileError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    // Bytes the browser cannot play as audio would make a paid song whose player is dead: read
    // once, on choosing, and awaited again by Upload so nothing is sent before the answer.
    const result = audioFileProblem(chosen);
    decoded.current = { file: chosen, result };
    void result.then((problem) => {
      if (decoded.current?.file === chosen) setFileError(problem);
    });
  }

  async function upload() {
    if (inFlight.current) return;
    const parsed = zUploadFile.safeParse(file ?? undefined);
    if (!parsed.success || file === null) {
      setFileError(parsed.error?.issues[0]?.message ?? t('music.upload.file.required'));
      return;
    }
    inFlight.current = true;
    const problem = await (decoded.current?.file === file
      ? decoded.current.result
      : audioFileProblem(file));
    if (problem !== null) {
      setFileError(problem);
      inFlight.current = false;
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setOutcome(null);
    setRunning({ name: file.name, step: 'start', sent: 0, total: file.size });
    try {
      await runUpload(
        connection,
        file,
        {
          onStep: (step) => setRunning((now) => (now === null ? now : { ...now, step })),
          onProgress: (sent, total) =>
            setRunning((now) => (now === null ? now : { ...now, sent, total })),
        },
        abort.signal,
      );
      setOutcome({ kind: 'done', name: file.name });
      setFile(null);
      setInputKey((n) => n + 1);
    } catch (error) {
      if (isAbort(error)) setOutcome({ kind: 'cancelled', name: file.name });
      else {
        const step = error instanceof UploadStepError ? error.step : 'start';
        const reason = error instanceof UploadStepError ? error.reason : error;
        setOutcome({
          kind: 'failed',
          name: file.name,
          step,
          text: describeStepFailure(step, reason, location.origin),
        });
      }
    } finally {
      inFlight.current = false;
      controller.current = null;
      setRunning(null);
    }
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const busy = running !== null;
  const percent =
    running !== null && running.total > 0 ? Math.round((running.sent / running.total) * 100) : 0;
  // The song is being asked for: the one paid step, which is not cancelled half-way.
  const paidStep = running?.step === 'clip';

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-3 border-t border-line pt-5"
    >
      <div className="flex items-center gap-2">
        <Upload
          aria-hidden="true"
          focusable="false"
          className="size-5 text-indigo-600 dark:text-indigo-400"
        />
        <h2 id={`${inputId}-title`} className="text-base font-semibold">
          {t('music.upload.title')}
        </h2>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('music.upload.intro')}</p>

      {interrupted.length > 0 ? (
        <Alert tone="warning" title={t('music.upload.interrupted.title')}>
          <ul className="flex list-disc flex-col gap-1 pl-4">
            {interrupted.map((item) => (
              <li key={item.jobId}>
                {t(
                  item.outcome === 'resumed'
                    ? 'music.upload.interrupted.resumedNote'
                    : item.outcome === 'unknown'
                      ? 'music.upload.interrupted.clipNote'
                      : 'music.upload.interrupted.stoppedNote',
                  { name: item.name, step: uploadStepLabel(item.step) },
                )}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('music.upload.file')}
        </label>
        {/* Drawn as every file field of the studio is, not the browser's "Choose File". */}
        <FilePicker
          key={inputKey}
          id={inputId}
          accept={uploadExtensions.map((ext) => `.${ext}`).join(',')}
          disabled={busy}
          aria-describedby={fileError ? errorId : hintId}
          aria-invalid={fileError !== null}
          fileName={file?.name ?? null}
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
        {fileError ? (
          <ErrorLine id={errorId}>{fileError}</ErrorLine>
        ) : (
          <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
            {file !== null
              ? t('music.upload.file.chosen', {
                  name: file.name,
                  size: formatMegabytes(file.size),
                })
              : t('music.upload.file.hint', { max: UPLOAD_MAX_MB.toLocaleString(intlLocale()) })}
          </p>
        )}
      </div>

      <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('music.upload.sends')}</p>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          disabled={busy || file === null || fileError !== null}
          onClick={() => void upload()}
        >
          <Upload aria-hidden="true" focusable="false" className="size-4" />
          {busy ? t('music.upload.uploading') : t('music.upload.submit')}
        </Button>
        {busy ? (
          <Button
            variant="secondary"
            disabled={paidStep}
            onClick={() => controller.current?.abort()}
          >
            {t('music.upload.cancel')}
          </Button>
        ) : null}
      </div>

      {running !== null ? (
        <div
          role="group"
          aria-label={t('music.upload.progress', { name: running.name })}
          className="flex flex-col gap-2 rounded-md border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-950"
        >
          <ol className="flex flex-col gap-1 text-sm">
            {uploadSteps.map((step, index) => {
              const at = uploadSteps.indexOf(running.step);
              const state = index < at ? 'done' : index === at ? 'now' : 'later';
              return (
                <li
                  key={step}
                  aria-current={state === 'now' ? 'step' : undefined}
                  className={cn(
                    'flex items-center gap-2',
                    state === 'later' && 'text-zinc-500 dark:text-zinc-400',
                    state === 'now' && 'font-medium',
                  )}
                >
                  {state === 'done' ? (
                    <CircleCheck
                      aria-hidden="true"
                      focusable="false"
                      className="size-4 text-emerald-600 dark:text-emerald-400"
                    />
                  ) : state === 'now' ? (
                    <LoaderCircle
                      aria-hidden="true"
                      focusable="false"
                      className="size-4 animate-spin text-indigo-600 dark:text-indigo-400"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-block size-4 rounded-full border border-zinc-300 dark:border-zinc-700"
                    />
                  )}
                  {uploadStepLabel(step)}
                </li>
              );
            })}
          </ol>
          {running.step === 'send' ? (
            <div className="flex items-center gap-2">
              <progress
                max={100}
                value={percent}
                aria-label={t('music.upload.sent', { percent })}
                className="h-2 w-full"
              />
              <span className="shrink-0 text-xs tabular-nums">{percent}%</span>
            </div>
          ) : null}
          {paidStep ? (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('music.upload.noCancel')}</p>
          ) : null}
        </div>
      ) : null}

      {outcome?.kind === 'done' ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('music.upload.done', { name: outcome.name })}
        </p>
      ) : outcome?.kind === 'cancelled' ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('music.upload.cancelledNote', { name: outcome.name })}
        </p>
      ) : outcome?.kind === 'failed' ? (
        <Alert
          tone="danger"
          title={t('music.upload.failed', {
            name: outcome.name,
            step: uploadStepLabel(outcome.step),
          })}
          live
        >
          {outcome.text}
        </Alert>
      ) : null}
    </section>
  );
}
