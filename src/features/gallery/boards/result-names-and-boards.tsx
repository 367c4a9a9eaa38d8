import { Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useBoards } from '@/jobs/boards/boards-db';
import type { Job } from '@/jobs/job';
import { renameJob, setOnBoard } from '@/jobs/ledger/person-edits';
import { cleanName, NAME_MAX, shortStyle } from '@/jobs/names';
import { tileView } from '@/features/gallery/grid/tile-view';
import { useJobView } from '@/features/gallery/job/use-job-view';
import { AddToBoard } from './add-to-board';
import { NameDialog } from './name-dialog';

/**
 * A result's **Rename** (issue 40): its name, shown and searched before its prompt. A result never
 * renamed starts from the name it is shown by (issue 54), cut to a name's length.
 */
export function RenameResult({ job }: { job: Job }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const shown = tileView(job, useJobView(job)).heading;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('names.rename')}
      </Button>
      <NameDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('names.renameTitle')}
        label={t('names.label')}
        hint={t('names.help')}
        initial={job.name ?? shortStyle(shown, NAME_MAX)}
        submitLabel={t('names.save')}
        onSubmit={(name) => renameJob(job.id, cleanName(name))}
        extra={
          job.name !== null ? (
            <Button
              variant="ghost"
              onClick={() => void renameJob(job.id, null).then(() => setOpen(false))}
            >
              {t('names.clear')}
            </Button>
          ) : null
        }
      />
    </>
  );
}

/** The boards a result is on, each with a way off it, and "Add to board". */
export function ResultBoards({ job }: { job: Job }) {
  const t = useT();
  const boards = useBoards();
  const on = (boards ?? []).filter((board) => job.boards.includes(board.id));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-busy={boards === undefined}>
      <span className="font-medium">{t('boards.onBoards')}:</span>
      {boards !== undefined && on.length === 0 ? (
        <span className="text-zinc-600 dark:text-zinc-400">{t('boards.onNone')}</span>
      ) : null}
      <ul className="flex flex-wrap gap-1" aria-label={t('boards.onBoards')}>
        {on.map((board) => (
          <li
            key={board.id}
            className="flex items-center gap-1 rounded-full border border-zinc-300 py-0.5 pr-1 pl-2 dark:border-zinc-700"
          >
            {board.name}
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-zinc-200 dark:hover:bg-zinc-800"
              aria-label={t('boards.removeFrom', { name: board.name })}
              onClick={() => void setOnBoard([job.id], board.id, false)}
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </li>
        ))}
      </ul>
      <AddToBoard jobs={[job]} />
    </div>
  );
}
