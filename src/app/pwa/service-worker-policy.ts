/**
 * The name of the Trusted Types policy that vouches for the service worker's one script URL
 * (decisions 023 and 029). `navigator.serviceWorker.register(url)` is a script sink like
 * `new Worker(url)`; the CSP (csp.ts) allows this name beside `intl-warm` and no other.
 */
export const SERVICE_WORKER_POLICY = 'service-worker';

/** The worker the build writes beside index.html (vite-plugin-pwa), relative like every asset. */
export const SERVICE_WORKER_URL = './sw.js';
