import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The top of every page: its title as the page's one <h1> (its `id` names the page's region), a
 * sentence on what the page is for, the icon the navigation shows for it where it has one, and
 * the page's own actions at the end of the row (the Library, the Storyboard). One component, so
 * every page starts alike; the shell paints it, without actions, before the page's code arrives.
 */
export function PageHeader({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** The page's own actions, beside the title (wrapping under it when the row is narrow). */
  children?: ReactNode;
}) {
  return (
    // A <div>, not a <header>: outside a section a <header> is a second banner beside the shell's.
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex items-start gap-3">
        {Icon === undefined ? null : (
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-900"
          >
            <Icon className="size-5" focusable="false" />
          </span>
        )}
        <div className="min-w-0">
          <h1 id={id} className="text-page-title">
            {title}
          </h1>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      {children}
    </div>
  );
}
