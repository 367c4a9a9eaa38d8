/**
 * The first Intl number or date format a page makes loads its language's locale data: 6–25 ms
 * on this machine (four times that on a throttled phone), inside whichever task first shows the
 * balance, a count or a date. That data is cached for the whole page, workers included, so a
 * worker that makes those formats first takes the cost off the main thread (measured: the same
 * format then takes 0.2 ms there). Nothing waits for it — if a format is needed sooner, the main
 * thread makes it as before — and where workers are unavailable (tests, a CSP that refuses them)
 * it does nothing.
 */
export function warmIntl(locale: string): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  } catch {
    // Refused (a policy, an old browser): the formats are made where they are first used.
  }
}
