import { createStore, useStore } from './store';

/**
 * The current time, refreshed every 30 s for everyone who reads it: "stale for 12 min" labels
 * move on without each card running its own timer, and render stays pure. The timer runs only
 * while someone reads the time.
 */
const TICK_MS = 30_000;
const now = createStore(Date.now(), {
  start: (store) => {
    const timer = setInterval(() => store.set(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  },
});

export function useNow(): number {
  return useStore(now);
}
