import type { RefObject } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/time';
import { currentLine, type TimedLine } from './timing';
import { seekPlayer, useMediaTime } from './use-media-time';

/**
 * A song's lyrics in time (issue 26): its lines as written, each sung line a button that moves the
 * player there (click or Enter), the line being sung marked `aria-current="time"` as the player
 * goes. Section names (`[Chorus]`) head their lines; a line the aligner missed is shown, not timed.
 */
export function TimedLyrics({
  lines,
  player,
  source,
}: {
  lines: readonly TimedLine[];
  player: RefObject<HTMLAudioElement | null>;
  source: string | null;
}) {
  const t = useT();
  const current = currentLine(lines, useMediaTime(player, source));
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('music.timing.hint')}</p>
      <ol
        aria-label={t('music.timing.lines')}
        className="flex max-h-64 flex-col overflow-auto text-sm"
      >
        {lines.map((line, index) =>
          line.section ? (
            <li
              key={index}
              className="mt-2 px-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase first:mt-0 dark:text-zinc-400"
            >
              {line.text}
            </li>
          ) : line.startS === null ? (
            <li key={index} className="px-2 py-0.5 text-zinc-600 dark:text-zinc-400">
              {line.text}
            </li>
          ) : (
            <li key={index}>
              <button
                type="button"
                aria-current={index === current ? 'time' : undefined}
                onClick={() => seekPlayer(player, line.startS ?? 0)}
                className={cn(
                  'flex w-full items-baseline gap-2 rounded px-2 py-0.5 text-left hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-zinc-800',
                  index === current &&
                    'bg-indigo-50 font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
                )}
              >
                <span className="w-12 shrink-0 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {formatClock(line.startS)}
                </span>
                <span>{line.text}</span>
              </button>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
