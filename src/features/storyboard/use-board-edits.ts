import { useCallback, useState } from 'react';
import { updateStoryboard, type Storyboard } from './storyboard-db';

type Edit = (board: Storyboard) => Storyboard;

/**
 * A storyboard as the person has just changed it. Every edit is written to IndexedDB, and the
 * page reads the boards back through a live query; between the two the page would show the old
 * board for a moment, so a radio clicked would spring back and a trim typed would flicker. Edits
 * not yet written are laid over the stored board, and the board this tab last wrote stands until
 * the live query catches up with it (a later write, from another tab too, wins).
 */
export function useBoardEdits(board: Storyboard): {
  shown: Storyboard;
  change: (edit: Edit) => void;
} {
  const [written, setWritten] = useState<Storyboard | null>(null);
  const [pending, setPending] = useState<readonly Edit[]>([]);
  const base =
    written !== null && written.id === board.id && written.updatedAt >= board.updatedAt
      ? written
      : board;
  const shown = pending.reduce((b, edit) => edit(b), base);
  const id = board.id;
  const change = useCallback(
    (edit: Edit) => {
      setPending((p) => [...p, edit]);
      void updateStoryboard(id, edit)
        .then((saved) => {
          if (saved !== null)
            setWritten((w) => (w !== null && w.updatedAt > saved.updatedAt ? w : saved));
        })
        .finally(() => setPending((p) => p.filter((e) => e !== edit)));
    },
    [id],
  );
  return { shown, change };
}
