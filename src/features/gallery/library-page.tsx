import { Clapperboard, SearchX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger';
import { useLedgerEntries } from '@/jobs/use-ledger';
import { hrefFor, navigate, replaceRoute, useHashRoute } from '@/lib/hash-route';
import { useNow } from '@/lib/use-now';
import { CardList } from './card-list';
import {
  allJobs,
  criteriaFromParams,
  findJobs,
  isNarrowed,
  libraryParams,
  openFromParams,
  type FindCriteria,
} from './find';
import { FindBar } from './find-bar';
import { GalleryGrid } from './gallery-grid';
import { GallerySkeleton } from './gallery-skeleton';
import { JobDialog } from './job-dialog';
import type { KindView } from './kind-view';
import { LibraryTransfer } from './library-transfer';
import { useViewMode } from './view-mode';
import { ViewToggle } from './view-toggle';

/** Writes the library's URL: a new history entry, or (typing, moving between results) in place. */
function go(criteria: FindCriteria, open: string | null, replace: boolean) {
  if (replace) replaceRoute('/library', libraryParams(criteria, open));
  else navigate('/library', libraryParams(criteria, open));
}

function tileOpener(id: string | null): HTMLElement | null {
  if (id === null) return null;
  return document.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(id)}"] [data-open]`);
}

const resultCount = (n: number) => (n === 1 ? '1 result' : `${n} results`);

/**
 * Every job of every generator, as a gallery of tiles or a list of detailed cards. What is found
 * (search, filters, order) and which job is open live in the URL, so a view can be shared, and
 * reload and Back work; Grid or List is this device's choice.
 */
export function LibraryPage({ kinds }: { kinds: Record<string, KindView> }) {
  const { params } = useHashRoute();
  const criteria = criteriaFromParams(params);
  const openId = openFromParams(params);
  const entries = useLedgerEntries();
  const mode = useViewMode();
  const now = useNow();
  // Whether the open dialog has a history entry of our making: closing then goes Back to it.
  const pushedOpen = useRef(false);
  // The job shown last, whose tile takes focus back when the dialog closes (Back included).
  const [lastOpen, setLastOpen] = useState(openId);
  if (openId !== null && openId !== lastOpen) setLastOpen(openId);

  const { q, kind, status, favourites, date, sort, profile } = criteria;
  const found = useMemo(() => {
    if (entries === undefined) return undefined;
    const jobs: Job[] = [];
    const broken: LedgerEntry[] = [];
    for (const entry of entries) {
      if (entry.ok) jobs.push(entry.job);
      else broken.push(entry);
    }
    const view = findJobs(jobs, { q, kind, status, favourites, date, sort, profile }, now);
    // An unreadable record cannot match a search, but stays in sight while nothing narrows.
    const shown: LedgerEntry[] = [
      ...(isNarrowed({ q, kind, status, favourites, date, sort, profile }) ? [] : broken),
      ...view.map((job) => ({ ok: true as const, job })),
    ];
    return { view, shown, all: entries.length };
  }, [entries, q, kind, status, favourites, date, sort, profile, now]);

  const openJob =
    openId === null || entries === undefined
      ? null
      : (entries.find((e): e is Extract<LedgerEntry, { ok: true }> => e.ok && e.job.id === openId)
          ?.job ?? null);
  const index =
    openJob === null || found === undefined ? -1 : found.view.findIndex((j) => j.id === openJob.id);

  const open = (id: string) => {
    pushedOpen.current = true;
    go(criteria, id, false);
  };
  const close = () => {
    if (pushedOpen.current) {
      pushedOpen.current = false;
      window.history.back();
    } else go(criteria, null, true);
  };
  const move = (step: -1 | 1) => {
    const next = found?.view[index + step];
    if (next !== undefined) go(criteria, next.id, true);
  };

  return (
    <section className="flex flex-col gap-6" aria-labelledby="library-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 id="library-title" className="text-2xl font-semibold tracking-tight">
            Library
          </h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Everything you have made, on this device.
          </p>
        </div>
        <LibraryTransfer />
      </header>

      <FindBar
        criteria={criteria}
        kinds={kinds}
        onChange={(next, how) => go(next, null, how?.typing === true)}
      />

      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 pb-3 dark:border-zinc-800">
        <div className="flex items-center gap-3 text-sm text-zinc-600 dark:text-zinc-400">
          <p role="status" aria-live="polite">
            {found === undefined ? '' : resultCount(found.view.length)}
          </p>
          {isNarrowed(criteria) && found !== undefined && found.shown.length > 0 ? (
            <a
              className="text-indigo-700 underline dark:text-indigo-300"
              href={hrefFor('/library', libraryParams({ ...allJobs, sort: criteria.sort }))}
            >
              Clear filters
            </a>
          ) : null}
        </div>
        <ViewToggle />
      </div>

      {/* Result cards and tiles use h3; this keeps the outline h1 → h2 → h3. */}
      <h2 className="sr-only">Jobs</h2>
      {found === undefined ? (
        <GallerySkeleton />
      ) : found.all === 0 ? (
        <EmptyState
          icon={Clapperboard}
          title="Your library is empty"
          headingLevel={3}
          action={
            <a
              href={hrefFor('/video')}
              className="inline-flex items-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
            >
              Make your first video
            </a>
          }
        >
          Every video, clip, song and lookup you make is kept here, with its settings, so you can
          find it, watch it again and make it again.
        </EmptyState>
      ) : found.shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No jobs match"
          headingLevel={3}
          action={
            <Button
              variant="secondary"
              onClick={() => go({ ...allJobs, sort: criteria.sort }, null, false)}
            >
              Clear filters
            </Button>
          }
        >
          Nothing in the library matches this search and these filters.
        </EmptyState>
      ) : mode === 'grid' ? (
        <GalleryGrid entries={found.shown} kinds={kinds} onOpen={open} />
      ) : (
        <CardList entries={found.shown} kinds={kinds} />
      )}

      <JobDialog
        job={openJob}
        kind={openJob === null ? { label: '' } : (kinds[openJob.kind] ?? { label: openJob.kind })}
        position={index >= 0 && found !== undefined ? { index, count: found.view.length } : null}
        onClose={close}
        onMove={move}
        returnFocus={() => tileOpener(lastOpen)}
      />
    </section>
  );
}
