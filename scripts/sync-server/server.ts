import type { Socket } from 'node:net';
import { Server } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import { Redis } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';
import {
  openPostgresStore,
  openSqliteStore,
  redactUrl,
  SyncStartError,
  type DocumentStore,
} from './stores';
import { checkAccess, secretProblem } from './tokens';
import { probeListen } from '../port-probe';

/**
 * The sync server: Hocuspocus (a Yjs engine) with its Database extension, and tokens.
 * Configuration, not code: everything the studio's libraries need is Hocuspocus's own.
 * - One machine: `dataDir`, SQLite through sql.js (decision 028).
 * - A team: `database` (PostgreSQL, one row per library) and `redis` (Hocuspocus's Redis
 *   extension: every instance relays its documents' updates through it, so any number of them
 *   behind a balancer serve the same libraries) — decision 030.
 * Tokens: `token` (every library, read and write), `readToken` (every library, read only),
 * `secret` (tokens minted per library, `tokens.ts`).
 */
export interface SyncServerOptions {
  port: number;
  host?: string;
  /** A folder; the library documents go to `sync.sqlite` in it. */
  dataDir?: string;
  /** `postgres://…`: the library documents go to the `sync_documents` table there. */
  database?: string;
  /** `redis://…`: instances over one Redis share their libraries. */
  redis?: string;
  /** Read and write, every library. */
  token?: string | null;
  /** Read only, every library: a device that may follow the library but not change it. */
  readToken?: string | null;
  /** Accept tokens minted for one library with this secret (`mintToken`). */
  secret?: string | null;
  /** How long Hocuspocus waits after a change before storing (ms). */
  debounce?: number;
  quiet?: boolean;
  /** Told how long each store took (ms): the bench's figure. */
  onStored?: (library: string, ms: number) => void;
}

export interface SyncServer {
  url: string;
  server: Server;
  /** Where the documents are, for the start-up line. */
  where: string;
  stop: () => Promise<void>;
  /**
   * Drops every open connection at once, as the end of the process would (`stop()` alone sends
   * devices a close message and leaves their sockets open): for tests of a device moving on.
   */
  cut: () => void;
}

/** Redis answers a PING within a few seconds, or the server does not start. */
async function checkRedis(url: string): Promise<void> {
  const probe = new IORedis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // The socket's own error (ECONNREFUSED…) says more than connect()'s "Connection is closed".
  let cause: Error | null = null;
  probe.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    const said = (cause ?? (error as Error)).message || String(error);
    throw new SyncStartError(`Cannot reach Redis at ${redactUrl(url)}: ${said}`);
  } finally {
    probe.disconnect();
  }
}

/** The port can be listened on (a busy one would fail only after the database was prepared). */
async function checkPortFree(host: string, port: number): Promise<void> {
  try {
    await probeListen(host, port);
  } catch (error) {
    throw new SyncStartError(`Cannot listen on ${host}:${port}: ${(error as Error).message}`);
  }
}

function redisClient(url: string): IORedis {
  const client = new IORedis(url);
  // ioredis reconnects on its own; say once that it lost Redis, not on every attempt.
  let said = false;
  client.on('error', (error: Error) => {
    if (!said) console.warn(`sync-server: Redis: ${error.message}`);
    said = true;
  });
  client.on('ready', () => {
    said = false;
  });
  return client;
}

export async function startSyncServer(options: SyncServerOptions): Promise<SyncServer> {
  const { token = null, readToken = null, secret = null } = options;
  if (!token && !secret)
    throw new SyncStartError(
      'A token or a secret is required: --token T (or SYNC_TOKEN), or --secret S (or SYNC_SECRET) for tokens minted per library.',
    );
  if (secret) {
    const problem = secretProblem(secret);
    if (problem !== null) throw new SyncStartError(problem);
  }
  if ((options.dataDir === undefined) === (options.database === undefined))
    throw new SyncStartError(
      'Give one place for the libraries: --data DIR (SQLite, one machine) or --database postgres://… (a team).',
    );
  if (options.database !== undefined && !/^postgres(ql)?:\/\//.test(options.database))
    throw new SyncStartError(
      `--database takes a PostgreSQL address, postgres://user:password@host:5432/name (not ${redactUrl(options.database)}).`,
    );
  if (options.redis !== undefined && !/^rediss?:\/\//.test(options.redis))
    throw new SyncStartError(
      `--redis takes a Redis address, redis://host:6379 or rediss://… (not ${redactUrl(options.redis)}).`,
    );

  // Everything that can be unreachable or taken is checked before anything is written.
  await checkPortFree(options.host ?? '127.0.0.1', options.port);
  if (options.redis !== undefined) await checkRedis(options.redis);
  const store: DocumentStore =
    options.database !== undefined
      ? await openPostgresStore(options.database, secret)
      : await openSqliteStore(options.dataDir ?? '');

  const redisUrl = options.redis;
  const rules = { token, readToken, secret };
  const server = new Server({
    port: options.port,
    address: options.host ?? '127.0.0.1',
    quiet: options.quiet ?? true,
    debounce: options.debounce ?? 2000,
    stopOnSignals: false,
    onAuthenticate: ({ token: given, documentName, connectionConfig }) => {
      const access = checkAccess(rules, given, documentName);
      if (!access.ok)
        // Hocuspocus sends `reason` to the device (permission-denied); the studio translates it.
        return Promise.reject(Object.assign(new Error(access.reason), { reason: access.reason }));
      if (access.readOnly) connectionConfig.readOnly = true;
      return Promise.resolve();
    },
    extensions: [
      ...(redisUrl !== undefined
        ? [
            new Redis({
              createClient: () => redisClient(redisUrl),
              prefix: 'media-studio-sync',
            }),
          ]
        : []),
      new Database({
        fetch: ({ documentName }) => store.fetch(documentName),
        store: async ({ documentName, state }) => {
          const started = performance.now();
          try {
            await store.store(documentName, state);
          } catch (error) {
            // A database that is away must not end the process (Hocuspocus would rethrow, unawaited):
            // the library stays in memory and on its devices, and the next change stores it again.
            console.error(
              `sync-server: could not store the library ${documentName}: ${(error as Error).message}`,
            );
            return;
          }
          options.onStored?.(documentName, performance.now() - started);
        },
      }),
    ],
  });
  try {
    // Hocuspocus's listen() never rejects: a port in use is an 'error' event of its HTTP server.
    await new Promise<void>((resolve, reject) => {
      server.httpServer.once('error', reject);
      server.listen().then(() => {
        server.httpServer.off('error', reject);
        resolve();
      }, reject);
    });
  } catch (error) {
    await server.destroy().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw new SyncStartError(
      `Cannot listen on ${options.host ?? '127.0.0.1'}:${options.port}: ${(error as Error).message}`,
    );
  }
  const sockets = new Set<Socket>();
  server.httpServer.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `ws://${options.host ?? '127.0.0.1'}:${port}`,
    server,
    where: store.where,
    stop: async () => {
      await server.destroy();
      await store.close();
    },
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
