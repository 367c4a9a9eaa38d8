import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { Character } from '@/jobs/characters/characters';
import type { Job } from '@/jobs/job';
import { useRemake } from './remake';
import { castOf } from './shot-characters';
import type { Shot } from './storyboard-db';

/**
 * A shot's characters (issue 56): who is in its take, each with their first picture, and — once
 * the board wants others in it ("Same characters for every shot") — who is missing, with **Make
 * again with …**: its generator's form, filled with its settings and the names added.
 */
export function ShotCast({
  shot,
  n,
  job,
  characters,
}: {
  shot: Shot;
  n: number;
  job: Job | undefined;
  characters: readonly Character[];
}) {
  const t = useT();
  const remake = useRemake();
  const cast = castOf(shot, job, characters);
  if (cast.wanted.length === 0 && cast.made.length === 0) return null;
  const names = (list: readonly { name: string }[]) => list.map((c) => `@${c.name}`).join(' ');
  return (
    <div className="flex flex-col gap-1" data-shot-characters={names(cast.wanted)}>
      <ul
        aria-label={t('storyboard.characters.of', { n })}
        className="flex flex-wrap items-center gap-1.5"
      >
        {cast.wanted.map((c) => {
          const picture = characters.find((k) => k.id === c.id)?.pictures[0];
          const missing = cast.missing.some((m) => m.id === c.id);
          return (
            <li
              key={c.id}
              className={
                missing
                  ? 'inline-flex items-center gap-1 rounded-full border border-dashed border-amber-500 px-2 py-0.5 text-xs'
                  : 'inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50'
              }
            >
              {picture !== undefined ? (
                <img src={picture.dataUrl} alt="" className="size-4 rounded-full object-cover" />
              ) : null}
              @{c.name}
            </li>
          );
        })}
      </ul>
      {cast.missing.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-amber-800 dark:text-amber-300">
          <span>{t('storyboard.characters.missing', { names: names(cast.missing) })}</span>
          {remake !== null && job !== undefined ? (
            <Button
              variant="secondary"
              className="text-xs"
              aria-label={t('storyboard.characters.remake', { n, names: names(cast.wanted) })}
              onClick={() =>
                remake(
                  job,
                  cast.wanted.map((c) => c.name),
                )
              }
            >
              <RefreshCw aria-hidden="true" focusable="false" className="size-3.5" />
              {t('storyboard.characters.remakeShort')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
