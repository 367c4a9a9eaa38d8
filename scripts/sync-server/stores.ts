import { createHmac } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import initSqlJs from 'sql.js';

/**
 * Where the library documents live: one row per library, written per document (Hocuspocus's
 * Database extension calls `store` with one document's whole state). Two kinds:
 * - SQLite in a folder (`--data`): one machine's, through sql.js (decision 028);
 * - PostgreSQL (`--database postgres://…`): shared by every instance of a team's server
 *   (decision 030), one upsert of one row per store, whatever the number of libraries.
 */
export interface DocumentStore {
  /** For the start-up line and errors: never a password. */
  readonly where: string;
  fetch(name: string): Promise<Uint8Array | null>;
  store(name: string, state: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** A start-up failure said plainly: the CLI prints its message and exits 1, nothing else. */
export class SyncStartError extends Error {
  override name = 'SyncStartError';
}

/** A connection address with its password (if any) masked, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an address that cannot be read)';
  }
}

export async function openSqliteStore(dataDir: string): Promise<DocumentStore> {
  const require = createRequire(import.meta.url);
  const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new SyncStartError(
      `Cannot write to the data folder ${dataDir}: ${(error as Error).message}`,
    );
  }
  const file = join(dataDir, 'sync.sqlite');
  const db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  db.run('CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, data BLOB NOT NULL)');
  // sql.js holds the database in memory; the file is written whole and atomically (a temporary
  // file renamed over the old one) after each store Hocuspocus debounces.
  const save = () => {
    writeFileSync(`${file}.tmp`, db.export());
    renameSync(`${file}.tmp`, file);
  };
  let closed = false;
  return {
    where: `${join(dataDir, 'sync.sqlite')} (SQLite)`,
    fetch(name) {
      const statement = db.prepare('SELECT data FROM documents WHERE name = ?');
      try {
        statement.bind([name]);
        if (!statement.step()) return Promise.resolve(null);
        const data = statement.get()[0];
        return Promise.resolve(data instanceof Uint8Array ? data : null);
      } finally {
        statement.free();
      }
    },
    store(name, state) {
      // Hocuspocus may store a document its last connection left while it was being
      // destroyed, after the final save: the database is closed then, and that state was saved.
      if (closed) return Promise.resolve();
      db.run(
        'INSERT INTO documents (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data',
        [name, state],
      );
      save();
      return Promise.resolve();
    },
    close() {
      // Every store saved already: a server that never stored (one that could not start) leaves
      // no file behind.
      if (closed) return Promise.resolve();
      closed = true;
      db.close();
      return Promise.resolve();
    },
  };
}

/** What the database keeps of the secret: an HMAC of a fixed text, never the secret. */
function secretCheck(secret: string): string {
  return createHmac('sha256', secret).update('media-studio sync secret check').digest('base64url');
}

/**
 * PostgreSQL through `pg`: the tables are made (if missing) in one transaction, under an advisory
 * lock so that instances starting together do not race; with a secret, the database remembers a
 * check of it, and an instance started with another secret is refused — its tokens would not open
 * what the others' open. Nothing is written when the check fails.
 */
export async function openPostgresStore(
  url: string,
  secret: string | null,
): Promise<DocumentStore> {
  const where = redactUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  // An idle client's error (the database restarted) must not end the process; the next query
  // takes a new connection.
  pool.on('error', (error) =>
    console.warn(`sync-server: database connection lost: ${error.message}`),
  );
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new SyncStartError(
      `Cannot reach the database at ${where}: ${(error as Error).message || String(error)}`,
    );
  }
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(43030)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS sync_documents (name text PRIMARY KEY, data bytea NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())',
    );
    await client.query(
      'CREATE TABLE IF NOT EXISTS sync_settings (key text PRIMARY KEY, value text NOT NULL)',
    );
    if (secret !== null) {
      const mine = secretCheck(secret);
      const known = await client.query<{ value: string }>(
        "SELECT value FROM sync_settings WHERE key = 'secret-check'",
      );
      const theirs = known.rows[0]?.value;
      if (theirs !== undefined && theirs !== mine)
        throw new SyncStartError(
          `The database at ${where} is served with another secret: tokens minted with this one would be refused by the other instances. Start every instance with the same --secret (to change it for all, stop them and run: DELETE FROM sync_settings WHERE key = 'secret-check').`,
        );
      if (theirs === undefined)
        await client.query("INSERT INTO sync_settings (key, value) VALUES ('secret-check', $1)", [
          mine,
        ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    await pool.end().catch(() => undefined);
    if (error instanceof SyncStartError) throw error;
    throw new SyncStartError(
      `The database at ${where} could not be prepared: ${(error as Error).message}`,
    );
  }
  client.release();
  let closed = false;
  return {
    where: `${where} (PostgreSQL)`,
    async fetch(name) {
      const result = await pool.query<{ data: Buffer }>(
        'SELECT data FROM sync_documents WHERE name = $1',
        [name],
      );
      const data = result.rows[0]?.data;
      return data === undefined ? null : new Uint8Array(data);
    },
    async store(name, state) {
      // As with SQLite: a store after the server was destroyed was saved by its unload.
      if (closed) return;
      await pool.query(
        'INSERT INTO sync_documents (name, data, updated_at) VALUES ($1, $2, now()) ON CONFLICT (name) DO UPDATE SET data = excluded.data, updated_at = now()',
        [name, Buffer.from(state.buffer, state.byteOffset, state.byteLength)],
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
