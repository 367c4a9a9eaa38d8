import { useT } from '@/i18n/use-t';
import { countText, formatCount } from './count-text';
import type { FieldCount } from './use-field-control';

/**
 * A text field's length near its limit. Part of the field's description (not its own live region:
 * a count read at every keystroke would drown the typing); only crossing the limit is announced.
 */
export function CharacterCount({ count, max }: { count: FieldCount | null; max: number | null }) {
  const t = useT();
  const over = count !== null && count.length > count.max;
  return (
    <>
      {count ? (
        <p
          id={count.id}
          className={
            over
              ? 'text-xs font-medium text-red-700 dark:text-red-400'
              : 'text-xs text-zinc-500 dark:text-zinc-400'
          }
        >
          {countText(count.length, count.max)}
        </p>
      ) : null}
      {max !== null ? (
        // Present from the start so its change is heard; its words change only when the limit is crossed.
        <span aria-live="polite" className="sr-only">
          {over ? t('form.overLimit', { max: formatCount(max) }) : ''}
        </span>
      ) : null}
    </>
  );
}
