import { GitBranch } from 'lucide-react';
import type { Job } from '@/jobs/job';
import { childSentence, jobName, sourceSentence } from '@/jobs/lineage';
import { useLedgerIndex } from '@/jobs/ledger/use-ledger';
import { hrefFor } from '@/lib/hash-route';
import { useT } from '@/i18n/use-t';

const linkClass =
  'text-indigo-700 underline underline-offset-2 hover:text-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

/** Opening a job in the library's dialog: from a dialog, the same dialog moves to it. */
const openHref = (id: string) => hrefFor('/library', { open: id });

/**
 * Where a job came from and what was made from it (issue 13): "Remix of “…”" links to (opens) the
 * source; "Made from this" lists the derived jobs, each a link, and "Show all made from this" filters
 * the library to them. A source the ledger does not hold is named by its vendor id, without a link.
 */
export function Lineage({ job }: { job: Job }) {
  const t = useT();
  const snapshot = useLedgerIndex();
  // Kept by the index as jobs are written: no pass over the library per version.
  const children = snapshot?.childrenOf(job.id) ?? [];
  const source = job.source;
  if (source === null && children.length === 0) return null;
  const sourceEntry = source?.jobId ? snapshot?.get(source.jobId) : undefined;
  const sourceJob = sourceEntry?.ok ? sourceEntry.job : null;

  return (
    <div
      role="group"
      aria-label={t('gallery.lineage.label')}
      className="flex flex-col gap-1 text-sm"
    >
      {source !== null ? (
        <p className="flex items-start gap-1.5">
          <GitBranch
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400"
          />
          {sourceJob !== null ? (
            <a href={openHref(sourceJob.id)} className={`${linkClass} break-words`}>
              {sourceSentence(source, jobName(sourceJob))}
            </a>
          ) : (
            <span className="break-words text-zinc-700 dark:text-zinc-300">
              {sourceSentence(source, source.remoteId ?? t('gallery.lineage.notInLibrary'))}
            </span>
          )}
        </p>
      ) : null}
      {children.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
            {t('gallery.lineage.madeFromThis')}
          </p>
          <ul className="flex flex-col gap-0.5">
            {children.map((child) => (
              <li key={child.id}>
                <a href={openHref(child.id)} className={`${linkClass} break-words`}>
                  {childSentence(child)}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={hrefFor('/library', { from: job.id })}
            className={`${linkClass} self-start text-xs`}
          >
            {t('gallery.lineage.showAll')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
