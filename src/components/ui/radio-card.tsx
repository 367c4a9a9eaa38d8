import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  default:
    'has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950/40',
  /** A choice that removes something: red once chosen, as the button that then confirms it. */
  danger:
    'has-checked:border-red-600 has-checked:bg-red-50 dark:has-checked:border-red-500 dark:has-checked:bg-red-950/40',
} as const;

/**
 * One choice of a few, as a card: a radio, its title (its accessible name) and a line saying what
 * choosing it does (its description). The whole card takes the click. Put the cards of one question
 * in a `<fieldset>` with its `<legend>`.
 */
export function RadioCard({
  name,
  checked,
  onChange,
  title,
  description,
  tone = 'default',
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  description: ReactNode;
  tone?: keyof typeof tones;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 text-sm transition-colors hover:bg-well has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500',
        tones[tone],
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className={cn(
          'mt-0.5 size-4 shrink-0',
          tone === 'danger' ? 'accent-red-600' : 'accent-indigo-600',
        )}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-title`} className="font-medium">
          {title}
        </span>
        <span id={`${id}-description`} className="text-xs text-muted">
          {description}
        </span>
      </span>
    </label>
  );
}
