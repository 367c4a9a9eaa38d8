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
import { createHash } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { Job } from '@/jobs/job';
import { zJob } from '@/jobs/job';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/records';
import { startMirror, type LedgerChange, type Mirror, type MirrorLedger } from '@/jobs/sync/mirror';
import { mergeIntoLocal, stableText, statusStep, syncedPart } from '@/jobs/sync/merge';
import type { SyncServerOptions } from '../scripts/sync-server/server';
import { mintToken } from '../scripts/sync-server/tokens';
import {
  teamToolsProblem,
  throwawayPostgres,
  throwawayRedis,
  type Throwaway,
} from '../scripts/throwaway-servers';
import { measureStoreScaling } from './sync/store-scaling';

const { values } = parseArgs({
  options: {
    /** Defaults: 20 devices, 500 jobs each, 5 per 1000 ms tick; with --team 200, 1, 1 per 20 s. */
    clients: { type: 'string' },
    jobs: { type: 'string' },
    /** Jobs each device adds per tick. */
    batch: { type: 'string' },
    tick: { type: 'string' },
    limit: { type: 'string' },
    /**
     * A team's server: two instances over one Redis and one PostgreSQL (throwaway ones, started
     * on loopback by scripts/throwaway-servers.ts), devices spread over both, a token minted for
     * the library; then the store time per change with 1 and 1,000 libraries on the server.
     */
    team: { type: 'boolean', default: false },
    /** Each device's changes at its own moment of the tick, not every device's at its start. */
    spread: { type: 'boolean' },
    /** The team mode's ports start here (PostgreSQL, Redis, instances); free ones by default. */
    'port-base': { type: 'string' },
    /** Run the studio's mirror over an in-memory ledger on every device (heavier: see above). */
    mirror: { type: 'boolean', default: false },
    /** Each change in a transaction (and a message) of its own, not a tick's changes together. */
    each: { type: 'boolean', default: false },
  },
});
const MIRROR = values.mirror;
const EACH = values.each;
const TEAM = values.team;
const CLIENTS = Number(values.clients ?? (TEAM ? 200 : 20));
const JOBS = Number(values.jobs ?? (TEAM ? 1 : 500));
const BATCH = Number(values.batch ?? (TEAM ? 1 : 5));
const TICK_MS = Number(values.tick ?? (TEAM ? 20_000 : 1000));
const SPREAD = values.spread ?? TEAM;
const LIMIT_MS = Number(values.limit ?? (TEAM ? 300 : 170)) * 1000;
const PORT_BASE = values['port-base'] === undefined ? null : Number(values['port-base']);
const SECRET = 'bench-sync-team-secret-0123456789';
const TOKEN = TEAM
  ? mintToken(SECRET, { library: 'bench-library', readOnly: false })
  : 'bench-sync-token';
const LIBRARY = 'bench-library';
const started = performance.now();
const loadAtStart = loadavg()[0]?.toFixed(1);

/** When each change (job id + status step) was made, and when each device first held it. */
const madeAt = new Map<string, number>();
const reachedAt = new Map<string, number[]>();
const changeKey = (id: string, step: number) => `${id}@${step}`;

/** A device's ledger in memory, as the mirror sees the Dexie one (`ledger-port.ts`). */
class BenchLedger implements MirrorLedger {
  readonly jobs = new Map<string, Job>();
  private listeners = new Set<(change: LedgerChange) => void>();
  constructor(private readonly device: number) {}
  watch(onChange: (change: LedgerChange) => void) {
    this.listeners.add(onChange);
    onChange({ jobs: [...this.jobs.values()], removed: [], all: true });
    return () => this.listeners.delete(onChange);
  }
  apply(jobs: readonly Job[], removed: readonly string[]) {
    const now = performance.now();
    const written: Job[] = [];
    for (const incoming of jobs) {
      const before = this.jobs.get(incoming.id);
      const next = mergeIntoLocal(before, incoming);
      this.jobs.set(next.id, next);
      if (before === undefined || stableText(before) !== stableText(next)) written.push(next);
      const from = before === undefined ? 1 : statusStep(before.status) + 1;
      for (let step = from; step <= statusStep(next.status); step += 1)
        this.reached(next.id, step, now);
    }
    for (const id of removed) this.jobs.delete(id);
    this.emit(written);
    return Promise.resolve(jobs.flatMap((job) => this.jobs.get(job.id) ?? []));
  }
  secrets() {
    return [];
  }
  write(jobs: readonly Job[]) {
    for (const job of jobs) {
      this.jobs.set(job.id, job);
      madeAt.set(changeKey(job.id, statusStep(job.status)), performance.now());
    }
    this.emit([...jobs]);
  }
  private reached(id: string, step: number, now: number) {
    if (!id.startsWith(`d${this.device}-`)) reach(changeKey(id, step), now);
  }
  get size() {
    return this.jobs.size;
  }
  private emit(jobs: Job[]) {
    if (jobs.length > 0) this.listeners.forEach((l) => l({ jobs, removed: [], all: false }));
  }
  /** The library as every device should hold it: each job's synced part, in id order. */
  hash(): string {
    const hash = createHash('sha256');
    for (const id of [...this.jobs.keys()].sort()) {
      const job = this.jobs.get(id);
      if (job !== undefined)
        hash.update(stableText({ ...syncedPart(job), favourite: job.favourite }));
    }
    return hash.digest('hex').slice(0, 16);
  }
}

