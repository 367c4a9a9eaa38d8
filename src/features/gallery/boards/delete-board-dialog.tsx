import { Trash2 } from 'lucide-react';
import { ErrorLine } from '@/components/ui/field';
import { RadioCard } from '@/components/ui/radio-card';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';
import { boardContents, deleteBoard } from '@/jobs/boards/board-actions';
import type { Board } from '@/jobs/boards/boards-db';

/**
 * "Delete board": asks whether its results stay (the default) or go too — two cards, the second in
 * the danger tone — and says how many are on it and how many a storyboard uses, before anything
 * is deleted. Its button is a delete's either way, and names the results when they go too.
 */
export function DeleteBoardDialog({
  board,
  onClose,
  onDeleted,
}: {
  board: Board | null;
  onClose: () => void;
  onDeleted: (words: string) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={board !== null}
      onClose={onClose}
      title={board === null ? '' : t('boards.deleteTitle', { name: board.name })}
    >
      {board !== null ? (
        <DeleteBoardForm board={board} onClose={onClose} onDeleted={onDeleted} />
      ) : null}
    </Dialog>
  );
}

function DeleteBoardForm({
  board,
  onClose,
  onDeleted,
}: {
  board: Board;
  onClose: () => void;
  onDeleted: (words: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [contents, setContents] = useState<{ ids: string[]; used: number } | null>(null);
  const [removeResults, setRemoveResults] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void boardContents(board.id).then(
      (found) => live && setContents(found),
      () => live && setContents({ ids: [], used: 0 }),
    );
    return () => {
      live = false;
    };
  }, [board.id]);

  async function confirm() {
    setBusy(true);
    try {
      const count = await deleteBoard(board.id, { removeResults });
      onClose();
      onDeleted(
        removeResults
          ? t('boards.deletedRemoved', { name: board.name, count })
          : t('boards.deletedKept', { name: board.name, count }),
      );
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" aria-busy={contents === null}>
        {contents === null
          ? '…'
          : t('boards.deleteBody', { count: contents.ids.length, used: contents.used })}
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('boards.deleteWhat')}</legend>
        <RadioCard
          name={id}
          checked={!removeResults}
          onChange={() => setRemoveResults(false)}
          title={t('boards.keepResults')}
          description={t('boards.keepResults.about')}
        />
        <RadioCard
          name={id}
          tone="danger"
          checked={removeResults}
          onChange={() => setRemoveResults(true)}
          title={t('boards.removeResults')}
          description={t('boards.removeResults.about')}
        />
      </fieldset>
      {error !== null ? <ErrorLine>{error}</ErrorLine> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('boards.cancel')}
        </Button>
        {/* A delete either way: the danger style, and the results named when they go too. */}
        <Button
          variant="destructive"
          disabled={busy || contents === null}
          onClick={() => void confirm()}
        >
          <Trash2 aria-hidden="true" focusable="false" className="size-4" />
          {removeResults && contents !== null
            ? t('boards.deleteConfirmWithResults', { count: contents.ids.length })
            : t('boards.deleteConfirm')}
        </Button>
      </div>
    </div>
  );
}
