import { ErrorLine } from '@/components/ui/field';
import { FolderMinus, FolderPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import { useBoards, type Board } from '@/jobs/boards/boards-db';
import type { Job } from '@/jobs/job';
import { setOnBoard } from '@/jobs/ledger/person-edits';

/**
 * "Add to board" for some results (the Library's selection, a result's dialog): which board is
 * asked in a dialog; what was done is said once the write has committed. "Remove from board" is
 * offered beside it while one board is looked at.
 */
export function AddToBoard({
  jobs,
  looking,
}: {
  jobs: readonly Job[];
  /** The board the Library shows, if one: its results can be taken off it. */
  looking?: Board | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const ids = jobs.map((job) => job.id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FolderPlus aria-hidden="true" className="size-4" />
        {t('boards.addToBoard')}
      </Button>
      {looking != null ? (
        <Button
          variant="secondary"
          onClick={() =>
            void setOnBoard(ids, looking.id, false).then(
              () => setNote(t('boards.removed', { count: ids.length, name: looking.name })),
              (error: unknown) => setNote(error instanceof Error ? error.message : String(error)),
            )
          }
        >
          <FolderMinus aria-hidden="true" className="size-4" />
          {t('boards.removeFromBoard')}
        </Button>
      ) : null}
      {note !== null ? (
        <p role="status" className="basis-full text-xs text-zinc-700 dark:text-zinc-300">
          {note}
        </p>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('boards.addTitle', { count: ids.length })}
      >
        {open ? (
          <ChooseBoard
            onCancel={() => setOpen(false)}
            onChosen={async (board) => {
              await setOnBoard(ids, board.id, true);
              setOpen(false);
              setNote(t('boards.added', { count: ids.length, name: board.name }));
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function ChooseBoard({
  onCancel,
  onChosen,
}: {
  onCancel: () => void;
  onChosen: (board: Board) => Promise<void>;
}) {
  const t = useT();
  const id = useId();
  const boards = useBoards();
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const board = boards?.find((b) => b.id === chosen) ?? boards?.[0];
  if (boards !== undefined && boards.length === 0)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t('boards.noBoards')}</p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('boards.cancel')}
          </Button>
        </div>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (board === undefined) return;
        setBusy(true);
        onChosen(board).catch((cause: unknown) => {
          setError(cause instanceof Error ? cause.message : String(cause));
          setBusy(false);
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('boards.which')}
        </label>
        <Select
          id={id}
          value={board?.id ?? ''}
          aria-busy={boards === undefined}
          onChange={(event) => setChosen(event.target.value)}
        >
          {(boards ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </div>
      {error !== null ? <ErrorLine>{error}</ErrorLine> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('boards.cancel')}
        </Button>
        <Button type="submit" disabled={busy || board === undefined}>
          {t('boards.add')}
        </Button>
      </div>
    </form>
  );
}
