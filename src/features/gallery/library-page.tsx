import { Clapperboard } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { shownInLibrary } from '@/jobs/library-view';
import type { JobStatus } from '@/jobs/status';
import { useLedgerIndexEarly } from '@/jobs/ledger/use-ledger';
import { hrefFor, navigate, replaceRoute, useHashRoute } from '@/lib/hash-route';
import { useNow } from '@/lib/use-now';
import { useT } from '@/i18n/use-t';
import { VirtualCardList } from '@/features/gallery/grid/virtual-card-list';
import { CompareButton } from '@/features/gallery/compare/compare-button';
import { comparableMedia } from '@/features/gallery/compare/compare-link';
import {
  allJobs,
  criteriaFromParams,
  isNarrowed,
  libraryParams,
  openFromParams,
  type FindCriteria,
} from '@/features/gallery/find/find';
import { dialogWalk } from '@/features/gallery/job/batch';
import { FindBar } from '@/features/gallery/find/find-bar';
import { findInIndex } from '@/features/gallery/find/find-in-index';
import { GalleryGrid } from '@/features/gallery/grid/gallery-grid';
import { GallerySkeleton } from '@/features/gallery/grid/gallery-skeleton';
import { LibraryHeading } from './library-heading';
import { NothingFound } from './nothing-found';
import { AddToBoard } from '@/features/gallery/boards/add-to-board';
import { BoardBar } from '@/features/gallery/boards/board-bar';
import { useBoards } from '@/jobs/boards/boards-db';
import { LibraryTransfer } from './library-transfer';
import { SelectAllBox } from '@/features/gallery/selection/select-all-box';
import { SelectionBar } from '@/features/gallery/selection/selection-bar';
import {
  clickBox,
  noSelection,
  selectAll,
  withinView,
  type Selection,
} from '@/features/gallery/selection/selection';
import { useSyncConfig } from '@/jobs/sync/sync-config';
import { useLibraryShortcuts } from './use-library-shortcuts';
import { useViewMode } from '@/features/gallery/grid/view-mode';
import { ViewToggle } from '@/features/gallery/grid/view-toggle';

// The open result and the comparison are chunks of their own, fetched the first time one opens
// (or, on a cold start at `?open=` / `?compare=`, with the library).
const JobDialog = lazy(() =>
  import('@/features/gallery/job/job-dialog').then((m) => ({ default: m.JobDialog })),
);
const CompareView = lazy(() =>
  import('@/features/gallery/compare/compare-view').then((m) => ({ default: m.CompareView })),
);

/** Writes the library's URL: a new history entry, or (typing, moving between results) in place. */
function go(criteria: FindCriteria, open: string | null, replace: boolean) {
  if (replace) replaceRoute('/library', libraryParams(criteria, open));
  else navigate('/library', libraryParams(criteria, open));
}

function tileOpener(id: string | null): HTMLElement | null {
  if (id === null) return null;
  return document.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(id)}"] [data-open]`);
}

/**
 * Every job of every generator, as a gallery of tiles or a list of detailed cards. What is found
 * (search, filters, order) and which job is open live in the URL, so a view can be shared, and
 * reload and Back work; Grid or List is this device's choice.
 */
