import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import pg from 'pg';
import initSqlJs from 'sql.js';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startSyncServer, type SyncServerOptions } from '../../scripts/sync-server/server';
import { mintToken } from '../../scripts/sync-server/tokens';

/**
 * `npm run bench:sync -- --team`, second part: how long the server takes to store one change
 * when it holds 1 library and when it holds 1,000 (issue 43: the cost of a change must not grow
 * with the libraries on the server). Every library is a document of 100 jobs; one device changes
 * one of them 30 times, each change waited for until stored (debounce 0: one store per change).
 * PostgreSQL (`--database`) writes one row; SQLite (`--data`) is measured beside it, for scale.
 */
const JOBS_PER_LIBRARY = 100;
const CHANGES = 30;
const MEASURED = 'measured-library';

function sampleLibrary(): Uint8Array {
  const doc = new Y.Doc();
  const jobs = doc.getMap<unknown>('jobs');
  doc.transact(() => {
    for (let n = 0; n < JOBS_PER_LIBRARY; n += 1)
      jobs.set(`sample-${n}`, {
        id: `sample-${n}`,
        kind: 'video',
        status: 'succeeded',
        prompt: `Sample job ${n}: a harbour at dusk, slow pan across the boats`,
        request: { model: 'sora-2', seconds: '4', size: '1280x720' },
        remoteIds: [`task-sample-${n}`],
        media: [{ kind: 'video', url: `https://media.bench/sample-${n}.mp4` }],
        createdAt: 1_700_000_000_000 + n,
        schema: 3,
      });
  });
  return Y.encodeStateAsUpdate(doc);
}

async function fillPostgres(url: string, libraries: number, state: Uint8Array) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE sync_documents');
    const names = [MEASURED, ...Array.from({ length: libraries - 1 }, (_, i) => `library-${i}`)];
    for (let at = 0; at < names.length; at += 100) {
      const chunk = names.slice(at, at + 100);
      await client.query(
        `INSERT INTO sync_documents (name, data) VALUES ${chunk.map((_, i) => `($${i * 2 + 1}, $${i * 2 + 2})`).join(', ')}`,
        chunk.flatMap((name) => [name, Buffer.from(state)]),
      );
    }
  } finally {
    await client.end();
  }
}

async function fillSqlite(dir: string, libraries: number, state: Uint8Array) {
  const require = createRequire(import.meta.url);
  const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  const db = new SQL.Database();
  db.run('CREATE TABLE documents (name TEXT PRIMARY KEY, data BLOB NOT NULL)');
  db.run('INSERT INTO documents VALUES (?, ?)', [MEASURED, state]);
  for (let i = 0; i < libraries - 1; i += 1)
    db.run('INSERT INTO documents VALUES (?, ?)', [`library-${i}`, state]);
  writeFileSync(join(dir, 'sync.sqlite'), db.export());
  db.close();
}

/** Median and p95 of the store times of CHANGES changes to one library. */
async function measure(options: SyncServerOptions, token: string) {
  const times: number[] = [];
  let stored: (() => void) | null = null;
  const sync = await startSyncServer({
    ...options,
    debounce: 0,
    onStored: (library, ms) => {
      if (library !== MEASURED) return;
      times.push(ms);
      stored?.();
    },
  });
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: sync.url, WebSocketPolyfill: WebSocket });
  const provider = await new Promise<HocuspocusProvider>((resolve, reject) => {
    const made = new HocuspocusProvider({
      websocketProvider: socket,
      name: MEASURED,
      document: doc,
      token,
      onSynced: ({ state }) => {
        if (state) resolve(made);
      },
      onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
    });
    made.attach();
  });
  try {
    const jobs = doc.getMap<unknown>('jobs');
    for (let n = 0; n < CHANGES; n += 1) {
      const done = new Promise<void>((resolve) => (stored = resolve));
      jobs.set(`sample-${n}`, { id: `sample-${n}`, status: 'succeeded', favourite: n % 2 === 0 });
      await done;
    }
  } finally {
    provider.destroy();
    socket.destroy();
    await sync.stop();
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function measureStoreScaling(options: {
  postgresUrl: string;
  port: number;
  secret: string;
}): Promise<{ independent: boolean }> {
  const state = sampleLibrary();
  const token = mintToken(options.secret, { library: MEASURED, readOnly: false });
  console.log(
    `store time per change (${CHANGES} changes to one library of ${JOBS_PER_LIBRARY} jobs, ${(state.byteLength / 1024).toFixed(0)} KB each library):`,
  );
  const figures: Record<string, { p50: number; p95: number }> = {};
  for (const libraries of [1, 1000]) {
    await fillPostgres(options.postgresUrl, libraries, state);
    figures[`postgres ${libraries}`] = await measure(
      { port: options.port, database: options.postgresUrl, secret: options.secret },
      token,
    );
    const dir = mkdtempSync(join(tmpdir(), 'bench-sync-sqlite-'));
    try {
      await fillSqlite(dir, libraries, state);
      figures[`sqlite ${libraries}`] = await measure(
        { port: options.port, dataDir: dir, secret: options.secret },
        token,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const line = (name: string, key: string) => {
    const one = figures[`${key} 1`];
    const many = figures[`${key} 1000`];
    console.log(
      `  ${name}: 1 library p50 ${one?.p50.toFixed(1)} ms · p95 ${one?.p95.toFixed(1)} ms; 1,000 libraries p50 ${many?.p50.toFixed(1)} ms · p95 ${many?.p95.toFixed(1)} ms`,
    );
    return { one: one?.p50 ?? NaN, many: many?.p50 ?? NaN };
  };
  const postgres = line('PostgreSQL (--database, one row per store)', 'postgres');
  line('SQLite (--data, the whole file per store)', 'sqlite');
  // Independent: within twice the time with one library, or a few ms of it (timer noise).
  const independent = postgres.many <= Math.max(2 * postgres.one, postgres.one + 5);
  console.log(
    `  PostgreSQL store time independent of the number of libraries: ${independent ? 'yes' : 'NO'}`,
  );
  return { independent };
}
