import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/**
 * The Library's title and what it holds, with the page's own actions beside them. The shell draws
 * it (without actions) before the library's code arrives, in the same place.
 */
export function LibraryHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="library-title" className="text-2xl font-semibold tracking-tight">
          {t('gallery.title')}
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('gallery.intro')}</p>
      </div>
      {children}
    </header>
  );
}
