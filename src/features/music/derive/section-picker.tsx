import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@/i18n/use-t';
import { intlLocale } from '@/i18n/i18n';
import { formatClock } from '@/lib/time';
import type { InfillFormInput } from './infill';
import { INFILL_MAX_SECONDS } from './infill';
import { Waveform } from '@/features/music/take/waveform';

/** Arrow keys move a handle a tenth of a second; Page Up and Page Down a second. */
const STEP = 0.1;
const PAGE = 1;

const tenths = (n: number) => Math.round(n * 10) / 10;

type Handle = 'start' | 'end';

/**
 * The section to replace, chosen on the song's waveform (issue 26, item 4): drag across it to mark
 * a span, drag a handle to move one end, or move the two handles (sliders) with the keyboard. It
 * writes the form's `start` and `end`, which the number fields beside it also edit and the schema
 * checks (inside the song, end after start, at most 30 s). Without a waveform it draws a plain
 * track over the song's length, and works the same.
 */
export function SectionPicker({
  durationSeconds,
  peaks,
}: {
  durationSeconds: number;
  peaks: readonly number[];
}) {
  const t = useT();
  const { control, setValue, formState } = useFormContext<InfillFormInput>();
  const [rawStart, rawEnd] = useWatch({ control, name: ['start', 'end'] });
  const duration = Math.max(0.1, durationSeconds);
  const clamp = (n: number) => tenths(Math.min(duration, Math.max(0, n)));
  const start = clamp(Number.isFinite(rawStart) ? rawStart : 0);
  const end = clamp(Number.isFinite(rawEnd) ? rawEnd : duration);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ handle: Handle | null; anchor: number; moved: boolean } | null>(null);

  const set = (handle: Handle, value: number) =>
    setValue(handle, clamp(value), {
      shouldDirty: true,
      // Once a submit has shown the errors, they follow the handles.
      shouldValidate: formState.isSubmitted,
    });
  const move = (handle: Handle, value: number) =>
    // A handle never passes the other: the span stays a span.
    set(handle, handle === 'start' ? Math.min(value, end - STEP) : Math.max(value, start + STEP));

  const timeAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0) return 0;
    return ((clientX - box.left) / box.width) * duration;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const handle = (event.target as HTMLElement).dataset.handle;
    drag.current = {
      handle: handle === 'start' || handle === 'end' ? handle : null,
      anchor: timeAt(event.clientX),
      moved: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (state === null) return;
    const at = timeAt(event.clientX);
    state.moved = true;
    if (state.handle !== null) move(state.handle, at);
    else {
      // Dragged across the waveform: the span from where the press began to here.
      set('start', Math.min(state.anchor, at));
      set('end', Math.max(state.anchor, at));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (state === null || state.moved || state.handle !== null) return;
    // A click: the nearer end moves there.
    const at = timeAt(event.clientX);
    move(Math.abs(at - start) <= Math.abs(at - end) ? 'start' : 'end', at);
  };

  const onKeyDown = (handle: Handle) => (event: KeyboardEvent<HTMLDivElement>) => {
    const value = handle === 'start' ? start : end;
    const next: Record<string, number> = {
      ArrowLeft: value - STEP,
      ArrowDown: value - STEP,
      ArrowRight: value + STEP,
      ArrowUp: value + STEP,
      PageDown: value - PAGE,
      PageUp: value + PAGE,
      Home: handle === 'start' ? 0 : start + STEP,
      End: handle === 'start' ? end - STEP : duration,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(handle, to);
  };

  const handle = (which: Handle) => {
    const value = which === 'start' ? start : end;
    return (
      <div
        role="slider"
        tabIndex={0}
        data-handle={which}
        aria-label={t(which === 'start' ? 'music.infill.startHandle' : 'music.infill.endHandle')}
        aria-valuemin={which === 'start' ? 0 : tenths(start + STEP)}
        aria-valuemax={which === 'start' ? tenths(end - STEP) : tenths(duration)}
        aria-valuenow={value}
        aria-valuetext={formatClock(value)}
        onKeyDown={onKeyDown(which)}
        style={{ left: `${(value / duration) * 100}%` }}
        className="absolute top-0 bottom-0 w-3 -translate-x-1/2 cursor-ew-resize touch-none rounded-sm border-2 border-amber-700 bg-amber-400/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-amber-300 dark:bg-amber-500/70"
      />
    );
  };

  return (
    <div role="group" aria-label={t('music.infill.picker')} className="flex flex-col gap-1">
      <p className="text-sm font-medium">{t('music.infill.picker')}</p>
      <div
        ref={track}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        className="relative mx-1.5 cursor-crosshair touch-none select-none"
      >
        <Waveform
          peaks={peaks}
          selection={{ start: start / duration, end: end / duration }}
          className="h-16"
        />
        {handle('start')}
        {handle('end')}
      </div>
      <p className="flex justify-between text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
        <span>{formatClock(0)}</span>
        <span aria-live="polite">
          {formatClock(start)}–{formatClock(end)}
        </span>
        <span>{formatClock(duration)}</span>
      </p>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {t('music.infill.pickerHint', {
          max: INFILL_MAX_SECONDS.toLocaleString(intlLocale()),
          clock: formatClock(duration),
        })}
      </p>
    </div>
  );
}
