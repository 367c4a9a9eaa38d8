import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { journalledUpdate, type Storyboard } from './storyboard-db';

type Edit = (board: Storyboard) => Storyboard;

/**
 * A storyboard as the person has just changed it. Every edit is written to IndexedDB, and the
 * page reads the boards back through a live query; between the two the page would show the old
 * board for a moment, so a radio clicked would spring back and a trim typed would flicker. Edits
 * not yet written are laid over the stored board, and the board this tab last wrote stands until
 * the live query catches up with it (a later write, from another tab too, wins). Shown before it
 * is written, each edit is journalled until it commits, so a reload in between keeps it.
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
  // The board as drawn with every edit so far, this render's or one made since it (two edits
  // before React draws again): what the journal keeps for a reload that comes first.
  const latest = useRef(shown);
  useLayoutEffect(() => {
    latest.current = shown;
  }, [shown]);
  const change = useCallback((edit: Edit) => {
    latest.current = edit(latest.current);
    setPending((p) => [...p, edit]);
    void journalledUpdate(latest.current, edit)
      .then((saved) => {
        if (saved !== null)
          setWritten((w) => (w !== null && w.updatedAt > saved.updatedAt ? w : saved));
      })
      .finally(() => setPending((p) => p.filter((e) => e !== edit)));
  }, []);
  return { shown, change };
}