function benchJob(device: number, n: number, status: 'queued' | 'running' | 'succeeded'): Job {
  const id = `d${device}-j${n}`;
  const at = Date.now();
  return zJob.parse({
    id,
    kind: 'video',
    gateway: 'http://gateway.bench',
    status,
    prompt: `Bench job ${n} of device ${device}: a harbour at dusk, slow pan`,
    request: { model: 'sora-2', seconds: '4', size: '1280x720' },
    remoteIds: [`task-${id}`],
    createdAt: at,
    updatedAt: at,
    changedAt: at,
    ...(status === 'succeeded'
      ? { completedAt: at, media: [{ kind: 'video', url: `https://media.bench/${id}.mp4` }] }
      : { progress: status === 'running' ? 40 : 0 }),
  });
}

/**
 * A device without the mirror: it writes each job into the document as the mirror does (the
 * synced part under `jobs`, with its schema version) and notes when a peer's change arrives in
 * its document. What the server and the engine carry is the same; only the parsing is left out.
 */
class DocOnly {
  private readonly jobs: Y.Map<unknown>;
  private readonly origin = Symbol('bench device');
  constructor(
    readonly doc: Y.Doc,
    private readonly device: number,
  ) {
    this.jobs = doc.getMap<unknown>('jobs');
    this.jobs.observe((event, transaction) => {
      if (transaction.origin === this.origin) return;
      const now = performance.now();
      for (const key of event.keysChanged) {
        const id = String(key);
        if (id.startsWith(`d${this.device}-`)) continue;
        const value = this.jobs.get(id) as { status?: unknown } | undefined;
        const status = value?.status;
        if (status !== 'queued' && status !== 'running' && status !== 'succeeded') continue;
        const before = this.steps.get(id) ?? 0;
        const step = statusStep(status);
        for (let s = before + 1; s <= step; s += 1) reach(changeKey(id, s), now);
        if (step > before) this.steps.set(id, step);
      }
    });
  }
  private readonly steps = new Map<string, number>();
  write(jobs: readonly Job[]) {
    this.doc.transact(() => {
      for (const job of jobs) {
        madeAt.set(changeKey(job.id, statusStep(job.status)), performance.now());
        this.jobs.set(job.id, { ...syncedPart(job), schema: LEDGER_SCHEMA_VERSION });
      }
    }, this.origin);
  }
  get size() {
    return this.jobs.size;
  }
  hash(): string {
    const hash = createHash('sha256');
    for (const id of [...this.jobs.keys()].sort()) hash.update(stableText(this.jobs.get(id)));
    return hash.digest('hex').slice(0, 16);
  }
}

function reach(key: string, now: number) {
  const times = reachedAt.get(key) ?? [];
  times.push(now);
  reachedAt.set(key, times);
}

interface Device {
  index: number;
  library: { write(jobs: readonly Job[]): void; hash(): string; readonly size: number };
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  mirror: Mirror | null;
}

async function connectDevice(url: string, index: number): Promise<Device> {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  let provider: HocuspocusProvider | undefined;
  await new Promise<void>((synced, failed) => {
    provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: LIBRARY,
      document: doc,
      token: TOKEN,
      onSynced: ({ state }) => {
        if (state) synced();
      },
      onAuthenticationFailed: () => failed(new Error('the bench token was refused')),
    });
    provider.attach();
  });
  if (provider === undefined) throw new Error('no provider');
  if (!MIRROR)
    return { index, library: new DocOnly(doc, index), doc, provider, socket, mirror: null };
  // As connect.ts does: the mirror starts after the first exchange with the server.
  const ledger = new BenchLedger(index);
  return { index, library: ledger, doc, provider, socket, mirror: startMirror(doc, ledger) };
}

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
