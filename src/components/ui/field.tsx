import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled field with its hint and its error. The error is tied to the control with
 * aria-describedby and announced (role="alert"), so "next to its field" holds for screen readers too.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? <ErrorLine id={`${id}-error`}>{error}</ErrorLine> : null}
    </div>
  );
}

/**
 * What just went wrong, in a line beside what it is about: announced once (role="alert"), and
 * given an id where a control names it with aria-describedby. Every form's and dialog's error.
 */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}
