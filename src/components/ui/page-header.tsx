import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The top of every page: its icon (the same one the navigation shows), its title as the page's
 * one <h1>, and a sentence on what the page is for. One component, so every page starts alike.
 */
export function PageHeader({
  id,
  icon: Icon,
  title,
  description,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-900"
      >
        <Icon className="size-5" focusable="false" />
      </span>
      <div className="min-w-0">
        <h1 id={id} className="text-page-title">
          {title}
        </h1>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
    </div>
  );
}
