import { Clapperboard } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { jobName } from '@/jobs/lineage';
import { useLedgerIndex } from '@/jobs/ledger/use-ledger';
import { hrefFor } from '@/lib/hash-route';
import { filmSources } from './film-sources';

const linkClass =
  'text-indigo-700 underline underline-offset-2 hover:text-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

/**
 * A film's lineage on its card and in its dialog: "Made from 3 shots", each shot a link that
 * opens it in the library (named as the library names it; one no longer there says so), and its
 * storyboard one click away.
 */
export function FilmLineage({ job }: { job: Job }) {
  const t = useT();
  const snapshot = useLedgerIndex();
  const sources = filmSources(job);
  if (sources === null) return null;
  return (
    <div
      role="group"
      aria-label={t('storyboard.film.lineage')}
      className="flex flex-col gap-1 text-sm"
    >
      <p className="flex items-center gap-1.5 text-xs font-medium text-zinc-600 dark:text-zinc-400">
        <Clapperboard aria-hidden="true" focusable="false" className="size-4 shrink-0" />
        {t('storyboard.film.madeFrom', { count: sources.shotIds.length })}
      </p>
      <ol className="flex flex-col gap-0.5">
        {sources.shotIds.map((id, index) => {
          const entry = snapshot?.get(id);
          const shot = entry?.ok === true ? entry.job : null;
          return (
            <li key={`${id}-${index}`}>
              {shot !== null ? (
                <a href={hrefFor('/library', { open: id })} className={`${linkClass} break-words`}>
                  {t('storyboard.film.shot', { n: index + 1, name: jobName(shot) })}
                </a>
              ) : (
                <span className="text-zinc-700 dark:text-zinc-300">
                  {t('storyboard.film.shotGone', { n: index + 1 })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <a
        href={hrefFor('/storyboard', { board: sources.storyboardId })}
        className={`${linkClass} self-start`}
      >
        {t('storyboard.film.openBoard')}
      </a>
    </div>
  );
}
