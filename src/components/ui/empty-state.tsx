import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a page shows when it has nothing yet: what this place is for, and the first step. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  headingLevel = 2,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** The first step: a link or button that leads somewhere useful. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label={title}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
        <Icon aria-hidden="true" focusable="false" className="size-6" />
      </span>
      <Heading className="text-base font-semibold text-zinc-900 dark:text-zinc-50">{title}</Heading>
      {children ? (
        <div className="max-w-prose text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}
