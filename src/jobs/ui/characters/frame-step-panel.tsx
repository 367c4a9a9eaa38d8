import { ImageIcon, RefreshCw, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorLine } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { LinksOnlyError } from '@/gateway/image-upload';
import { useT } from '@/i18n/use-t';
import {
  allCharacters,
  frameTopics,
  keptFrame,
  type KeptFrame,
} from '@/jobs/characters/characters';
import {
  FRAME_RELATION,
  makeFrame,
  replaceFrame,
  sendShot,
  settleFrame,
} from '@/jobs/characters/frame-step';
import { useImageInputs } from '@/jobs/frames/image-inputs';
import { resultBlob } from '@/jobs/frames/result-bytes';
import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { useLedgerView } from '@/jobs/ledger/use-ledger';
import { useLiveRead } from '@/lib/live-query';
import { useNow } from '@/lib/use-now';
import { useBlobSource } from '@/lib/use-blob-source';
import { LibraryPictures } from '../library-pictures';

/** Past this, a frame still being made is offered again: its edit's page may have closed (an edit answers within minutes). */
const MAKING_FOR_LONG_MS = 4 * 60_000;

const readFrame = async (key: string) => (await keptFrame(key)) ?? null;

/** The shot's frame edits, newest first (each "First frame for" this shot). */
function useFrameEdits(jobId: string): Job[] {
  const entries = useLedgerView(
    `frame-edits:${jobId}`,
    (e: LedgerEntry) =>
      e.ok && e.job.source?.jobId === jobId && e.job.source.relation === FRAME_RELATION,
  );
  return (entries ?? []).flatMap((e) => (e.ok ? [e.job] : []));
}

/**
 * A character shot's first frame on its card (issue 56): the step while the frame is made, its
 * picture once it is, and what a person may do before the video is sent — **Send the video**
 * (once: the record is claimed before its POST), **Make another first frame**, or another picture
 * from a file or the Library (**Use another picture**). After a reload the step picks up where the
 * frame's edit ended. Sent, the picture stays: the frame it was sent with.
 */
export function FrameStepPanel({ job }: { job: Job }) {
  const t = useT();
  const id = useId();
  const step = job.frameStep;
  const connection = useGatewayConnection();
  const input = useImageInputs().find((i) => i.id === step?.input);
  const frame = useLiveRead(readFrame, step?.key, null, frameTopics);
  const edits = useFrameEdits(job.id);
  const [busy, setBusy] = useState<null | 'send' | 'make' | 'replace'>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = edits[0];
  const now = useNow();

  // After a reload (or in another tab) the frame's edit may have ended since: said on the step.
  const making = step?.state === 'making';
  const latestStatus = latest?.status;
  useEffect(() => {
    if (!making || latest === undefined) return;
    void settleFrame(connection, job.id, latest.id).catch(() => undefined);
    // Its status is what moves it on; the connection of the moment is the one to read through.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [making, latest?.id, latestStatus, job.id]);

  if (step === null) return null;
  const names = step.characters.map((c) => `@${c.name}`).join(' ');
  const longAgo = now - (latest?.createdAt ?? step.at) > MAKING_FOR_LONG_MS;

  async function run(what: 'send' | 'make' | 'replace', work: () => Promise<void>) {
    setBusy(what);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(
        error instanceof LinksOnlyError ? t('character.step.linksOnly') : describeError(error),
      );
    } finally {
      setBusy(null);
    }
  }

  const makeAgain = () =>
    run('make', async () => {
      if (step === null) return;
      const ids = new Set(step.characters.map((c) => c.id));
      const named = (await allCharacters()).filter((c) => ids.has(c.id));
      await makeFrame(connection, job.id, named, { reuse: false });
    });
  const replaceWith = (load: () => Promise<Blob>) =>
    run('replace', async () => replaceFrame(job.id, await load()));
  const open = step.state !== 'sent';

  return (
    <section
      aria-label={t('character.step.label')}
      data-frame-step={step.state}
      className="flex flex-col gap-2 rounded-md border border-indigo-200 bg-indigo-50/40 p-3 dark:border-indigo-900 dark:bg-indigo-950/30"
    >
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <ImageIcon aria-hidden="true" focusable="false" className="size-4" />
        {t('character.step.title', { names })}
      </h3>
      {step.state === 'making' ? (
        <p role="status" className="text-sm">
          {t('character.step.making', { names })}
        </p>
      ) : null}
      {step.state === 'failed' ? (
        <Alert tone="danger" title={t('character.step.failed')}>
          {step.problem}
        </Alert>
      ) : null}
      {(step.state === 'ready' || step.state === 'sent') && frame !== undefined ? (
        <FramePicture frame={frame} width={step.width} height={step.height} />
      ) : null}
      {step.state === 'ready' ? (
        <p className="text-xs text-muted">{t('character.step.ready')}</p>
      ) : null}
      {step.state === 'sent' ? (
        <p className="text-xs text-muted">{t('character.step.sent')}</p>
      ) : null}
      {open ? (
        <div className="flex flex-wrap items-center gap-2">
          {step.state === 'ready' && input !== undefined ? (
            <Button
              disabled={busy !== null}
              onClick={() => void run('send', () => sendShot(connection, job.id, input))}
            >
              <Send aria-hidden="true" focusable="false" className="size-4" />
              {t('character.step.send')}
            </Button>
          ) : null}
          {step.state !== 'making' || longAgo ? (
            <Button variant="secondary" disabled={busy !== null} onClick={() => void makeAgain()}>
              <RefreshCw aria-hidden="true" focusable="false" className="size-4" />
              {step.state === 'ready' ? t('character.step.another') : t('character.step.again')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <details className="rounded-md border border-line bg-surface p-2">
          <summary className="cursor-pointer text-sm font-medium">
            {t('character.step.replace')}
          </summary>
          <div className="mt-2 flex flex-col gap-2">
            <label htmlFor={`${id}-file`} className="text-sm">
              {t('character.step.replaceFile')}
            </label>
            <FilePicker
              id={`${id}-file`}
              accept="image/png,image/jpeg,image/webp"
              disabled={busy !== null}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file !== undefined) void replaceWith(() => Promise.resolve(file));
              }}
            />
            <LibraryPictures
              disabled={busy !== null}
              onPick={(picked) =>
                void replaceWith(() => resultBlob(picked.job, picked.slot, connection.client))
              }
            />
          </div>
        </details>
      ) : null}
      {busy !== null ? (
        <p role="status" className="text-sm text-muted">
          {t(
            busy === 'send'
              ? 'character.step.sending'
              : busy === 'make'
                ? 'character.step.asking'
                : 'character.step.replacing',
          )}
        </p>
      ) : null}
      {problem !== null ? <ErrorLine>{problem}</ErrorLine> : null}
    </section>
  );
}

/** The frame kept for the shot, as the video was (or will be) sent with it. */
function FramePicture({
  frame,
  width,
  height,
}: {
  frame: KeptFrame | null;
  width: number | null;
  height: number | null;
}) {
  const t = useT();
  const ref = useBlobSource<HTMLImageElement>(frame?.blob);
  if (frame === null)
    return (
      <p className="text-sm text-amber-800 dark:text-amber-300">{t('character.step.notHere')}</p>
    );
  return (
    <figure className="flex flex-col gap-1">
      <img
        ref={ref}
        alt={t('character.step.picture')}
        className="max-h-64 w-auto self-start rounded border border-line bg-well object-contain"
      />
      {width !== null && height !== null ? (
        <figcaption className="text-xs text-muted">
          {t('character.step.size', { width, height })}
        </figcaption>
      ) : null}
    </figure>
  );
}
