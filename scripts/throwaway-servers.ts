import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Throwaway PostgreSQL and Redis servers for the team sync test and `npm run bench:sync -- --team`:
 * each on loopback, on the port it is given, with its files in a temporary folder removed when it
 * stops — never the machine's own servers or their default ports. The programs come from Debian's
 * `postgresql` and `redis-server`, installed by `scripts/ensure-tools.mjs` when missing (as root).
 * PostgreSQL refuses to run as root: as root, its folder belongs to the `postgres` user the
 * package creates and it runs as that user.
 */
export interface Throwaway {
  url: string;
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version === undefined ? null : join(root, version, 'bin');
}

/**
 * Installs what is missing (ensure-tools); says why the servers cannot start, or null when they
 * can. Callers skip loudly with that reason; they never pass silently.
 */
export function teamToolsProblem(): string | null {
  try {
    execFileSync(
      process.execPath,
      [new URL('./ensure-tools.mjs', import.meta.url).pathname, 'redis', 'postgres'],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  } catch (error) {
    return `ensure-tools.mjs redis postgres failed: ${(error as Error).message}`;
  }
  if (!existsSync('/usr/bin/redis-server'))
    return 'no /usr/bin/redis-server (Debian redis-server; installed automatically only as root with apt)';
  if (postgresBinDir() === null)
    return 'no /usr/lib/postgresql/*/bin/postgres (Debian postgresql; installed automatically only as root with apt)';
  return null;
}

function postgresUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, child: ChildProcess, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) on start`);
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer within 30 s`);
}

function stopper(child: ChildProcess, dir: string, signal: NodeJS.Signals) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    running.delete(child);
    rmSync(dir, { recursive: true, force: true });
  };
}

export async function throwawayPostgres(port: number): Promise<Throwaway> {
  const bin = postgresBinDir();
  if (bin === null) throw new Error('PostgreSQL is not installed (teamToolsProblem says why)');
  const dir = mkdtempSync(join(tmpdir(), 'sync-pg-'));
  const user = postgresUser();
  if (user !== null) chownSync(dir, user.uid, user.gid);
  const as = user === null ? {} : { uid: user.uid, gid: user.gid };
  const data = join(dir, 'data');
  try {
    execFileSync(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'sync', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      {
        ...as,
        stdio: ['ignore', 'ignore', 'pipe'],
        cwd: dir,
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? ''}`);
  }
  const child = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', dir],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
      ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=40'],
    ],
    { ...as, cwd: dir, stdio: 'ignore' },
  );
  running.add(child);
  const url = `postgres://sync@127.0.0.1:${port}/postgres`;
  const stop = stopper(child, dir, 'SIGINT');
  try {
    await until('PostgreSQL', child, async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.end();
        return true;
      } catch {
        return false;
      }
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function throwawayRedis(port: number): Promise<Throwaway> {
  const dir = mkdtempSync(join(tmpdir(), 'sync-redis-'));
  const child = spawn(
    '/usr/bin/redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
      ...['--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'],
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  running.add(child);
  const stop = stopper(child, dir, 'SIGTERM');
  try {
    await until('Redis', child, () => answersPing(port));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
