import { useEffect } from 'react';
import { createStore, useStore } from '@/lib/store';

/**
 * Results that ended while the studio's tab was hidden, counted in the tab's title ("(2) Media
 * Studio") until the tab is looked at again.
 */

/** The title with the count of unseen results before it, when there are any. */
export function titleWithUnseen(title: string, unseen: number): string {
  return unseen > 0 ? `(${unseen}) ${title}` : title;
}

/** The count after some jobs ended: only what ends out of sight is unseen. */
export function countUnseen(unseen: number, ended: number, hidden: boolean): number {
  return hidden ? unseen + ended : unseen;
}

const unseen = createStore(0);

export function tabHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** Called by the job announcer with the jobs that just ended. */
export function jobsEnded(count: number): void {
  unseen.set(countUnseen(unseen.get(), count, tabHidden()));
}

/**
 * Names the page in the tab (WCAG 2.4.2), with the unseen results before it; showing the tab
 * again clears the count.
 */
export function useDocumentTitle(title: string) {
  const count = useStore(unseen);
  useEffect(() => {
    document.title = titleWithUnseen(title, count);
  }, [title, count]);
  useEffect(() => {
    const seen = () => {
      if (!tabHidden()) unseen.set(0);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, []);
}
