import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control';

/**
 * A native <select>, styled: the browser keeps the keyboard, the typeahead, the screen-reader
 * role and the mobile picker; we draw the box and a chevron. The label is the caller's (a
 * <Field> or an aria-label), exactly as for any control.
 */
// ComponentProps, not SelectHTMLAttributes: a form's `register` hands over a ref, which React 19
// passes as a prop to the <select>.
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          controlClass,
          'cursor-pointer appearance-none pr-9 text-zinc-900 disabled:cursor-not-allowed disabled:opacity-60 dark:text-zinc-100',
          // The open list follows the theme too (Chromium paints options with these colours).
          '[&_option]:bg-white [&_option]:text-zinc-900 dark:[&_option]:bg-zinc-900 dark:[&_option]:text-zinc-100',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
      />
    </div>
  );
}
