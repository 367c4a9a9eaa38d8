import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import type { Job } from '@/jobs/job';
import { offered } from '@/jobs/job-view';
import { CompareWith } from '@/features/gallery/compare/compare-with';
import { DownloadButton } from './download-button';
import { JobCard } from './job-card';
import { RenameResult, ResultBoards } from '@/features/gallery/boards/result-names-and-boards';
import { useKindView } from './kinds';
import { tileView } from '@/features/gallery/grid/tile-view';
import { useJobView } from './use-job-view';
import { FitPlayersInDialog } from './video-shape';
import { useT } from '@/i18n/use-t';

/** Keys a focused control uses for itself: a player seeks with ←/→, a field moves its cursor. */
function ownsArrows(target: EventTarget): boolean {
  return (
    target instanceof HTMLMediaElement ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * One job, large: its title and actions (previous/next), then the job's
 * whole card — the star, the player, prompt, every parameter, ids, notes, Download, the raw record
 * and Remove — so the dialog and the list show the same things under the same names.
 */
export function JobDialog({
  job,
  position,
  onClose,
  onMove,
  returnFocus,
}: {
  job: Job | null;
  /** "3 of 12" in the current view, when the job is in it; `batch`: among the variations it was made with. */
  position: { index: number; count: number; batch?: boolean } | null;
  onClose: () => void;
  onMove: (step: -1 | 1) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT();
  // Closed, it names nothing (an empty kind has no view).
  const kind = useKindView(job?.kind ?? '');
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      size="xl"
      returnFocus={returnFocus}
      title={job === null ? '' : <DialogTitle job={job} />}
      description={
        position === null
          ? kind.label
          : position.batch === true
            ? t('gallery.dialog.variationPosition', {
                kind: kind.label,
                n: position.index + 1,
                count: position.count,
              })
            : t('gallery.dialog.position', {
                kind: kind.label,
                n: position.index + 1,
                count: position.count,
              })
      }
    >
      {job !== null ? <DialogBody job={job} position={position} onMove={onMove} /> : null}
    </Dialog>
  );
}

function DialogTitle({ job }: { job: Job }) {
  const view = useJobView(job);
  return <span className="line-clamp-2">{tileView(job, view).heading}</span>;
}

function DialogBody({
  job,
  position,
  onMove,
}: {
  job: Job;
  position: { index: number; count: number } | null;
  onMove: (step: -1 | 1) => void;
}) {
  const t = useT();
  const kind = useKindView(job.kind);
  const view = useJobView(job);
  const download = offered(view, 'download');
  const hasPrevious = position !== null && position.index > 0;
  const hasNext = position !== null && position.index < position.count - 1;
  // Arrow keys anywhere in the dialog (the page behind is inert) move between results; a player
  // or a field keeps its own. On the window, so the Close button's focus counts too.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.target === null ||
        ownsArrows(event.target)
      )
        return;
      if (event.key === 'ArrowLeft' && hasPrevious) {
        event.preventDefault();
        onMove(-1);
      } else if (event.key === 'ArrowRight' && hasNext) {
        event.preventDefault();
        onMove(1);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasPrevious, hasNext, onMove]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {/* The card below has the star, and Download beside each plain result; a generator with
            its own result view gets one Download here for its first medium. */}
        {download !== null && view.download !== null && kind.Result !== undefined ? (
          <DownloadButton job={job} media={view.download} action={download} />
        ) : null}
        <CompareWith job={job} action={offered(view, 'compare')} />
        <RenameResult job={job} />
        {position !== null && position.count > 1 ? (
          <div className="ml-auto flex items-center gap-1">
            <IconButton
              icon={ChevronLeft}
              label={t('gallery.dialog.previous')}
              variant="secondary"
              disabled={!hasPrevious}
              onClick={() => onMove(-1)}
            />
            <IconButton
              icon={ChevronRight}
              label={t('gallery.dialog.next')}
              variant="secondary"
              disabled={!hasNext}
              onClick={() => onMove(1)}
            />
          </div>
        ) : null}
      </div>
      <ResultBoards job={job} />
      {/* Its player fits the room below it, controls in sight without scrolling (issue 54). */}
      <FitPlayersInDialog value>
        <JobCard job={job} />
      </FitPlayersInDialog>
    </div>
  );
}
