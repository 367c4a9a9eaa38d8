import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Server } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import initSqlJs from 'sql.js';

/**
 * The sync server: Hocuspocus (a Yjs engine) with its Database extension over SQLite, and two
 * tokens. Configuration, not code: everything the studio's libraries need is Hocuspocus's own.
 * SQLite is sql.js (WebAssembly), not better-sqlite3: npm here blocks install scripts, so a native
 * build never happens (decision 028). The database lives in memory and is written to disk, whole
 * and atomically (a temporary file renamed over the old one), after each store Hocuspocus debounces.
 */
export interface SyncServerOptions {
  port: number;
  host?: string;
  /** A folder; the library documents go to `sync.sqlite` in it. */
  dataDir: string;
  /** Read and write. */
  token: string;
  /** Read only: a device that may follow the library but not change it (optional). */
  readToken?: string | null;
  /** How long Hocuspocus waits after a change before storing (ms). */
  debounce?: number;
  quiet?: boolean;
}

export interface SyncServer {
  url: string;
  server: Server;
  stop: () => Promise<void>;
}

/** A library name: what a person types in Settings → Sync, kept to a safe, short alphabet. */
const LIBRARY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export async function startSyncServer(options: SyncServerOptions): Promise<SyncServer> {
  const require = createRequire(import.meta.url);
  const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'sync.sqlite');
  const db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  db.run('CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, data BLOB NOT NULL)');
  const save = () => {
    writeFileSync(`${file}.tmp`, db.export());
    renameSync(`${file}.tmp`, file);
  };
  save();

  let closed = false;
  const server = new Server({
    port: options.port,
    address: options.host ?? '127.0.0.1',
    quiet: options.quiet ?? true,
    debounce: options.debounce ?? 2000,
    stopOnSignals: false,
    onAuthenticate: ({ token, documentName, connectionConfig }) => {
      if (!LIBRARY_NAME.test(documentName)) return Promise.reject(new Error('bad library name'));
      if (token === options.token) return Promise.resolve();
      if (options.readToken && token === options.readToken) {
        connectionConfig.readOnly = true;
        return Promise.resolve();
      }
      return Promise.reject(new Error('not allowed'));
    },
    extensions: [
      new Database({
        fetch: ({ documentName }) => {
          const statement = db.prepare('SELECT data FROM documents WHERE name = ?');
          try {
            statement.bind([documentName]);
            if (!statement.step()) return Promise.resolve(null);
            const data = statement.get()[0];
            return Promise.resolve(data instanceof Uint8Array ? data : null);
          } finally {
            statement.free();
          }
        },
        store: ({ documentName, state }) => {
          // Hocuspocus may store a document its last connection left while it was being
          // destroyed, after the final save: the database is closed then, and that state was saved.
          if (closed) return Promise.resolve();
          db.run(
            'INSERT INTO documents (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data',
            [documentName, state],
          );
          save();
          return Promise.resolve();
        },
      }),
    ],
  });
  await server.listen();
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `ws://${options.host ?? '127.0.0.1'}:${port}`,
    server,
    stop: async () => {
      await server.destroy();
      save();
      closed = true;
      db.close();
    },
  };
}
