import { createHash } from 'node:crypto';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { Job } from '@/jobs/job';
import { zJob } from '@/jobs/job';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/records';
import { startMirror, type LedgerChange, type Mirror, type MirrorLedger } from '@/jobs/sync/mirror';
import { mergeIntoLocal, stableText, statusStep, syncedPart } from '@/jobs/sync/merge';
import { LIBRARY, MIRROR, TOKEN } from './settings';

/**
 * The simulated devices: each a Y.Doc over a provider, with the studio's mirror or without, and
 * when each change was made and reached each device.
 */

/** When each change (job id + status step) was made, and when each device first held it. */
export const madeAt = new Map<string, number>();
export const reachedAt = new Map<string, number[]>();
const changeKey = (id: string, step: number) => `${id}@${step}`;

/** A device's ledger in memory, as the mirror sees the IndexedDB one (`ledger-port.ts`). */
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

export function benchJob(
  device: number,
  n: number,
  status: 'queued' | 'running' | 'succeeded',
): Job {
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

export interface Device {
  index: number;
  library: { write(jobs: readonly Job[]): void; hash(): string; readonly size: number };
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  mirror: Mirror | null;
}

export async function connectDevice(url: string, index: number): Promise<Device> {
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
