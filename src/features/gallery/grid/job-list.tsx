import type { LedgerEntry } from '@/jobs/ledger/records';
import { shownInLibrary } from '@/jobs/library-view';
import { isCleared } from '@/jobs/forms/recent-cleared';
import type { JobStatus } from '@/jobs/status';
import { useLedgerView } from '@/jobs/ledger/use-ledger';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useT } from '@/i18n/use-t';

export interface JobFilter {
  kind?: string | null;
  /** Kinds shown beside `kind` (a page's other kinds of job: Image's picture edits). */
  alsoKinds?: readonly string[];
  status?: JobStatus | null;
  /** The Library's status rule (`shownInLibrary`): with no status chosen, jobs never started are left out. */
  library?: boolean;
  /** A generator page's "Clear finished": jobs finished by then are left out (`isCleared`). */
  clearedBefore?: number | null;
}

function matches(entry: LedgerEntry, filter: JobFilter): boolean {
  if (!entry.ok) return !filter.kind && !filter.status;
  return (
    !isCleared(entry.job, filter.clearedBefore ?? null) &&
    (!filter.kind ||
      entry.job.kind === filter.kind ||
      (filter.alsoKinds ?? []).includes(entry.job.kind)) &&
    (filter.library
      ? shownInLibrary(entry.job.status, filter.status)
      : !filter.status || entry.job.status === filter.status)
  );
}

/** Names the filter for `useLedgerView`: every field `matches` reads. */
const filterKey = (filter: JobFilter) =>
  `job-list:${[filter.kind ?? '', ...(filter.alsoKinds ?? [])].join('+')}:${filter.status ?? ''}:${filter.library === true}:${filter.clearedBefore ?? ''}`;

/**
 * The cards' code (a card's player, notes, actions), fetched with the first job to show: a first
 * visit's page has none, so its first screen does not wait for it (issue 57).
 */
const CardList = lazy(() => import('./card-list').then((m) => ({ default: m.CardList })));

/** A generator's recent jobs beside its form: the ledger's, newest first, as detailed cards. */
export function JobList({
  filter,
  empty,
  columns = 2,
  pageSize = 48,
}: {
  filter: JobFilter;
  empty: string;
  columns?: 1 | 2;
  pageSize?: number;
}) {
  const t = useT();
  // Kept from write to write: a poll tick re-filters the one job it changed, not the library.
  const matching = useLedgerView(filterKey(filter), (e) => matches(e, filter));
  // While the cards' code is on its way, what the list showed stays (a page's first job: "No jobs
  // yet" until its card can be drawn), rather than a "Loading…" line standing in for it: that
  // swap moved a phone's page under a held press (drafts.spec). Said alike while the ledger is
  // read and, on a page opened with jobs, while the cards' code comes.
  const shown = useDeferredValue(matching);
  const loading = <ListNote>{t('gallery.loading')}</ListNote>;
  return (
    <Suspense fallback={loading}>
      {shown === undefined ? (
        loading
      ) : shown.length === 0 ? (
        <ListNote>{empty}</ListNote>
      ) : (
        <CardList entries={shown} columns={columns} pageSize={pageSize} />
      )}
    </Suspense>
  );
}

/** A line in the list's place: loading, or why there is nothing. */
function ListNote({ children }: { children: string }) {
  return <p className="text-sm text-zinc-500 dark:text-zinc-400">{children}</p>;
}
