import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import { setAutoAddBoard, useAutoAddBoard } from '@/jobs/boards/auto-add';
import { useBoards } from '@/jobs/boards/boards-db';

/**
 * "New results go to <board>" beside Generate (issue 40), so nobody wonders where a take went:
 * drawn only once there is a board to choose, and kept on this device for every generator.
 */
export function AutoAddBoard() {
  const t = useT();
  const id = useId();
  const boards = useBoards();
  const chosen = useAutoAddBoard();
  if (boards === undefined || boards.length === 0) return null;
  // A board deleted (here or on another device) since it was chosen reads as none.
  const value = boards.some((b) => b.id === chosen) ? (chosen ?? '') : '';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-zinc-700 dark:text-zinc-300">
        {t('boards.autoAdd')}
      </label>
      <Select
        id={id}
        className="min-w-40"
        value={value}
        onChange={(event) => setAutoAddBoard(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('boards.autoAddNone')}</option>
        {boards.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
