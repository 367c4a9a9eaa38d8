import { useEffect, useSyncExternalStore } from 'react';

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

let unseen = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  if (next === unseen) return;
  unseen = next;
  for (const listener of listeners) listener();
}

export function tabHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** Called by the job announcer with the jobs that just ended. */
export function jobsEnded(count: number): void {
  set(countUnseen(unseen, count, tabHidden()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the page in the tab (WCAG 2.4.2), with the unseen results before it; showing the tab
 * again clears the count.
 */
export function useDocumentTitle(title: string) {
  const count = useSyncExternalStore(
    subscribe,
    () => unseen,
    () => 0,
  );
  useEffect(() => {
    document.title = titleWithUnseen(title, count);
  }, [title, count]);
  useEffect(() => {
    const seen = () => {
      if (!tabHidden()) set(0);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, []);
}
