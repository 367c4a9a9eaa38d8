import { whenIdle } from './idle';

/** Calls `onLongTask` for each task of 50 ms or more on this page's main thread; returns a stop. */
export type LongTaskWatch = (onLongTask: () => void) => () => void;

/** The browser's own long-task timing, where it has one (Chromium); null elsewhere. */
function browserLongTasks(): LongTaskWatch | null {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('longtask')
  )
    return null;
  return (onLongTask) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length > 0) onLongTask();
    });
    observer.observe({ type: 'longtask', buffered: true });
    return () => observer.disconnect();
  };
}

/**
 * Runs `run` once the page has been quiet for `quietMs` (no main-thread task of 50 ms or more),
 * then at the browser's next idle moment; after `latestMs` at the latest, busy or not. For work
 * that may wait but is heavy for a phone while the page starts or the person takes their first
 * steps (the service worker precaching the whole build). Where the browser cannot tell long
 * tasks, `quietMs` from now. Returns a cancel.
 */
export function whenQuiet(
  run: () => void,
  {
    quietMs = 5000,
    latestMs = 60_000,
    longTasks = browserLongTasks(),
  }: { quietMs?: number; latestMs?: number; longTasks?: LongTaskWatch | null } = {},
): () => void {
  let done = false;
  let cancelIdle: () => void = () => undefined;
  const go = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const ready = () => {
    if (done) return;
    stopWatching();
    clearTimeout(quiet);
    cancelIdle = whenIdle(go, quietMs);
  };
  let quiet = setTimeout(ready, quietMs);
  const stopWatching =
    longTasks?.(() => {
      clearTimeout(quiet);
      quiet = setTimeout(ready, quietMs);
    }) ?? (() => undefined);
  const latest = setTimeout(go, latestMs);
  function stop() {
    stopWatching();
    clearTimeout(quiet);
    clearTimeout(latest);
    cancelIdle();
  }
  return () => {
    done = true;
    stop();
  };
}
