import { FolderInput } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { Board } from '@/jobs/boards/boards-db';
import { setOnBoard } from '@/jobs/ledger/person-edits';
import { cn } from '@/lib/cn';
import { carriesJob, droppedJob } from './job-drag';

/**
 * While a Library result is dragged, a list of the boards to drop it on, pinned to the top of the
 * window so it is in reach from any row (the Board filter is a combobox: its options take no
 * drop). A drop adds the result — the whole selection when the result dragged is in it — and
 * says so once the write has committed. Keyboard users have "Add to board" in the selection bar.
 */
export function BoardDropList({
  boards,
  dragged,
  onDone,
}: {
  boards: readonly Board[];
  /** The results a drag of this one carries: the selection when it is selected, else itself. */
  dragged: (jobId: string) => readonly string[];
  onDone: (words: string) => void;
}) {
  const t = useT();
  const [count, setCount] = useState<number | null>(null);
  const [over, setOver] = useState<string | null>(null);

  useEffect(() => {
    // The list is the page's: any tile's drag opens it, its end (dropped or not) closes it.
    const start = (event: DragEvent) => {
      if (!carriesJob(event.dataTransfer)) return;
      const id = (event.target as Element | null)
        ?.closest('[data-job-id]')
        ?.getAttribute('data-job-id');
      setCount(id == null ? 1 : dragged(id).length);
    };
    const end = () => {
      setCount(null);
      setOver(null);
    };
    document.addEventListener('dragstart', start);
    document.addEventListener('dragend', end);
    return () => {
      document.removeEventListener('dragstart', start);
      document.removeEventListener('dragend', end);
    };
  }, [dragged]);

  if (count === null) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-40 flex justify-center p-2"
      data-testid="board-drop-list"
    >
      <div className="flex max-w-3xl flex-col gap-2 rounded-lg border border-indigo-300 bg-white p-3 shadow-lg dark:border-indigo-700 dark:bg-zinc-900">
        <p id="board-drop-title" className="text-sm font-medium">
          {t('boards.drop.title', { count })}
        </p>
        {boards.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('boards.noBoards')}</p>
        ) : (
          <ul aria-labelledby="board-drop-title" className="flex flex-wrap gap-2">
            {boards.map((board) => (
              <li
                key={board.id}
                onDragEnter={(event) => {
                  if (carriesJob(event.dataTransfer)) setOver(board.id);
                }}
                onDragLeave={() => setOver((was) => (was === board.id ? null : was))}
                onDragOver={(event) => {
                  if (!carriesJob(event.dataTransfer)) return;
                  // Taking the drop: without this the browser refuses it.
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'copy';
                }}
                onDrop={(event) => {
                  const id = droppedJob(event.dataTransfer);
                  if (id === null) return;
                  event.preventDefault();
                  const ids = [...dragged(id)];
                  setCount(null);
                  setOver(null);
                  setOnBoard(ids, board.id, true).then(
                    () => onDone(t('boards.added', { count: ids.length, name: board.name })),
                    (error: unknown) =>
                      onDone(error instanceof Error ? error.message : String(error)),
                  );
                }}
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-md border-2 border-dashed border-zinc-300 px-3 py-2 text-sm dark:border-zinc-600',
                  over === board.id &&
                    'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950',
                )}
              >
                <FolderInput aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-words">{board.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
