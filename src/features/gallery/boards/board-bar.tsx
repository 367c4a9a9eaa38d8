import { Archive, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import { createBoard, renameBoard, useBoards, type Board } from '@/jobs/boards/boards-db';
import type { Job } from '@/jobs/job';
import { notOnABoard, type FindCriteria } from '@/features/gallery/find/find';
import { useSelectionZip } from '@/features/gallery/selection/use-selection-zip';
import { ZipProgress } from '@/features/gallery/selection/zip-progress';
import { BoardDropList } from './board-drop-list';
import { DeleteBoardDialog } from './delete-board-dialog';
import { NameDialog } from './name-dialog';

type Asking = { what: 'new' } | { what: 'rename'; board: Board } | { what: 'delete'; board: Board };

/**
 * The Library's boards (issue 40): which board is looked at (**Board**: "All results", "Not on a
 * board", or one board, kept in the URL with the other filters), **New board**, and for the board
 * looked at: rename, delete and **Download board** (a zip of what the view shows, search and
 * filters included, as the selection's zip is).
 */
export function BoardBar({
  criteria,
  onChange,
  view,
  dragged,
}: {
  criteria: FindCriteria;
  onChange: (next: FindCriteria) => void;
  /** The jobs the view shows, once complete (null while the index still reads). */
  view: readonly Job[] | null;
  /** The results a drag of one tile carries (the selection when it is in it). */
  dragged: (jobId: string) => readonly string[];
}) {
  const t = useT();
  const id = useId();
  const boards = useBoards();
  const zip = useSelectionZip();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const chosen = criteria.board ?? null;
  const board = boards?.find((b) => b.id === chosen) ?? null;
  const names = (except: string | null) =>
    (boards ?? []).filter((b) => b.id !== except).map((b) => b.name);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t('boards.filter')}
          </label>
          <Select
            id={id}
            value={chosen ?? ''}
            aria-busy={boards === undefined}
            onChange={(event) => {
              setNote(null);
              onChange({
                ...criteria,
                board: event.target.value === '' ? null : event.target.value,
              });
            }}
          >
            <option value="">{t('boards.all')}</option>
            <option value={notOnABoard}>{t('boards.none')}</option>
            {(boards ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
            {/* A board in the URL that is not (or not yet) read still reads as chosen. */}
            {chosen !== null && chosen !== notOnABoard && board === null ? (
              <option value={chosen}>{chosen}</option>
            ) : null}
          </Select>
        </div>
        <Button variant="secondary" onClick={() => setAsking({ what: 'new' })}>
          <FolderPlus aria-hidden="true" className="size-4" />
          {t('boards.new')}
        </Button>
        {board !== null ? (
          <>
            <Button variant="secondary" onClick={() => setAsking({ what: 'rename', board })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('boards.rename')}
            </Button>
            <Button
              variant="secondary"
              disabled={view === null || view.length === 0 || zip.state.phase === 'running'}
              onClick={() => view !== null && void zip.start(view, board.name)}
            >
              <Archive aria-hidden="true" className="size-4" />
              {t('boards.download')}
            </Button>
            <Button variant="danger" onClick={() => setAsking({ what: 'delete', board })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('boards.delete')}
            </Button>
          </>
        ) : null}
      </div>
      <BoardDropList boards={boards ?? []} dragged={dragged} onDone={setNote} />
      <ZipProgress state={zip.state} onCancel={zip.cancel} onDismiss={zip.dismiss} />
      {note !== null ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {note}
        </p>
      ) : null}
      <NameDialog
        open={asking?.what === 'new'}
        onClose={() => setAsking(null)}
        title={t('boards.new')}
        label={t('boards.name')}
        initial=""
        taken={names(null)}
        submitLabel={t('boards.create')}
        onSubmit={async (name) => {
          const made = await createBoard(name);
          // The new board is opened: it is where the person is about to put things.
          onChange({ ...criteria, board: made.id });
        }}
      />
      <NameDialog
        open={asking?.what === 'rename'}
        onClose={() => setAsking(null)}
        title={
          asking?.what === 'rename' ? t('boards.renameTitle', { name: asking.board.name }) : ''
        }
        label={t('boards.name')}
        initial={asking?.what === 'rename' ? asking.board.name : ''}
        taken={names(asking?.what === 'rename' ? asking.board.id : null)}
        submitLabel={t('boards.save')}
        onSubmit={(name) =>
          asking?.what === 'rename' ? renameBoard(asking.board.id, name) : Promise.resolve()
        }
      />
      <DeleteBoardDialog
        board={asking?.what === 'delete' ? asking.board : null}
        onClose={() => setAsking(null)}
        onDeleted={(words) => {
          setNote(words);
          onChange({ ...criteria, board: null });
        }}
      />
    </div>
  );
}
