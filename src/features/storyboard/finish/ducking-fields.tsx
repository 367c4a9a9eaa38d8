import { useId } from 'react';
import { controlClass } from '@/components/ui/control';
import { ErrorLine } from '@/components/ui/field';
import { useT } from '@/i18n/use-t';
import type { Storyboard } from '../board/storyboard-db';
import { DUCK_DB_MAX, DUCK_DB_MIN, zDuckDb } from './ducking';
import { useCheckedNumber } from './use-checked-number';

/**
 * Ducking (issue 54 item 10): **Lower the song under the shots’ sound** and by how many decibels
 * (checked by `zDuckDb`; a number out of range is said beside the field and not kept).
 */
export function DuckingFields({
  board,
  onChange,
}: {
  board: Storyboard;
  onChange: (edit: (board: Storyboard) => Storyboard) => void;
}) {
  const t = useT();
  const id = useId();
  const { on, db } = board.ducking;
  const amount = useCheckedNumber(zDuckDb, db, (value) =>
    onChange((b) => ({ ...b, ducking: { ...b.ducking, db: value } })),
  );
  const problem = amount.problem;
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <label className="flex min-h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={on}
          aria-describedby={`${id}-help`}
          onChange={(e) => {
            const checked = e.target.checked;
            onChange((b) => ({ ...b, ducking: { ...b.ducking, on: checked } }));
          }}
          className="size-4 accent-indigo-600"
        />
        {t('storyboard.duck.on')}
      </label>
      {on ? (
        <div className="flex w-32 flex-col gap-1">
          <label htmlFor={`${id}-db`} className="text-xs font-medium">
            {t('storyboard.duck.db')}
          </label>
          <input
            id={`${id}-db`}
            type="number"
            inputMode="numeric"
            min={DUCK_DB_MIN}
            max={DUCK_DB_MAX}
            step={1}
            className={controlClass}
            value={amount.text}
            aria-invalid={problem !== null ? true : undefined}
            aria-describedby={problem !== null ? `${id}-problem` : `${id}-help`}
            onChange={(e) => amount.change(e.target.value)}
          />
        </div>
      ) : null}
      {on && problem !== null ? (
        <ErrorLine id={`${id}-problem`}>{problem}</ErrorLine>
      ) : (
        <p id={`${id}-help`} className="w-full text-xs text-muted">
          {on ? t('storyboard.duck.helpOn', { db }) : t('storyboard.duck.helpOff')}
        </p>
      )}
    </div>
  );
}
