import { createStore, useStore } from './store';

/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest; returns a cancel.
 * Safari has no `requestIdleCallback`: a timer there.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(timeout, 1000));
  return () => clearTimeout(id);
}

/**
 * The longest the studio's first idle moment is waited for. On a phone under load start-up takes
 * about a second (decision 024); past this, what waits goes ahead anyway.
 */
const START_UP_MS = 3000;

/**
 * False until the browser's first idle moment after the first follower arrived, then true for the
 * page's lifetime. What the page opened for (its form, its jobs) is drawn first; a part that can
 * come a moment later (the header's balance) waits for it instead of lengthening start-up's tasks.
 */
const startUpSettled = createStore(false, {
  start: (store) => (store.get() ? () => undefined : whenIdle(() => store.set(true), START_UP_MS)),
});

export function useStartUpSettled(): boolean {
  return useStore(startUpSettled);
}
