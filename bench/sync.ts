/**
 * `npm run bench:sync` — the library sync under load (issue 29 item 6, decision 028), on loopback
 * only: one sync server (Hocuspocus + SQLite, as `npm run sync-server` starts it, in a process of
 * its own) and N simulated devices in this process, each a Y.Doc with Hocuspocus's provider and
 * the studio's own mirror (`startMirror`) over a ledger in memory — so every record a device
 * receives is parsed and merged as in the browser. Each device adds its jobs a few at a time and
 * moves each one queued → running → succeeded.
 *
 * Prints: the p95 (and p50, max) time for a change to reach every other device's ledger, the
 * server's memory, and whether every device ends with the same library (a hash of each ledger).
 * Bounded: gives up after --limit seconds; the temporary folder is removed either way.
 * The devices share this process's one core: the latencies include their own parsing work.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from '@/jobs/job';
import type { SyncServerOptions } from '../scripts/sync-server/server';
import {
  teamToolsProblem,
  throwawayPostgres,
  throwawayRedis,
  type Throwaway,
} from '../scripts/throwaway-servers';
import { measureStoreScaling } from './sync/store-scaling';
import {
  BATCH,
  CLIENTS,
  EACH,
  JOBS,
  LIMIT_MS,
  MIRROR,
  PORT_BASE,
  SECRET,
  SPREAD,
  TEAM,
  TICK_MS,
  TOKEN,
  loadAtStart,
  started,
} from './sync/settings';
import { benchJob, connectDevice, madeAt, reachedAt, type Device } from './sync/devices';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function ask<T>(child: ChildProcess, message: string, field: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (reply: unknown) => {
      if (typeof reply === 'object' && reply !== null && field in reply) {
        child.off('message', listen);
        resolve((reply as Record<string, T>)[field] as T);
      }
    };
    child.on('message', listen);
    if (message !== '') child.send(message);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const portAt = (offset: number) =>
  PORT_BASE === null ? freePort() : Promise.resolve(PORT_BASE + offset);
let postgres: Throwaway | null = null;
let redis: Throwaway | null = null;
if (TEAM) {
  const problem = teamToolsProblem();
  if (problem !== null) {
    console.error(`bench:sync --team needs PostgreSQL and Redis: ${problem}`);
    process.exit(1);
  }
  [postgres, redis] = await Promise.all([
    portAt(0).then(throwawayPostgres),
    portAt(1).then(throwawayRedis),
  ]);
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
const serverOptions: SyncServerOptions[] =
  postgres !== null && redis !== null
    ? [
        { port: await portAt(2), database: postgres.url, redis: redis.url, secret: SECRET },
        { port: await portAt(3), database: postgres.url, redis: redis.url, secret: SECRET },
      ]
    : [{ port: await portAt(2), dataDir, token: TOKEN }];
const servers = serverOptions.map((options) =>
  fork(new URL('./sync/server-child.ts', import.meta.url).pathname, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
  }),
);
const ready = Promise.all(servers.map((server) => ask<string>(server, '', 'ready')));
const stopThrowaways = () => Promise.all([postgres?.stop(), redis?.stop()]);
/** Every instance's memory, added up. */
async function serversMemory(): Promise<NodeJS.MemoryUsage> {
  const all = await Promise.all(
    servers.map((server) => ask<NodeJS.MemoryUsage>(server, 'memory', 'memory')),
  );
  return all.reduce((a, b) => ({ ...a, rss: a.rss + b.rss, heapUsed: a.heapUsed + b.heapUsed }));
}
const devices: Device[] = [];
let exitCode = 0;
const deadline = setTimeout(() => {
  console.error(`bench:sync gave up after ${LIMIT_MS / 1000} s`);
  for (const server of servers) server.kill();
  rmSync(dataDir, { recursive: true, force: true });
  void stopThrowaways().finally(() => process.exit(1));
}, LIMIT_MS);

