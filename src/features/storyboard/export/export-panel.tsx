import { Download, Film as FilmIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/i18n/use-t';
import { downloadFileName, saveBlob } from '@/jobs/copies/download';
import type { Job } from '@/jobs/job';
import { hrefFor } from '@/lib/hash-route';
import { formatDuration } from '@/lib/time';
import { CaptionLinks } from './caption-links';
import type { Cue } from '@/lib/subtitles';
import { FinishOptions } from './finish-options';
import { filmDimensions } from '../finish/framing';
import { saveFilm } from './save-film';
import type { Storyboard } from '../board/storyboard-db';
import { estimateRemaining, filmSizes, type FilmSize } from '../board/timeline';
import { type FilmPlan } from '../board/film-plan';
import { useShotBlobs } from '../board/use-media-blob';
import { useSongBlob } from '../board/song';
import { canMakeFilms } from './webcodecs';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

type State =
  | { step: 'idle' }
  | { step: 'running'; fraction: number; startedAt: number; now: number; plan: FilmPlan | null }
  | { step: 'done'; job: Job; blob: Blob; seconds: number; plan: FilmPlan; cues: Cue[] }
  | { step: 'failed'; message: string };

/**
 * "Export film": the film made in this browser (Mediabunny over WebCodecs, loaded only now), with
 * its progress, an estimate and Cancel; saved to the library as a "film" result and offered as a
 * download. A browser without WebCodecs is told so, and sent to the Library's zip of the pieces.
 */
export function ExportPanel({
  board,
  jobOf,
  onChange,
}: {
  board: Storyboard;
  jobOf: (id: string) => Job | undefined;
  onChange: Change;
}) {
  const t = useT();
  const id = useId();
  const blobs = useShotBlobs(board.shots, jobOf);
  const song = useSongBlob(board, jobOf);
  const [state, setState] = useState<State>({ step: 'idle' });
  const cancel = useRef<AbortController | null>(null);
  const able = canMakeFilms();
  const ready =
    board.shots.length > 0 &&
    blobs.every((b) => b.data !== undefined) &&
    (board.soundtrack === null || song.blob !== undefined);

  const run = async () => {
    const controller = new AbortController();
    cancel.current = controller;
    const startedAt = performance.now();
    let plan: FilmPlan | null = null;
    setState({ step: 'running', fraction: 0, startedAt, now: startedAt, plan });
    try {
      const { exportFilm } = await import('./encode/export-film');
      const film = await exportFilm({
        shots: board.shots.flatMap((shot, index) => {
          const blob = blobs[index]?.data;
          return blob === undefined
            ? []
            : [
                {
                  blob,
                  timing: shot,
                  caption: shot.caption,
                  cues: shot.cues,
                  framing: shot.framing,
                  offset: shot.offset,
                  sound: shot.sound,
                },
              ];
        }),
        song:
          board.soundtrack === null || song.blob === undefined
            ? null
            : { blob: song.blob, mix: board.soundtrack },
        shotsVolume: board.shotsVolume,
        ducking: board.ducking,
        size: board.size,
        aspect: board.aspect,
        format: board.format,
        burnCaptions: board.burnCaptions,
        captionStyle: board.captionStyle,
        titleCard: board.titleCard,
        endCard: board.endCard,
        signal: controller.signal,
        onPlan: (chosen) => {
          plan = chosen;
          setState({ step: 'running', fraction: 0, startedAt, now: performance.now(), plan });
        },
        onProgress: (fraction) =>
          setState({ step: 'running', fraction, startedAt, now: performance.now(), plan }),
      });
      const sources = board.shots.flatMap((s) => jobOf(s.jobId) ?? []);
      const job = await saveFilm(board, film, sources);
      onChange((b) => ({ ...b, filmJobId: job.id }));
      setState({
        step: 'done',
        job,
        blob: film.blob,
        seconds: (performance.now() - startedAt) / 1000,
        plan: film.plan,
        cues: film.cues,
      });
    } catch (cause) {
      if (controller.signal.aborted) setState({ step: 'idle' });
      else
        setState({
          step: 'failed',
          message:
            cause instanceof Error && cause.name === 'NoEncoderError'
              ? t('storyboard.export.noEncoder')
              : t('storyboard.export.failed', {
                  reason: cause instanceof Error ? cause.message : String(cause),
                }),
        });
    } finally {
      cancel.current = null;
    }
  };

  const running = state.step === 'running';
  const left =
    state.step === 'running'
      ? estimateRemaining(state.fraction, (state.now - state.startedAt) / 1000)
      : null;
  return (
    <section aria-labelledby="storyboard-export" className="flex flex-col gap-3">
      <h2 id="storyboard-export" className="text-lg font-semibold">
        {t('storyboard.export.title')}
      </h2>
      {!able ? (
        <Alert tone="warning">
          {t('storyboard.export.noWebCodecs')}{' '}
          <a className="underline" href={hrefFor('/library')}>
            {t('storyboard.export.toLibrary')}
          </a>
        </Alert>
      ) : (
        <>
          <FinishOptions board={board} disabled={running} onChange={onChange} />
          <fieldset className="flex flex-wrap gap-4" disabled={running}>
            <legend className="mb-1 text-sm font-medium">{t('storyboard.export.size')}</legend>
            {(Object.keys(filmSizes) as FilmSize[]).map((size) => (
              <label key={size} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={size}
                  checked={board.size === size}
                  onChange={() => onChange((b) => ({ ...b, size }))}
                />
                {t('storyboard.export.sizeOption', {
                  name: size,
                  width: filmDimensions(board.aspect, size).width,
                  height: filmDimensions(board.aspect, size).height,
                })}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={!ready || running} onClick={() => void run()}>
              <FilmIcon aria-hidden="true" focusable="false" className="size-4" />
              {t('storyboard.export.start')}
            </Button>
            {running ? (
              <Button variant="secondary" onClick={() => cancel.current?.abort()}>
                {t('storyboard.export.cancel')}
              </Button>
            ) : null}
          </div>
          {board.shots.length > 0 && !ready && !running ? (
            <p className="text-sm text-muted">{t('storyboard.export.waiting')}</p>
          ) : null}
          {state.step === 'running' ? (
            <div className="flex flex-col gap-1">
              <ProgressBar
                value={Math.round(state.fraction * 100)}
                label={t('storyboard.export.progressLabel')}
              />
              {state.plan !== null ? <PlanNote plan={state.plan} size={board.size} /> : null}
              <p className="text-sm text-muted" role="status">
                {left === null
                  ? t('storyboard.export.progress', { percent: Math.round(state.fraction * 100) })
                  : t('storyboard.export.progressLeft', {
                      percent: Math.round(state.fraction * 100),
                      left: formatDuration(left),
                    })}
              </p>
            </div>
          ) : null}
          {state.step === 'done' ? (
            <div className="flex flex-col items-start gap-2" role="status">
              <PlanNote plan={state.plan} size={board.size} />
              <p className="text-sm">
                {t('storyboard.export.done', {
                  seconds: Math.round(state.seconds * 10) / 10,
                })}{' '}
                <a
                  className="text-indigo-700 underline dark:text-indigo-300"
                  href={hrefFor('/library')}
                >
                  {t('storyboard.export.toLibraryShort')}
                </a>
              </p>
              <Button
                variant="secondary"
                onClick={() => {
                  const media = state.job.media[0];
                  if (media !== undefined)
                    saveBlob(state.blob, downloadFileName(state.job, media, state.blob.type));
                }}
              >
                <Download aria-hidden="true" focusable="false" className="size-4" />
                {t('storyboard.export.download')}
              </Button>
              <CaptionLinks
                cues={state.cues}
                baseName={(() => {
                  const media = state.job.media[0];
                  const name =
                    media === undefined
                      ? 'film'
                      : downloadFileName(state.job, media, state.blob.type);
                  return name.replace(/\.[^.]+$/, '');
                })()}
              />
            </div>
          ) : null}
          {state.step === 'failed' ? (
            <Alert tone="danger" live>
              {state.message}
            </Alert>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Which way the film is made, said while it is made and after: the shots' packets copied as they
 * are (and which in points moved back to a key frame), or everything encoded again, and why.
 */
function PlanNote({ plan, size }: { plan: FilmPlan; size: FilmSize }) {
  const t = useT();
  if (plan.path === 'reencode')
    return (
      <p className="text-sm" data-film-path="reencode">
        {t('storyboard.export.reencoding', { size, reason: plan.reason })}
      </p>
    );
  const moved = plan.cuts.filter((cut) => cut.movedBy > 0.001);
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-film-path="copy">
      <p>{t('storyboard.export.copying')}</p>
      {moved.map((cut) => (
        <p key={cut.index} className="text-xs text-muted">
          {t('storyboard.export.movedToKey', {
            n: cut.index + 1,
            seconds: Math.round(cut.movedBy * 100) / 100,
          })}
        </p>
      ))}
    </div>
  );
}
