import { useId } from 'react';
import { cn } from '@/lib/cn';

/** More bars than this are merged (each keeps the loudest of those it stands for). */
const MAX_BARS = 160;

/** The peaks drawn as at most `MAX_BARS` bars, each the loudest of the peaks it covers. */
function barsOf(peaks: readonly number[]): number[] {
  if (peaks.length <= MAX_BARS) return [...peaks];
  const size = peaks.length / MAX_BARS;
  return Array.from({ length: MAX_BARS }, (_, i) =>
    Math.max(0, ...peaks.slice(Math.floor(i * size), Math.floor((i + 1) * size))),
  );
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * A song's waveform (SVG: sharp at any width, coloured by the theme), with the part already played
 * in the accent colour and, for the section picker, a chosen span marked over it. Without peaks it
 * draws a plain track, so a picker still works on the song's length alone.
 */
export function Waveform({
  peaks,
  played = 0,
  selection = null,
  className,
}: {
  peaks: readonly number[];
  /** 0–1: how much of the song has played. */
  played?: number;
  /** 0–1 fractions of the song: the span a section picker holds. */
  selection?: { start: number; end: number } | null;
  className?: string;
}) {
  const clipId = useId();
  const bars = barsOf(peaks);
  const width = Math.max(1, bars.length);
  const shape =
    bars.length === 0 ? (
      <rect x={0} y={46} width={width} height={8} rx={0.5} />
    ) : (
      bars.map((peak, i) => {
        const height = Math.max(4, clamp01(peak) * 96);
        return <rect key={i} x={i + 0.15} y={(100 - height) / 2} width={0.7} height={height} />;
      })
    );
  return (
    <svg
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      aria-hidden
      className={cn('block h-12 w-full', className)}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={clamp01(played) * width} height={100} />
        </clipPath>
      </defs>
      {selection !== null ? (
        <rect
          x={clamp01(selection.start) * width}
          y={0}
          width={Math.max(0, clamp01(selection.end) - clamp01(selection.start)) * width}
          height={100}
          className="fill-amber-200/70 dark:fill-amber-500/30"
        />
      ) : null}
      <g className="fill-zinc-300 dark:fill-zinc-600">{shape}</g>
      <g className="fill-indigo-600 dark:fill-indigo-400" clipPath={`url(#${clipId})`}>
        {shape}
      </g>
    </svg>
  );
}
