import { ArrowDown, ArrowUp, GripVertical, ImagePlay, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { jobName } from '@/jobs/lineage';
import { cn } from '@/lib/cn';
import { useBlobSource } from '@/lib/use-blob-source';
import { formatClock } from '@/lib/time';
import { newShot, type Shot, type Storyboard } from './storyboard-db';
import { ShotFinish } from '../finish/shot-finish';
import { TransitionFields } from '../finish/transition-fields';
import { NextShotPanel } from '../next-shot/next-shot-panel';
import { insertAfter, moveShot } from './shots';
import { clampTrim, filmLength, onTrimStep, shotLength, TRIM_STEP_SECONDS } from './timeline';
import { useMediaBlob } from './use-media-blob';
import { SameCharacters } from './same-characters';
import { ShotCast } from './shot-cast';
import { useCharacters, type Character } from '@/jobs/characters/characters';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

const noCharacters: Character[] = [];

/**
 * The film's shots in order. Each is reordered by dragging it, by its Move buttons, or from the
 * keyboard (Alt+↑ / Alt+↓ on the shot: focus goes with it), trimmed on its own preview, or removed.
 */
export function ShotList({
  board,
  jobOf,
  onChange,
}: {
  board: Storyboard;
  jobOf: (id: string) => Job | undefined;
  onChange: Change;
}) {
  const t = useT();
  const characters = useCharacters() ?? noCharacters;
  const [dragging, setDragging] = useState<number | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterMove === null) return;
    items.current.get(focusAfterMove)?.focus();
  }, [focusAfterMove, board.shots]);
  const move = (from: number, to: number, keepFocus: boolean) => {
    const shot = board.shots[from];
    if (shot === undefined || to < 0 || to >= board.shots.length) return;
    onChange((b) => ({ ...b, shots: moveShot(b.shots, from, to) }));
    if (keepFocus) setFocusAfterMove(shot.id);
  };
  const onKey = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1, true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1, true);
    }
  };
  return (
    <section aria-labelledby="storyboard-shots" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="storyboard-shots" className="text-lg font-semibold">
          {t('storyboard.shots.title')}
        </h2>
        <p className="text-sm text-muted">
          {t('storyboard.shots.summary', {
            count: board.shots.length,
            length: formatClock(filmLength(board.shots)),
          })}
        </p>
      </div>
      {board.shots.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
          {t('storyboard.shots.empty')}
        </p>
      ) : (
        <>
          <p id="storyboard-shots-help" className="text-xs text-muted">
            {t('storyboard.shots.help')}
          </p>
          <SameCharacters board={board} jobOf={jobOf} characters={characters} onChange={onChange} />
          <ol className="flex flex-col gap-3" aria-labelledby="storyboard-shots">
            {board.shots.map((shot, index) => (
              <li
                key={shot.id}
                ref={(element) => {
                  if (element === null) items.current.delete(shot.id);
                  else items.current.set(shot.id, element);
                }}
                tabIndex={0}
                aria-label={t('storyboard.shot.name', { n: index + 1 })}
                aria-describedby="storyboard-shots-help"
                draggable
                onKeyDown={onKey(index)}
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(event) => {
                  if (dragging !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragging !== null && dragging !== index) move(dragging, index, false);
                  setDragging(null);
                }}
                className={cn(
                  'rounded-lg border border-line bg-white p-3 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-zinc-900',
                  dragging === index && 'opacity-50',
                )}
              >
                <ShotCard
                  shot={shot}
                  index={index}
                  count={board.shots.length}
                  job={jobOf(shot.jobId)}
                  characters={characters}
                  onMove={(to) => move(index, to, false)}
                  onChange={(edit) =>
                    onChange((b) => ({
                      ...b,
                      shots: b.shots.map((s) => (s.id === shot.id ? edit(s) : s)),
                    }))
                  }
                  onRemove={() =>
                    onChange((b) => ({ ...b, shots: b.shots.filter((s) => s.id !== shot.id) }))
                  }
                  onNextShot={(jobId) => {
                    const next = newShot(jobId, 0, null);
                    onChange((b) => ({ ...b, shots: insertAfter(b.shots, shot.id, next) }));
                  }}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function ShotCard({
  shot,
  index,
  count,
  job,
  characters,
  onMove,
  onChange,
  onRemove,
  onNextShot,
}: {
  shot: Shot;
  index: number;
  count: number;
  job: Job | undefined;
  characters: readonly Character[];
  onMove: (to: number) => void;
  onChange: (edit: (shot: Shot) => Shot) => void;
  onRemove: () => void;
  /** A job started from this shot's last frame: its shot goes in after this one. */
  onNextShot: (jobId: string) => void;
}) {
  const t = useT();
  const id = useId();
  const media = useMediaBlob(job, shot.slot);
  const video = useBlobSource<HTMLVideoElement>(media.data);
  const ready = media.data !== undefined;
  const trim = clampTrim(shot);
  const n = index + 1;
  const [nextOpen, setNextOpen] = useState(false);
  const closeNext = useCallback(() => setNextOpen(false), []);
  const placeNext = useCallback(
    (jobId: string) => {
      onNextShot(jobId);
      setNextOpen(false);
    },
    [onNextShot],
  );
  const setTrim = (which: 'inSeconds' | 'outSeconds', value: number) => {
    if (!Number.isFinite(value)) return;
    onChange((s) => ({ ...s, [which]: onTrimStep(value) }));
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="flex w-full flex-col gap-2 sm:w-56">
        {ready ? (
          <video
            ref={video}
            controls
            preload="metadata"
            playsInline
            aria-label={t('storyboard.shot.preview', { n })}
            className="aspect-video w-full rounded-md bg-black"
            onLoadedMetadata={(event) => {
              const duration = event.currentTarget.duration;
              if (Number.isFinite(duration) && duration !== shot.durationSeconds)
                onChange((s) => ({ ...s, durationSeconds: Math.round(duration * 1000) / 1000 }));
            }}
            // The preview plays the trimmed part only: from the in point, stopping at the out point.
            onPlay={(event) => {
              const v = event.currentTarget;
              if (v.currentTime < trim.inSeconds || v.currentTime >= trim.outSeconds - 0.05)
                v.currentTime = trim.inSeconds;
            }}
            onTimeUpdate={(event) => {
              const v = event.currentTarget;
              if (!v.paused && v.currentTime >= trim.outSeconds) v.pause();
            }}
          />
        ) : (
          <div className="grid aspect-video w-full place-items-center rounded-md bg-well p-2 text-center text-xs text-muted">
            {job === undefined
              ? t('storyboard.shot.missing')
              : job.status === 'failed' || job.status === 'refused'
                ? t('frame.shot.failed')
                : job.status !== 'succeeded'
                  ? t('frame.shot.generating')
                  : media.isError
                    ? media.error.message
                    : t('storyboard.shot.loading')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <GripVertical
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-4 shrink-0 cursor-grab text-muted"
          />
          <h3 className="min-w-0 flex-1 text-sm font-semibold break-words">
            {t('storyboard.shot.title', {
              n,
              name: job === undefined ? t('storyboard.shot.missingName') : jobName(job),
            })}
          </h3>
        </div>
        <ShotCast shot={shot} n={n} job={job} characters={characters} />
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex w-24 flex-col gap-1">
            <label htmlFor={`${id}-in`} className="text-xs font-medium">
              {t('storyboard.shot.in')}
            </label>
            <input
              id={`${id}-in`}
              type="number"
              min={0}
              step={TRIM_STEP_SECONDS}
              className={controlClass}
              value={onTrimStep(shot.inSeconds)}
              onChange={(e) => setTrim('inSeconds', e.target.valueAsNumber)}
            />
          </div>
          <div className="flex w-24 flex-col gap-1">
            <label htmlFor={`${id}-out`} className="text-xs font-medium">
              {t('storyboard.shot.out')}
            </label>
            <input
              id={`${id}-out`}
              type="number"
              min={0}
              step={TRIM_STEP_SECONDS}
              className={controlClass}
              value={onTrimStep(shot.outSeconds ?? trim.outSeconds)}
              onChange={(e) => setTrim('outSeconds', e.target.valueAsNumber)}
            />
          </div>
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => setTrim('inSeconds', video.current?.currentTime ?? 0)}
          >
            {t('storyboard.shot.setIn')}
          </Button>
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => setTrim('outSeconds', video.current?.currentTime ?? 0)}
          >
            {t('storyboard.shot.setOut')}
          </Button>
        </div>
        <p className="text-xs text-muted">
          {t('storyboard.shot.length', {
            length: formatClock(shotLength(shot)),
            from: formatClock(trim.inSeconds),
            to: formatClock(trim.outSeconds),
          })}
        </p>
        {index > 0 ? <TransitionFields shot={shot} n={n} onChange={onChange} /> : null}
        <ShotFinish shot={shot} onChange={onChange} />
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            disabled={index === 0}
            aria-label={t('storyboard.shot.earlier', { n })}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" focusable="false" className="size-4" />
            {t('storyboard.shot.earlierShort')}
          </Button>
          <Button
            variant="ghost"
            disabled={index === count - 1}
            aria-label={t('storyboard.shot.later', { n })}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" focusable="false" className="size-4" />
            {t('storyboard.shot.laterShort')}
          </Button>
          <Button
            variant="secondary"
            disabled={!ready || nextOpen}
            aria-label={t('frame.next.open', { n })}
            onClick={() => setNextOpen(true)}
          >
            <ImagePlay aria-hidden="true" focusable="false" className="size-4" />
            {t('frame.next.openShort')}
          </Button>
          <Button
            variant="danger"
            aria-label={t('storyboard.shot.remove', { n })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" focusable="false" className="size-4" />
            {t('storyboard.shot.removeShort')}
          </Button>
        </div>
        {nextOpen && media.data !== undefined ? (
          <NextShotPanel
            blob={media.data}
            outSeconds={trim.outSeconds}
            sourceName={job === undefined ? '' : jobName(job)}
            n={n}
            onCreated={placeNext}
            onClose={closeNext}
          />
        ) : null}
      </div>
    </div>
  );
}
