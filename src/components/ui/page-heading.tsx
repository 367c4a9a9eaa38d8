import type { ReactNode } from 'react';

/**
 * A page's title and one line on what it holds, with the page's own actions beside them (the
 * Library, the Storyboard). The shell paints it, without actions, before the page's code arrives.
 */
export function PageHeading({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id: the page's region is named by it. */
  id: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{intro}</p>
      </div>
      {children}
    </header>
  );
}
