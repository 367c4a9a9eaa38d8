import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import {
  startCollectionMirror,
  syncedCollectionLoaders,
  type CollectionMirror,
} from './collections';
import { ledgerPort } from './ledger-port';
import { startMirror, type Mirror } from './mirror';
import { syncProgress } from './sync-progress';
import {
  LEASE_MS,
  RENEW_MS,
  claimedLeases,
  heldElsewhere,
  leaseStore,
  onClaims,
  type Lease,
} from './leases';
import { nextAddress, syncAddresses } from './addresses';
import {
  deviceId,
  readRefusal,
  syncDocumentName,
  syncStatusStore,
  type SyncConfig,
  type SyncStatus,
} from './sync-config';

/**
 * The engine, loaded only when sync is configured: one Y.Doc for the library, kept in step with
 * the server by Hocuspocus's provider (which reconnects and re-sends on its own), and mirrored
 * into the ledger once the first exchange with the server is done — before that, the document is
 * empty and the ledger's jobs would all look new to it.
 */
export interface SyncConnection {
  doc: Y.Doc;
  stop: () => void;
}

export function connectSync(config: SyncConfig): SyncConnection {
  const doc = new Y.Doc();
  let mirror: Mirror | null = null;
  // Personas and storyboards (collections.ts): each kind's code loads once the first exchange is done.
  const collections: CollectionMirror[] = [];
  let stopped = false;
  const startCollections = () => {
    for (const load of syncedCollectionLoaders())
      void load().then(
        (collection) => {
          if (!stopped) collections.push(startCollectionMirror(doc, collection));
        },
        (error: unknown) => console.warn('sync: a kind of record could not load', error),
      );
  };
  const documentName = syncDocumentName(config);
  // Several addresses of one team server: when a connection closes, the next try goes to the next.
  const addresses = syncAddresses(config.url);
  let address = addresses[0] ?? config.url;
  const progress = syncProgress(documentName);
  let current: SyncStatus = {
    state: 'connecting',
    waiting: progress.unsent,
    lastSyncedAt: progress.lastSyncedAt,
  };
  const set = (next: Partial<SyncStatus>) => {
    current = { ...current, ...next };
    syncStatusStore.set(current);
  };
  set({});
  // The document is kept in this browser too (y-indexeddb), so a change made while the server
  // cannot be reached — a favourite, a delete — survives a reload and goes once it can. The
  // provider starts after the stored document is read: the mirror's first reading then sees this
  // device's own unsent changes, not an older server copy.
  // One stored document per server and library. Without IndexedDB (decision 022) it is in memory.
  let persistence: IndexeddbPersistence | null = null;
  try {
    persistence = new IndexeddbPersistence(documentName, doc);
  } catch {
    persistence = null;
  }
  let provider: HocuspocusProvider | null = null;
  // What the server sends and what the stored copy holds are not this device's new changes.
  doc.on('update', (_update: Uint8Array, origin: unknown) => {
    if (origin === provider || origin === persistence) return;
    progress.made();
    set({ waiting: progress.unsent });
  });
  const start = () => {
    if (!stopped) provider = connectProvider();
  };
  if (persistence === null) queueMicrotask(start);
  else
    persistence.whenSynced.then(start, (error: unknown) => {
      console.warn('sync: the stored document could not be read', error);
      start();
    });
  const connectProvider = () => {
    const made = new HocuspocusProvider({
      url: address,
      name: config.library,
      document: doc,
      token: config.token,
      onStatus: ({ status }) => {
        if (current.state === 'refused') return;
        set({
          state:
            status === WebSocketStatus.Connected
              ? 'connected'
              : status === WebSocketStatus.Connecting
                ? 'connecting'
                : 'offline',
        });
      },
      onSynced: ({ state }) => {
        if (!state) return;
        if (mirror === null) {
          mirror = startMirror(doc, ledgerPort);
          startCollections();
        }
        readLeases();
        holdLeases();
        progress.synced(Date.now());
        set({ state: 'connected', lastSyncedAt: progress.lastSyncedAt });
      },
      // The provider's own number only says when the server has caught up (zero); the count
      // shown is this device's (sync-progress.ts), which a reload or a new socket keeps.
      onUnsyncedChanges: ({ number }) => {
        if (number !== 0) return;
        progress.caughtUp(Date.now());
        set({ waiting: 0, lastSyncedAt: progress.lastSyncedAt });
      },
      // A socket the server closed (its process stopped) comes as a close, with no status after
      // it: without this the status said "Connected: sending 1 change" until a reconnection.
      onClose: () => {
        if (current.state !== 'refused' && !stopped) set({ state: 'offline' });
      },
      onAuthenticationFailed: ({ reason }) =>
        set({ state: 'refused', refusal: readRefusal(reason) }),
    });
    // The provider reconnects on its own, to the address its socket is configured with at each
    // try: changing it at each close sends the next try to the next instance, and what waits goes
    // there. Heard on the socket itself: the provider's `onClose` runs twice per close (the socket
    // it makes is given the same options), which would turn two addresses back to the first.
    const socket = made.configuration.websocketProvider;
    if (addresses.length > 1)
      socket.on('close', () => {
        if (stopped) return;
        address = nextAddress(addresses, address);
        socket.setConfiguration({ url: address });
      });
    return made;
  };
  // Leases: read from the document (a peer's entry is checked like any record), held on the
  // jobs this device polls, renewed while it does, let go when it stops.
  const device = deviceId();
  const leases = doc.getMap<unknown>('leases');
  const readLeases = () => {
    const all = new Map<string, Lease>();
    leases.forEach((value, id) => {
      if (typeof value !== 'object' || value === null) return;
      const { device: who, until } = value as Partial<Record<keyof Lease, unknown>>;
      if (typeof who === 'string' && typeof until === 'number' && Number.isFinite(until))
        all.set(id, { device: who, until });
    });
    leaseStore.set(all, device);
  };
  leases.observe(readLeases);
  const holdLeases = () => {
    if (mirror === null) return;
    const now = Date.now();
    const mine = new Set(claimedLeases());
    doc.transact(() => {
      for (const id of mine)
        if (!heldElsewhere(id, now)) leases.set(id, { device, until: now + LEASE_MS });
      leaseStore.get().forEach((lease, id) => {
        if (lease.device === device && !mine.has(id)) leases.delete(id);
      });
    });
  };
  const renew = setInterval(holdLeases, RENEW_MS);
  const unclaim = onClaims(holdLeases);
  // The browser knows it lost the network before a dead socket times out (up to 30 s): changes
  // made meanwhile wait in the document, counted, and go as soon as it is back.
  const goOffline = () => {
    provider?.disconnect();
    set({ state: 'offline' });
  };
  const goOnline = () => void provider?.connect();
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  return {
    doc,
    stop() {
      clearInterval(renew);
      unclaim();
      leases.unobserve(readLeases);
      leaseStore.set(new Map(), null);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      stopped = true;
      mirror?.stop();
      for (const collection of collections) collection.stop();
      provider?.destroy();
      void persistence?.destroy();
      doc.destroy();
      syncStatusStore.set({ state: 'off', waiting: 0, lastSyncedAt: null });
    },
  };
}
