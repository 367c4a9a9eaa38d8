import { useEffect, useRef } from 'react';
import { useT } from '@/i18n/use-t';
import { allState, type Selection } from './selection';

/**
 * "Select all": every job the current search and filters show. Half-ticked (mixed) when some
 * are selected; a click then selects all, and a click on a full selection clears it.
 */
export function SelectAllBox({
  selection,
  total,
  onChange,
}: {
  selection: Selection;
  total: number;
  onChange: (all: boolean) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const state = allState(selection, total);
  const all = state === 'all';
  const some = state === 'some';
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="flex cursor-pointer items-center gap-2 font-medium text-zinc-700 dark:text-zinc-300">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        onChange={() => onChange(!all)}
        className="size-4 cursor-pointer rounded accent-indigo-600"
      />
      {t('gallery.selection.selectAll')}
    </label>
  );
}
