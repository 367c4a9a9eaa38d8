/**
 * Ends the current task and continues in a new one, so work the browser does not have to do at
 * once (opening a database, the second half of start-up) does not lengthen a task that is already
 * long: Lighthouse counts every task over 50 ms after the first paint as blocking (decision 024).
 * `scheduler.yield()` where the browser has it (its continuation runs ahead of other queued
 * tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
