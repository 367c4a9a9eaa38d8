import { cn } from '@/lib/cn';
import { useT } from '@/i18n/use-t';

/** What a tile or card needs to show its box: whether it is ticked, and what a click does. */
export interface Selectable {
  selected: boolean;
  /** `shift`: the click was a Shift-click (a range from the last box clicked alone). */
  onToggle: (id: string, shift: boolean) => void;
}

/**
 * A job's selection box, named "Select <title>". The click event, not the change event, carries
 * the Shift key, so the range is read there; Space on a focused box is a click too.
 */
export function SelectBox({
  jobId,
  title,
  selectable,
  className,
}: {
  jobId: string;
  title: string;
  selectable: Selectable;
  className?: string;
}) {
  const t = useT();
  return (
    <input
      type="checkbox"
      aria-label={t('gallery.selection.selectOne', { title })}
      checked={selectable.selected}
      onChange={() => undefined}
      onClick={(event) => selectable.onToggle(jobId, event.shiftKey)}
      className={cn(
        'size-5 cursor-pointer rounded accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
        className,
      )}
    />
  );
}
