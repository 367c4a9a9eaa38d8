import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { ledgerPort } from './ledger-port';
import { startMirror, type Mirror } from './mirror';
import { syncStatusStore, type SyncConfig, type SyncStatus } from './sync-config';

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
  let current: SyncStatus = { state: 'connecting', waiting: 0, lastSyncedAt: null };
  const set = (next: Partial<SyncStatus>) => {
    current = { ...current, ...next };
    syncStatusStore.set(current);
  };
  set({});
  const provider = new HocuspocusProvider({
    url: config.url,
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
      mirror ??= startMirror(doc, ledgerPort);
      set({ state: 'connected', lastSyncedAt: Date.now() });
    },
    onUnsyncedChanges: ({ number }) => {
      set({ waiting: number, ...(number === 0 ? { lastSyncedAt: Date.now() } : {}) });
    },
    onAuthenticationFailed: () => set({ state: 'refused' }),
  });
  // The browser knows it lost the network before a dead socket times out (up to 30 s): changes
  // made meanwhile wait in the document, counted, and go as soon as it is back.
  const goOffline = () => {
    provider.disconnect();
    set({ state: 'offline' });
  };
  const goOnline = () => void provider.connect();
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  return {
    doc,
    stop() {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      mirror?.stop();
      provider.destroy();
      doc.destroy();
      syncStatusStore.set({ state: 'off', waiting: 0, lastSyncedAt: null });
    },
  };
}
