import type { RefObject } from 'react';
import { useT } from '@/i18n/use-t';
import { formatClock } from '@/lib/time';
import { useMediaTime } from './use-media-time';
import { Waveform } from './waveform';

/**
 * The waveform under a finished song's player (issue 26): the part played so far in the accent
 * colour, following the player. A picture for the eye: the player itself is the control. With
 * `peaks` null (the timing still on its way) it holds the same room as a plain, faded track,
 * hidden from assistive technology, so the buttons under it do not move down when it comes.
 */
export function ClipWaveform({
  peaks,
  player,
  source,
  durationSeconds,
  title,
}: {
  peaks: readonly number[] | null;
  player: RefObject<HTMLAudioElement | null>;
  source: string | null;
  durationSeconds: number | null;
  title: string;
}) {
  const t = useT();
  const time = useMediaTime(player, source);
  const duration = durationSeconds ?? player.current?.duration ?? 0;
  const played = Number.isFinite(duration) && duration > 0 ? time / duration : 0;
  // A <div>, not a <figure>: a figure with a caption may take no role but figure (ARIA in HTML;
  // axe's best-practice rule aria-allowed-role), and to a screen reader the picture with its
  // times is one image.
  return (
    <div
      {...(peaks === null
        ? { 'aria-hidden': true, 'data-waveform-pending': '' }
        : { role: 'img', 'aria-label': t('music.timing.waveform', { title }) })}
      data-played={played.toFixed(3)}
      className="flex flex-col gap-1"
    >
      <Waveform
        peaks={peaks ?? []}
        played={played}
        className={peaks === null ? 'opacity-50' : undefined}
      />
      <div
        aria-hidden
        className="flex justify-between text-xs text-zinc-500 tabular-nums dark:text-zinc-400"
      >
        <span>{formatClock(time)}</span>
        {duration > 0 && Number.isFinite(duration) ? <span>{formatClock(duration)}</span> : null}
      </div>
    </div>
  );
}
