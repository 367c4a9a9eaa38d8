import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/**
 * The Storyboard's title and what it is for, with the page's own actions beside them. The shell
 * draws it (without actions) before the page's code arrives, in the same place.
 */
export function StoryboardHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="storyboard-title" className="text-2xl font-semibold tracking-tight">
          {t('storyboard.label')}
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('storyboard.description')}</p>
      </div>
      {children}
    </header>
  );
}
