import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import { useBoards } from '@/jobs/boards/boards-db';

/**
 * The Library board a storyboard belongs to (issue 40): its exported films are put on it. A board
 * deleted since reads as none here, and the next film goes on no board.
 */
export function LibraryBoardField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (board: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const boards = useBoards();
  const known = value !== null && boards?.some((b) => b.id === value) === true;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('storyboard.libraryBoard')}
      </label>
      <Select
        id={id}
        value={known ? value : ''}
        aria-describedby={`${id}-help`}
        aria-busy={boards === undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{t('storyboard.libraryBoard.none')}</option>
        {(boards ?? []).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Select>
      <p id={`${id}-help`} className="text-xs text-muted">
        {t('storyboard.libraryBoard.help')}
      </p>
    </div>
  );
}
