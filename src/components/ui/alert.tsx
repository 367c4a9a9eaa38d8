import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  danger:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100',
};

/** A message block. `role="alert"` only for what just went wrong, so it is announced once. */
export function Alert({
  tone,
  title,
  children,
  live = false,
}: {
  tone: keyof typeof tones;
  title?: string;
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <div
      role={live ? 'alert' : undefined}
      className={cn('rounded-md border px-3 py-2 text-sm', tones[tone])}
    >
      {title ? <p className="font-medium">{title}</p> : null}
      <div className="break-words">{children}</div>
    </div>
  );
}
