import { useId } from 'react';
import { useT } from '@/i18n/use-t';

const VARIATION_COUNTS = [1, 2, 3, 4] as const;
export type VariationCount = (typeof VARIATION_COUNTS)[number];

/**
 * How many takes one Generate makes: a segmented group of native radios (arrow keys move the
 * choice, as in any radio group). Each take is a create request of its own.
 */
export function VariationsChoice({
  value,
  onChange,
  disabled,
}: {
  value: VariationCount;
  onChange: (count: VariationCount) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
      aria-describedby={hintId}
      disabled={disabled}
    >
      <legend className="float-left mr-3 text-sm font-medium">{t('form.variations.legend')}</legend>
      <div className="inline-flex rounded-md border border-zinc-300 bg-white p-0.5 shadow-xs dark:border-zinc-700 dark:bg-zinc-900">
        {VARIATION_COUNTS.map((count) => (
          <label
            key={count}
            className="relative cursor-pointer rounded px-3 py-1 text-sm text-zinc-700 has-checked:bg-indigo-600 has-checked:font-semibold has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-indigo-500 dark:text-zinc-300"
          >
            <input
              type="radio"
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              // Over the whole segment, transparent: a click anywhere on it is a click on the radio.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded opacity-0"
            />
            {count}
          </label>
        ))}
      </div>
      <span id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
        {value === 1 ? t('form.variations.one') : t('form.variations.many', { count: value })}
      </span>
    </fieldset>
  );
}
