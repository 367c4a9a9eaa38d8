import { offerUpdate } from './update-offer';
import { SERVICE_WORKER_POLICY, SERVICE_WORKER_URL } from './service-worker-policy';

/** The part of the Trusted Types API used here (lib.dom does not describe it yet). */
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): { createScriptURL(input: string): object };
}

/**
 * The worker's address as the page's CSP requires it (decision 023): `register(url)` is a Trusted
 * Types sink. The policy is made once and vouches for this one URL and nothing else. Without
 * Trusted Types the URL is used as it is.
 */
function trustedScriptUrl(): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (factory === undefined) return SERVICE_WORKER_URL;
  const trusted = factory
    .createPolicy(SERVICE_WORKER_POLICY, {
      createScriptURL: (input) => {
        if (input !== SERVICE_WORKER_URL)
          throw new TypeError(`${SERVICE_WORKER_POLICY} vouches only for the studio's worker`);
        return input;
      },
    })
    .createScriptURL(SERVICE_WORKER_URL);
  // A TrustedScriptURL: what `register` takes in place of the string lib.dom's type names.
  return trusted as unknown as string;
}

/**
 * Registers the studio's service worker (vite-plugin-pwa, `registerType: 'prompt'`, decision 029)
 * and offers a new version once it has installed, never applies one by itself: the person chooses
 * Reload (src/app/pwa/update-banner.tsx, which holds it back while a job is being created). The
 * first worker takes this page at once (`clientsClaim`); that change of controller is not a reload.
 */
export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  // Not a secure context (a plain-http LAN host), or a browser without workers: the studio works
  // as before, it only does not start offline.
  if (container === undefined) return;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(trustedScriptUrl(), { scope: './' });
  } catch {
    // Refused (blocked by the browser or its settings, a policy): the same as no worker.
    return;
  }

  let reloading = false;
  // Whether a worker already ran this page: the first install taking it is not a new version.
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
    // Another tab took the new version: this one still runs the old code, and its offer (if it
    // had one) would wake a worker that is already active, so Reload would do nothing. Its lazy
    // parts may be gone from the new worker's cache and the host: offered as a plain reload.
    else if (hadController) offerUpdate({ apply: () => window.location.reload() });
  });

  const offer = (waiting: ServiceWorker) =>
    offerUpdate({
      apply: () => {
        reloading = true;
        // The worker vite-plugin-pwa generates in prompt mode listens for exactly this message.
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    });

  // A version that installed on an earlier visit and still waits (that visit did not reload).
  if (registration.waiting !== null && container.controller !== null) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (installing === null) return;
    installing.addEventListener('statechange', () => {
      // Installed with a controller already in place: a new version, not the first install.
      if (installing.state === 'installed' && container.controller !== null) offer(installing);
    });
  });
}
