import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '@/lib/store';
import { createGatewayClient, type FetchLike, type GatewayClient } from './client';
import type { GatewayConnection } from './connection';
import {
  RELAY_SEND,
  RELAY_STATUS,
  RELAY_STORED,
  deleteCreateAnswer,
  isMessage,
  type RelayReply,
  type RelaySendMessage,
  type RelayStatusMessage,
  type StoredCreateAnswer,
} from './create-relay-store';

/**
 * The page's side of the create relay (decision 039). Where the studio's service worker controls
 * the page, a create's one POST is handed to it: the worker sends it, stores the answer durably
 * and tells every page, so an answer that arrives while the page reloads is still written to the
 * ledger — by the page that comes back, replaying the stored answer through the same create path
 * (nothing is sent again). Where no worker controls the page (plain http, a private window that
 * refuses it, a first visit before the worker is active, the demo in the page), the POST goes out
 * directly, as before, and a reload during it still loses the answer.
 */

/** How a create's POST travels, and what to do once its outcome is written (or not). */
export interface CreateTransport {
  client: GatewayClient;
  /**
   * The create's outcome is settled. `consumed`: it is in the ledger, so the stored answer goes;
   * else (the ledger refused the write) it stays for a later replay. The job's lock is released.
   */
  settled(consumed: boolean): Promise<void>;
}

const LOCK_PREFIX = 'media-studio.create-relay:';

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: object | null) => Promise<void>,
  ): Promise<void>;
}

function locks(): LockManagerLike | undefined {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
}

function container(): ServiceWorkerContainer | undefined {
  return (globalThis.navigator as { serviceWorker?: ServiceWorkerContainer } | undefined)
    ?.serviceWorker;
}

/** The worker controlling this page, where one does and Web Locks exist (both: secure contexts). */
function relayWorker(): ServiceWorker | null {
  if (locks() === undefined) return null;
  return container()?.controller ?? null;
}

/** Whether a create sent now would outlive a reload of this page (Settings says so). */
export function createsOutliveReload(): boolean {
  return relayWorker() !== null;
}

/** Told when a worker takes control of this page (after its first visit's install) or lets go. */
function onControllerChange(listener: () => void): () => void {
  const workers = container();
  workers?.addEventListener('controllerchange', listener);
  return () => workers?.removeEventListener('controllerchange', listener);
}

/** `createsOutliveReload`, followed: a first visit's worker takes control a while after load. */
export function useCreatesOutliveReload(): boolean {
  return useSyncExternalStore(onControllerChange, createsOutliveReload, () => false);
}