try {
  const urls = await ready;
  const idle = await serversMemory();
  for (let i = 0; i < CLIENTS; i += 1)
    devices.push(await connectDevice(urls[i % urls.length] ?? '', i));
  console.log(
    `${CLIENTS} devices on ${urls.join(' and ')}${SPREAD ? ', their changes spread over each tick' : ''}${TEAM ? ' (two instances over one Redis and one PostgreSQL, a token minted for the library)' : ''}, ${JOBS} jobs each (${BATCH} per ${TICK_MS} ms), 3 changes per job, ${MIRROR ? 'each device mirroring into a ledger' : 'documents only (--mirror for the ledgers too)'}`,
  );

  // Each tick every device adds BATCH jobs (queued), and moves the ones added one and two ticks
  // earlier to running and to succeeded.
  const ticks = Math.ceil(JOBS / BATCH) + 2;
  const expected = CLIENTS * JOBS * 3;
  const everyone = () =>
    [...reachedAt.values()].filter((times) => times.length >= CLIENTS - 1).length;
  const loadStart = performance.now();
  let peak: NodeJS.MemoryUsage = idle;
  for (let tick = 0; tick < ticks; tick += 1) {
    const due = loadStart + tick * TICK_MS;
    await sleep(Math.max(0, due - performance.now()));
    for (const device of devices) {
      // Spread over the tick, device after device, as people's changes come: not all at once.
      if (SPREAD)
        await sleep(Math.max(0, due + (device.index / CLIENTS) * TICK_MS - performance.now()));
      const changes: Job[] = [];
      for (let k = 0; k < BATCH; k += 1) {
        const added = tick * BATCH + k;
        if (added < JOBS) changes.push(benchJob(device.index, added, 'queued'));
        const running = (tick - 1) * BATCH + k;
        if (running >= 0 && running < JOBS)
          changes.push(benchJob(device.index, running, 'running'));
        const done = (tick - 2) * BATCH + k;
        if (done >= 0 && done < JOBS) changes.push(benchJob(device.index, done, 'succeeded'));
      }
      // One ledger version's changes reach the mirror together (its change feed), one by one
      // with --each.
      if (EACH) for (const job of changes) device.library.write([job]);
      else device.library.write(changes);
    }
    if (tick % 10 === 0) {
      console.log(
        `tick ${tick}: ${everyone()} of ${expected} changes everywhere, ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
      );
      const now = await serversMemory();
      if (now.rss > peak.rss) peak = now;
    }
  }

  let shown = performance.now();
  while (everyone() < expected) {
    await sleep(250);
    if (performance.now() - shown > 10_000) {
      shown = performance.now();
      console.log(`… ${everyone()} of ${expected} changes everywhere`);
    }
  }
  for (const device of devices) await device.mirror?.settled();
  const end = await serversMemory();
  if (end.rss > peak.rss) peak = end;

  const spreads: number[] = [];
  for (const [key, times] of reachedAt) {
    const made = madeAt.get(key);
    if (made !== undefined) spreads.push(Math.max(...times) - made);
  }
  spreads.sort((a, b) => a - b);
  const hashes = new Set(devices.map((d) => d.library.hash()));
  const sizes = new Set(devices.map((d) => d.library.size));
  const p95 = percentile(spreads, 95);
  console.log(
    `changes: ${spreads.length} of ${expected}, each to ${CLIENTS - 1} other devices, in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  console.log(
    `time to reach every other device: p50 ${percentile(spreads, 50).toFixed(0)} ms · p95 ${p95.toFixed(0)} ms · max ${(spreads.at(-1) ?? NaN).toFixed(0)} ms (target p95 ≤ 1000 ms)`,
  );
  console.log(
    `${TEAM ? 'servers’ memory (both instances together)' : 'server memory'}: idle RSS ${mb(idle.rss)} · peak RSS ${mb(peak.rss)} · end RSS ${mb(end.rss)}, heap used ${mb(end.heapUsed)}`,
  );
  const serverCpu = (
    await Promise.all(servers.map((server) => ask<NodeJS.CpuUsage>(server, 'cpu', 'cpu')))
  ).reduce((a, b) => ({ user: a.user + b.user, system: a.system + b.system }));
  const clientsCpu = process.cpuUsage();
  const cpuSeconds = (cpu: NodeJS.CpuUsage) => ((cpu.user + cpu.system) / 1e6).toFixed(1);
  console.log(
    `CPU used: server ${cpuSeconds(serverCpu)} s, the ${CLIENTS} devices together ${cpuSeconds(clientsCpu)} s; load average at start ${loadAtStart}, at end ${loadavg()[0]?.toFixed(1)} (${availableParallelism()} cores)`,
  );
  console.log(
    `same library on every device: ${hashes.size === 1 && sizes.size === 1 ? 'yes' : 'NO'} (${[...sizes].join('/')} jobs, hash ${[...hashes].join(', ')})`,
  );
  const stores = (
    await Promise.all(servers.map((server) => ask<number[]>(server, 'stores', 'stores')))
  )
    .flat()
    .sort((a, b) => a - b);
  // Hocuspocus stores a document 2 s after its last change (at most every 10 s): a short run
  // may end before any store, and then its documents are stored as the instances stop.
  if (stores.length > 0)
    console.log(
      `stores during the run: ${stores.length}, p50 ${percentile(stores, 50).toFixed(1)} ms · p95 ${percentile(stores, 95).toFixed(1)} ms (${TEAM ? 'one PostgreSQL row each' : 'the whole SQLite file each'})`,
    );
  if (hashes.size !== 1 || sizes.size !== 1 || p95 > 1000) exitCode = 1;
} finally {
  for (const device of devices) {
    device.mirror?.stop();
    device.provider.destroy();
    device.socket.destroy();
  }
  await Promise.all(
    servers.map((server) => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.send('stop');
      return exited;
    }),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
try {
  if (postgres !== null) {
    const scaling = await measureStoreScaling({
      postgresUrl: postgres.url,
      port: await portAt(4),
      secret: SECRET,
    });
    if (!scaling.independent) exitCode = 1;
  }
} finally {
  await stopThrowaways();
  clearTimeout(deadline);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(exitCode);
