import { useEffect, type ReactNode } from 'react';
import { createStore, useStore } from '@/lib/store';

/**
 * Whether the page the studio opened on has drawn what it opened for (its body, or the message
 * that it failed). The header's working parts and the background work wait for it (issue 57):
 * config.json's arrival releases every part that waits for it at once, and React committed them
 * all in one task of 40–70 ms on a throttled phone, after the page looked ready. One after the
 * other, each commit is a task of its own.
 */
const firstPageDrawn = createStore(false);

/**
 * Drawn beside a page's body, inside its boundary: it commits with the body. The mark is set a
 * task later, so the parts it releases render in a task of their own, not in the one that
 * committed the page (a store's change re-renders its followers at once).
 */
export function PageDrawn() {
  useEffect(() => {
    const id = setTimeout(() => firstPageDrawn.set(true));
    return () => clearTimeout(id);
  }, []);
  return null;
}

/** Holds its children back until the first page is drawn (`PageDrawn`), drawing `fallback` meanwhile. */
export function AfterPageDrawn({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useStore(firstPageDrawn) ? children : fallback;
}
