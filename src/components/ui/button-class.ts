import { cn } from '@/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-indigo-600 px-4 py-2 text-white hover:bg-indigo-500',
  secondary:
    'border border-zinc-300 bg-white px-3 py-1.5 text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
  ghost: 'px-2 py-1 text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
  danger: 'px-2 py-1 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950',
  /** The confirming button of a destructive dialog ("Delete 3 jobs"). */
  destructive: 'bg-red-700 px-4 py-2 text-white hover:bg-red-600',
} as const;

export type ButtonVariant = keyof typeof variants;

/** A button's look for a link that acts as one (a download, an opened file), in the same row. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, variants[variant], className);
}
