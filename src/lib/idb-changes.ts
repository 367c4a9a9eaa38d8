/**
 * Which stores of the studio's databases changed, told to this tab's live reads and, through a
 * BroadcastChannel, to the other tabs' (decision 062): what Dexie's live queries did for the
 * studio. A topic is `<database>/<store>` (`Database.topics`); a committed `write` announces
 * the stores it covered. Coarser than Dexie's (a store, not a key range): a live read reads again
 * after any write to what it follows, and each read is a few milliseconds.
 */

type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
/** The tabs of one browser share their IndexedDB and hear each other here. */
let channelName = 'media-studio-db-changes';
let channel: BroadcastChannel | null | undefined;

/**
 * Test seam (`src/testing/setup.ts`): unit tests run in worker threads that each have an
 * IndexedDB of their own (fake-indexeddb), and Node's BroadcastChannel crosses threads: a channel
 * of their own each, so one test file never re-reads for another's writes.
 */
export function changesChannelOfItsOwn(): void {
  channel?.close();
  channel = undefined;
  channelName = `media-studio-db-changes-${Math.random().toString(36).slice(2)}`;
}

function tell(topics: readonly string[]): void {
  const called = new Set<Listener>();
  for (const topic of topics)
    for (const listener of [...(listeners.get(topic) ?? [])]) {
      if (called.has(listener)) continue;
      called.add(listener);
      listener();
    }
}

/** The tabs' channel, opened with the first listener or write (none where there is none). */
function tabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  // In Node (unit tests) an open channel would keep the worker alive after its tests.
  (channel as { unref?: () => void } | null)?.unref?.();
  if (channel !== null)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const topics: unknown = event.data;
      if (Array.isArray(topics)) tell(topics.filter((t): t is string => typeof t === 'string'));
    };
  return channel;
}

/** Tells this tab and the others that `stores` of `database` changed. */
export function announce(database: string, stores: readonly string[]): void {
  const topics = stores.map((store) => `${database}/${store}`);
  tell(topics);
  tabs()?.postMessage(topics);
}

/** Calls `listener` after every announced change to one of `topics`; returns what stops it. */
export function onChanges(topics: readonly string[], listener: Listener): () => void {
  tabs();
  for (const topic of topics) {
    let set = listeners.get(topic);
    if (set === undefined) listeners.set(topic, (set = new Set()));
    set.add(listener);
  }
  return () => {
    for (const topic of topics) listeners.get(topic)?.delete(listener);
  };
}
