import workerUrl from './intl-warm.worker.ts?worker&url';
import { INTL_WARM_POLICY } from './intl-warm-policy';

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
    const worker = new Worker(trustedWorkerUrl(), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  } catch {
    // Refused (a policy, an old browser): the formats are made where they are first used.
  }
}

/** The part of the Trusted Types API used here (lib.dom does not describe it yet). */
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): { createScriptURL(input: string): object };
}

let trusted: object | undefined;

/**
 * The worker's address as the page's CSP requires it: `new Worker(url)` is a Trusted Types sink,
 * so under `require-trusted-types-for 'script'` a plain string is refused. The policy is made once
 * (a second `createPolicy` of the same name throws) and vouches for this one URL and nothing else,
 * so holding it does not let any other script in. Without Trusted Types the URL is used as it is.
 */
function trustedWorkerUrl(): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (factory === undefined) return workerUrl;
  trusted ??= factory
    .createPolicy(INTL_WARM_POLICY, {
      createScriptURL: (input) => {
        if (input !== workerUrl)
          throw new TypeError(`${INTL_WARM_POLICY} vouches only for the Intl worker, not ${input}`);
        return input;
      },
    })
    .createScriptURL(workerUrl);
  // A TrustedScriptURL: what `new Worker` takes in place of the string lib.dom's type names.
  return trusted as unknown as string;
}