/** A stored answer as the Response the client reads: the same bytes, status and headers. */
export function storedResponse(stored: StoredCreateAnswer): Response {
  const answer = stored.answer;
  if (answer === null) {
    if (stored.failure === 'dropped')
      // The answer began, then broke off: the client's reading fails, as it did at the worker.
      return new Response(
        new ReadableStream({ start: (c) => c.error(new TypeError('answer dropped')) }),
      );
    throw new TypeError('Failed to fetch');
  }
  // A status that may carry no body (204, 304…) is given none: the Response refuses one.
  const empty = [101, 204, 205, 304].includes(answer.status);
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * The connection's client with another transport: the same base URL, key and rules
 * (`connect()` in connection.ts). The key stays in the `Authorization` header of requests built
 * from the gateway's base URL; the relay carries exactly those requests.
 */
function clientWith(connection: GatewayConnection, fetch: FetchLike): GatewayClient {
  return createGatewayClient({
    baseUrl: connection.client.baseUrl,
    apiKey: connection.settings.apiKey,
    fetch,
    keyNeeded: !connection.isDemo,
  });
}

/** The first POST with a JSON body goes `first`'s way; anything else (none in a one-POST create) directly. */
function firstPost(first: FetchLike, direct: FetchLike): FetchLike {
  let used = false;
  return (url, init) => {
    if (used || init?.method !== 'POST' || typeof init.body !== 'string') return direct(url, init);
    used = true;
    return first(url, init);
  };
}

/** Holds the job's lock until `release` is called (or the page goes): one page handles its answer. */
function holdLock(jobId: string): Promise<() => void> {
  return new Promise((granted) => {
    void locks()?.request(
      LOCK_PREFIX + jobId,
      {},
      () =>
        new Promise<void>((release) => {
          granted(release);
        }),
    );
  });
}

/** Runs `work` under the job's lock if no other page holds it; else does nothing. */
export async function withRelayLock(jobId: string, work: () => Promise<void>): Promise<void> {
  const manager = locks();
  if (manager === undefined) return;
  await manager.request(LOCK_PREFIX + jobId, { ifAvailable: true }, async (lock) => {
    if (lock !== null) await work();
  });
}

const direct: CreateTransport['settled'] = () => Promise.resolve();

/**
 * How a new create's POST goes: through the worker where one controls the page and the job can be
 * replayed from its record (`replayable`: the generator rebuilds the creator from the stored
 * request, as the queue does), else directly. Never both: one POST.
 */
export function relayCreate(
  connection: GatewayConnection,
  jobId: string,
  replayable: () => boolean,
): CreateTransport {
  const worker = connection.isDemo ? null : relayWorker();
  if (worker === null || !replayable()) return { client: connection.client, settled: direct };
  let release: (() => void) | undefined;
  const viaWorker: FetchLike = async (url, init) => {
    release = await holdLock(jobId);
    const message: RelaySendMessage = {
      type: RELAY_SEND,
      jobId,
      request: {
        url,
        method: 'POST',
        headers: [...new Headers(init?.headers).entries()],
        body: typeof init?.body === 'string' ? init.body : '',
      },
    };
    const answer = new Promise<StoredCreateAnswer>((resolve, reject) => {
      const channel = new MessageChannel();
      // The page's deadline ends its wait, not the worker's request: a late answer is still kept.
      const signal = init?.signal ?? undefined;
      signal?.addEventListener(
        'abort',
        () => reject(signal.reason instanceof Error ? signal.reason : new TypeError('aborted')),
        { once: true },
      );
      channel.port1.onmessage = (event: MessageEvent<RelayReply>) => {
        if (event.data.type !== 'answer') return;
        channel.port1.close();
        resolve(event.data.stored);
      };
      worker.postMessage(message, [channel.port2]);
    });
    return storedResponse(await answer);
  };
  return {
    client: clientWith(connection, firstPost(viaWorker, connection.transport)),
    async settled(consumed) {
      try {
        if (consumed && release !== undefined) await deleteCreateAnswer(jobId);
      } finally {
        release?.();
      }
    },
  };
}

/**
 * A stored answer replayed: the client's first POST is answered by it, nothing is sent. What it
 * writes is what the live answer would have written (the generator's own parsing, `recordCreated`).
 */
export function replayCreate(
  connection: GatewayConnection,
  stored: StoredCreateAnswer,
): CreateTransport {
  // A stored failure throws here, as the fetch it stands for did.
  const replay: FetchLike = () => new Promise((resolve) => resolve(storedResponse(stored)));
  return {
    client: clientWith(connection, firstPost(replay, connection.transport)),
    async settled(consumed) {
      if (consumed) await deleteCreateAnswer(stored.jobId);
    },
  };
}

/** Which of these jobs' creates the worker is still sending (empty where no worker answers). */
export function relayInFlight(jobIds: readonly string[], waitMs = 3_000): Promise<Set<string>> {
  const worker = relayWorker();
  if (worker === null || jobIds.length === 0) return Promise.resolve(new Set());
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(new Set()), waitMs);
    channel.port1.onmessage = (event: MessageEvent<RelayReply>) => {
      if (event.data.type !== 'status') return;
      clearTimeout(timer);
      channel.port1.close();
      resolve(new Set(event.data.inFlight));
    };
    const message: RelayStatusMessage = { type: RELAY_STATUS, jobIds: [...jobIds] };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Calls `listener` with the job's id whenever the worker says a create's answer is stored. */
export function onRelayStored(listener: (jobId: string) => void): () => void {
  const workers = container();
  if (workers === undefined) return () => undefined;
  const handle = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data, RELAY_STORED, 'jobId'))
      listener((event.data as { jobId: string }).jobId);
  };
  workers.addEventListener('message', handle);
  return () => workers.removeEventListener('message', handle);
}

/** Creates from before this page loaded whose answer the worker is still waiting for. */
const onTheirWay = createStore<ReadonlySet<string>>(new Set());

export function setAnswersOnTheirWay(update: (ids: ReadonlySet<string>) => ReadonlySet<string>) {
  onTheirWay.set(update(onTheirWay.get()));
}

/** The card of such a create says its answer is on its way, not "id unknown". */
export function useAnswerOnItsWay(jobId: string): boolean {
  return useStore(onTheirWay, (ids) => ids.has(jobId));
}
