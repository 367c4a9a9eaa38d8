import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import {
  RELAY_SEND,
  RELAY_STATUS,
  RELAY_STORED,
  isMessage,
  putCreateAnswer,
  type RelayReply,
  type RelaySendMessage,
  type RelayStatusMessage,
  type RelayStoredMessage,
  type StoredCreateAnswer,
} from '@/gateway/create-relay-store';

/**
 * The studio's own service worker (decisions 029 and 039), bundled by vite-plugin-pwa
 * (`injectManifest`) into one `sw.js` that imports nothing: what the generated worker did, written
 * out, and the create relay. The build's own files are precached (the list is injected at
 * `self.__WB_MANIFEST`) and served from the cache; nothing else is cached or answered here, and
 * there is no navigation fallback. Typed by hand: the app's program has the DOM's types, not the
 * worker's.
 */

interface WorkerMessageEvent {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(work: Promise<unknown>): void;
}

/** The part of the worker's global scope used here. */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

// The list the build injects: written exactly so, the plugin finds and replaces it in sw.js.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST);
// A new version's precache replaces the old one; caches of an older Workbox format go.
cleanupOutdatedCaches();
// The worker takes the pages in its scope when it activates: the first one takes the page that
// installed it (nothing older to replace); a later one activates only on the person's Reload.
clientsClaim();

/**
 * How long the worker waits for a create's answer. Longer than the page's own deadline (30 s):
 * an answer the page stopped waiting for is still kept and written. A worker kept alive by
 * `waitUntil` may be stopped by the browser after a few minutes; this ends well before.
 */
const RELAY_DEADLINE_MS = 120_000;

/** Creates under way here: in memory, so a worker that was stopped never claims one for ever. */
const inFlight = new Set<string>();

/** A create's one POST, sent here so its answer outlives the page (decision 039). */
async function relay({ jobId, request }: RelaySendMessage, port: MessagePort | undefined) {
  if (inFlight.has(jobId)) return;
  inFlight.add(jobId);
  const stored: StoredCreateAnswer = { jobId, at: Date.now(), answer: null, failure: null };
  try {
    let response: Response | undefined;
    try {
      response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        // As the page's client sends it: no cookies, the key is the only authority.
        credentials: 'omit',
        signal: AbortSignal.timeout(RELAY_DEADLINE_MS),
      });
    } catch {
      stored.failure = 'no-answer';
    }
    if (response !== undefined) {
      try {
        const body = await response.text();
        stored.answer = {
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers.entries()],
          body,
        };
      } catch {
        stored.failure = 'dropped';
      }
    }
    stored.at = Date.now();
    // Kept before anyone is told: a page that comes back finds it. If storage refuses, the page
    // still waiting gets the answer on its port.
    await putCreateAnswer(stored).catch(() => undefined);
  } finally {
    inFlight.delete(jobId);
  }
  const reply: RelayReply = { type: 'answer', stored };
  port?.postMessage(reply);
  const told: RelayStoredMessage = { type: RELAY_STORED, jobId };
  for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage(told);
}

worker.addEventListener('message', (event) => {
  const data = event.data;
  // Reload on the update banner (src/app/pwa/register-service-worker.ts) posts exactly this.
  if (isMessage(data, 'SKIP_WAITING', 'type')) void worker.skipWaiting();
  else if (isMessage(data, RELAY_SEND, 'request'))
    // Kept alive until the answer is stored and told, whether or not a page is still there.
    event.waitUntil(relay(data as RelaySendMessage, event.ports[0]));
  else if (isMessage(data, RELAY_STATUS, 'jobIds')) {
    const { jobIds } = data as RelayStatusMessage;
    const reply: RelayReply = { type: 'status', inFlight: jobIds.filter((id) => inFlight.has(id)) };
    event.ports[0]?.postMessage(reply);
  }
});