export function LibraryPage() {
  const { params } = useHashRoute();
  const criteria = criteriaFromParams(params);
  const openId = openFromParams(params);
  const ledger = useLedgerIndexEarly();
  const boards = useBoards();
  const mode = useViewMode();
  const now = useNow();
  const t = useT();
  const syncedLibrary = useSyncConfig()?.library ?? null;
  // Whether the open dialog has a history entry of our making: closing then goes Back to it.
  const pushedOpen = useRef(false);
  // The job shown last, whose tile takes focus back when the dialog closes (Back included).
  const [lastOpen, setLastOpen] = useState(openId);
  if (openId !== null && openId !== lastOpen) setLastOpen(openId);

  const { q, kind, status, favourites, date, sort, from, profile, board } = criteria;
  const narrowed = isNarrowed(criteria);
  // Unreadable records, found once per version of the index rather than on every keystroke.
  const broken = useMemo(
    () => (ledger === undefined ? [] : ledger.entries.filter((e) => !e.ok)),
    [ledger],
  );
  const found = useMemo(() => {
    if (ledger === undefined) return undefined;
    if (!ledger.complete) {
      // The newest records, read ahead of the rest: enough for the first screen of the default
      // view. Any narrowing or the other order needs the whole table, so it waits for it.
      if (narrowed || sort !== 'newest' || ledger.entries.length === 0) return undefined;
      const view = findInIndex(ledger.jobs, allJobs, now);
      let count = 0;
      for (const [status, n] of ledger.statusCounts ?? [])
        if (shownInLibrary(status as JobStatus, null)) count += n;
      const shown = [...broken, ...view.map((job) => ({ ok: true as const, job }))];
      return shown.length === 0 ? undefined : { view, shown, all: null, count };
    }
    const criteria = { q, kind, status, favourites, date, sort, from, profile, board };
    const view = findInIndex(ledger.jobs, criteria, now);
    // An unreadable record cannot match a search, but stays in sight while nothing narrows.
    const shown: LedgerEntry[] =
      narrowed || broken.length === 0
        ? view.map((job) => ({ ok: true as const, job }))
        : [...broken, ...view.map((job) => ({ ok: true as const, job }))];
    return { view, shown, all: ledger.entries.length, count: view.length };
  }, [
    ledger,
    broken,
    narrowed,
    q,
    kind,
    status,
    favourites,
    date,
    sort,
    from,
    profile,
    board,
    now,
  ]);

  const openEntry = openId === null || ledger === undefined ? undefined : ledger.get(openId);
  const openJob = openEntry?.ok === true ? openEntry.job : null;
  // Mounted from the first open on: closing then runs the dialog's own close and focus return.
  const [dialogWanted, setDialogWanted] = useState(openJob !== null);
  if (openJob !== null && !dialogWanted) setDialogWanted(true);
  const [compareWanted, setCompareWanted] = useState(false);
  if (params.has('compare') && !compareWanted) setCompareWanted(true);
  // A job of a batch walks its batch; any other walks what was found (once the view is complete).
  const walk = useMemo(
    () =>
      dialogWalk(
        openJob,
        found === undefined || found.all === null ? undefined : found.view,
        ledger?.entries,
      ),
    [openJob, found, ledger],
  );

  // The selection follows the view (see `selection.ts`): what leaves it is let go. Only a
  // complete view can be selected from, so "Select all" never means "all of the first screen".
  const viewIds = useMemo(
    () => (found === undefined || found.all === null ? null : found.view.map((job) => job.id)),
    [found],
  );
  const viewSet = useMemo(() => (viewIds === null ? null : new Set(viewIds)), [viewIds]);
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [prunedFor, setPrunedFor] = useState(viewSet);
  if (viewSet !== prunedFor) {
    setPrunedFor(viewSet);
    if (viewSet !== null) setSelection((current) => withinView(current, viewSet));
  }
  const onToggle = useCallback(
    (id: string, shift: boolean) =>
      setSelection((current) => clickBox(current, id, viewIds ?? [], shift)),
    [viewIds],
  );
  const selectable = useMemo(
    () => (viewIds === null ? undefined : { ids: selection.ids, onToggle }),
    [viewIds, selection.ids, onToggle],
  );
  // A dragged tile carries the selection when it is in it, else itself (drag onto a board).
  const dragged = useCallback(
    (id: string): readonly string[] => (selection.ids.has(id) ? [...selection.ids] : [id]),
    [selection.ids],
  );
  const selectedJobs = useMemo(
    () =>
      found === undefined || selection.ids.size === 0
        ? []
        : found.view.filter((job) => selection.ids.has(job.id)),
    [found, selection.ids],
  );

  // The open job's tile stays drawn while the dialog is over it, so closing gives it focus back.
  const keep = useMemo(() => (lastOpen === null ? [] : [lastOpen]), [lastOpen]);

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
  useLibraryShortcuts({ openId: openJob === null ? null : openJob.id, onOpen: open });
  const move = (step: -1 | 1) => {
    const next = walk === null ? undefined : walk.jobs[walk.index + step];
    if (next !== undefined) go(criteria, next.id, true);
  };

  return (
    <section className="flex flex-col gap-6" aria-labelledby="library-title">
      <LibraryHeading synced={syncedLibrary}>
        <LibraryTransfer />
      </LibraryHeading>

      <BoardBar
        criteria={criteria}
        onChange={(next) => go(next, null, false)}
        view={found === undefined || found.all === null ? null : found.view}
        dragged={dragged}
      />

      <FindBar criteria={criteria} onChange={(next, how) => go(next, null, how?.typing === true)} />

      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 pb-3 dark:border-zinc-800">
        <div className="flex items-center gap-3 text-sm text-zinc-600 dark:text-zinc-400">
          {viewIds !== null && viewIds.length > 0 ? (
            <SelectAllBox
              selection={selection}
              total={viewIds.length}
              onChange={(all) => setSelection(all ? selectAll(viewIds) : noSelection)}
            />
          ) : null}
          <p role="status" aria-live="polite">
            {found === undefined ? '' : t('gallery.find.resultCount', { count: found.count })}
          </p>
          {narrowed && found !== undefined && found.shown.length > 0 ? (
            <a
              className="text-indigo-700 underline dark:text-indigo-300"
              href={hrefFor('/library', libraryParams({ ...allJobs, sort: criteria.sort }))}
            >
              {t('gallery.find.clearFilters')}
            </a>
          ) : null}
        </div>
        <ViewToggle />
      </div>

      {/* Result cards and tiles use h3; this keeps the outline h1 → h2 → h3. */}
      <h2 className="sr-only">{t('gallery.jobsHeading')}</h2>
      {found === undefined ? (
        <GallerySkeleton />
      ) : found.all === 0 ? (
        <EmptyState
          icon={Clapperboard}
          title={t('gallery.empty.title')}
          headingLevel={3}
          action={
            <a
              href={hrefFor('/video')}
              className="inline-flex items-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
            >
              {t('gallery.empty.action')}
            </a>
          }
        >
          {t('gallery.empty.body')}
        </EmptyState>
      ) : found.shown.length === 0 ? (
        <NothingFound
          criteria={criteria}
          onShowAll={() => go({ ...allJobs, sort: criteria.sort }, null, false)}
        />
      ) : mode === 'grid' ? (
        <GalleryGrid entries={found.shown} onOpen={open} keep={keep} selection={selectable} />
      ) : (
        <VirtualCardList entries={found.shown} keep={keep} selection={selectable} />
      )}

      {selectedJobs.length > 0 ? (
        <SelectionBar
          jobs={selectedJobs}
          onClear={() => setSelection(noSelection)}
          // Two results side by side: offered when exactly two are selected and each has a result
          // to play (the job view's `compare` rule), never for a failed or waiting job.
          extraActions={(jobs) => (
            <>
              <AddToBoard jobs={jobs} looking={boards?.find((b) => b.id === board) ?? null} />
              {jobs.length === 2 && jobs.every((job) => comparableMedia(job).length > 0) ? (
                <CompareButton ids={jobs.map((job) => job.id)} />
              ) : null}
            </>
          )}
        />
      ) : null}

      {dialogWanted ? (
        <Suspense fallback={null}>
          <JobDialog
            job={openJob}
            position={
              walk === null
                ? null
                : { index: walk.index, count: walk.jobs.length, batch: walk.batch }
            }
            onClose={close}
            onMove={move}
            returnFocus={() => tileOpener(lastOpen)}
          />
        </Suspense>
      ) : null}
      {compareWanted ? (
        <Suspense fallback={null}>
          <CompareView />
        </Suspense>
      ) : null}
    </section>
  );
}
