import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * The studio's own service worker (decisions 029 and 038), bundled by vite-plugin-pwa
 * (`injectManifest`) into one `sw.js` that imports nothing: what the generated worker did, written
 * out. The build's own files are precached (the list is injected at `self.__WB_MANIFEST`) and
 * served from the cache; nothing else is cached or answered here, and there is no navigation
 * fallback. Typed by hand: the app's program has the DOM's types, not the worker's.
 */

/** The part of the worker's global scope used here. */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;

// The list the build injects: written exactly so, the plugin finds and replaces it in sw.js.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST);
// A new version's precache replaces the old one; caches of an older Workbox format go.
cleanupOutdatedCaches();
// The worker takes the pages in its scope when it activates: the first one takes the page that
// installed it (nothing older to replace); a later one activates only on the person's Reload.
clientsClaim();

worker.addEventListener('message', (event) => {
  // Reload on the update banner (src/app/pwa/register-service-worker.ts) posts exactly this.
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
