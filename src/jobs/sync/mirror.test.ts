import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Job } from '@/jobs/job';
import { testJob } from '@/testing/jobs';
import { startMirror, type LedgerChange, type MirrorLedger } from './mirror';
import { mergeIntoLocal, mergeSynced, syncedPart } from './merge';

/**
 * Two devices, each a ledger in memory mirrored into its own Y.Doc; the docs exchange updates as
 * the sync server would relay them, or keep them while "offline" and exchange state on reconnect.
 */
class MemoryLedger implements MirrorLedger {
  readonly jobs = new Map<string, Job>();
  private listeners = new Set<(change: LedgerChange) => void>();
  /** While set, a write of the mirror's waits for it: an IndexedDB transaction under load. */
  held: Promise<void> | null = null;
  constructor(private readonly keys: string[] = []) {}
  watch(onChange: (change: LedgerChange) => void) {
    this.listeners.add(onChange);
    onChange({ jobs: [...this.jobs.values()], removed: [], all: true });
    return () => this.listeners.delete(onChange);
  }
  async apply(jobs: readonly Job[], removed: readonly string[]) {
    await this.held;
    const written: Job[] = [];
    for (const incoming of jobs) {
      const next = mergeIntoLocal(this.jobs.get(incoming.id), incoming);
      if (JSON.stringify(next) !== JSON.stringify(this.jobs.get(incoming.id))) written.push(next);
      this.jobs.set(next.id, next);
    }
    const gone = removed.filter((id) => this.jobs.delete(id));
    this.emit(written, gone);
    return jobs.flatMap((job) => this.jobs.get(job.id) ?? []);
  }
  secrets() {
    return this.keys;
  }
  /** What the studio's own writes do: store, then tell the watchers. */
  write(job: Job) {
    this.jobs.set(job.id, job);
    this.emit([job], []);
  }
  update(id: string, change: Partial<Job>) {
    const job = this.jobs.get(id);
    if (job === undefined) throw new Error(`no job ${id}`);
    this.write({ ...job, ...change });
  }
  remove(id: string) {
    this.jobs.delete(id);
    this.emit([], [id]);
  }
  private emit(jobs: Job[], removed: string[]) {
    if (jobs.length + removed.length === 0) return;
    this.listeners.forEach((l) => l({ jobs, removed, all: false }));
  }
}

function device(keys: string[] = []) {
  const doc = new Y.Doc();
  const ledger = new MemoryLedger(keys);
  return { doc, ledger, mirror: startMirror(doc, ledger) };
}
type Device = ReturnType<typeof device>;

/** Relays updates between two docs while online; on reconnect each sends what the other lacks. */
function link(a: Device, b: Device) {
  let online = true;
  const relay = (from: Y.Doc, to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (online && origin !== 'relay') Y.applyUpdate(to, update, 'relay');
  };
  a.doc.on('update', relay(a.doc, b.doc));
  b.doc.on('update', relay(b.doc, a.doc));
  const exchange = () => {
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)), 'relay');
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)), 'relay');
  };
  exchange();
  return {
    offline: () => (online = false),
    online: () => {
      online = true;
      exchange();
    },
  };
}

async function settled(...devices: Device[]) {
  for (let round = 0; round < 3; round += 1) for (const d of devices) await d.mirror.settled();
}

const running = (id: string, at: number) =>
  testJob({
    id,
    status: 'running',
    remoteIds: ['t-' + id],
    updatedAt: at,
    changedAt: at,
    media: [],
  });
const done = (id: string, at: number) =>
  testJob({
    id,
    status: 'succeeded',
    remoteIds: ['t-' + id],
    updatedAt: at,
    changedAt: at,
    completedAt: at,
    media: [{ kind: 'video', url: `https://media.test/${id}.mp4` }],
  });

describe('the library mirror between two devices', () => {
  it('a job made on one device appears on the other, and its result follows', async () => {
    const a = device();
    const b = device();
    link(a, b);
    a.ledger.write(running('j1', 1));
    await settled(a, b);
    expect(b.ledger.jobs.get('j1')).toMatchObject({ status: 'running', remoteIds: ['t-j1'] });
    a.ledger.write(done('j1', 2));
    await settled(a, b);
    expect(b.ledger.jobs.get('j1')?.media[0]?.url).toBe('https://media.test/j1.mp4');
    expect(b.ledger.jobs.get('j1')?.status).toBe('succeeded');
  });

  it('a device joining late gets the whole library, and gives its own', async () => {
    const a = device();
    a.ledger.write(done('j1', 1));
    const b = device();
    b.ledger.write(done('j2', 1));
    // b's mirror started before the link: its first reading saw an empty document.
    link(a, b);
    await settled(a, b);
    expect([...a.ledger.jobs.keys()].sort()).toEqual(['j1', 'j2']);
    expect([...b.ledger.jobs.keys()].sort()).toEqual(['j1', 'j2']);
  });

  it('offline: a favourite on one device and a poll on the other both survive the reconnect', async () => {
    const a = device();
    const b = device();
    const net = link(a, b);
    a.ledger.write(running('j1', 1));
    await settled(a, b);
    net.offline();
    a.ledger.update('j1', { favourite: true, updatedAt: 2 });
    b.ledger.write({ ...done('j1', 3), favourite: false });
    await settled(a, b);
    expect(b.ledger.jobs.get('j1')?.favourite).toBe(false);
    net.online();
    await settled(a, b);
    for (const d of [a, b])
      expect(d.ledger.jobs.get('j1')).toMatchObject({ favourite: true, status: 'succeeded' });
  });

  it('a favourite that arrives while the job it belongs to is still being written is kept on both devices', async () => {
    // The job and its star reach b one after the other while b's write of the job is held, as a
    // busy IndexedDB would hold it: b's ledger gets the star, and b never sends an older value back.
    const a = device();
    const b = device();
    link(a, b);
    let release = () => {};
    const hold = () => new Promise<void>((resolve) => (release = resolve));
    b.ledger.held = hold();
    a.ledger.write(done('j1', 1));
    a.ledger.update('j1', { favourite: true });
    a.ledger.held = b.ledger.held;
    release();
    await settled(a, b);
    for (const d of [a, b]) expect(d.ledger.jobs.get('j1')?.favourite).toBe(true);
    expect(b.doc.getMap('favourites').get('j1')).toBe(true);
  });

  it.each([
    ['before b starts writing the star', 0],
    ['while b writes the star', 5],
  ])(
    'a write that is not a favourite (a poll) never turns a favourite from the other device off: %s',
    async (_when, turns) => {
      const a = device();
      const b = device();
      link(a, b);
      a.ledger.write(running('j1', 1));
      await settled(a, b);
      // The star reaches b's document, and b's ledger is slow to take it when b's own poll lands.
      // The poll carries b's older favourite, which once went into the document and turned the
      // star off on both devices (most likely what ended a sync.spec.ts run with it off).
      let release = () => {};
      b.ledger.held = new Promise<void>((resolve) => (release = resolve));
      a.ledger.update('j1', { favourite: true });
      for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
      b.ledger.write({ ...done('j1', 2), favourite: false });
      release();
      await settled(a, b);
      for (const d of [a, b])
        expect(d.ledger.jobs.get('j1')).toMatchObject({ favourite: true, status: 'succeeded' });
    },
  );

  it('a star or unstar made here still reaches the other device after the document changed it', async () => {
    const a = device();
    const b = device();
    link(a, b);
    a.ledger.write(done('j1', 1));
    await settled(a, b);
    b.ledger.update('j1', { favourite: true });
    await settled(a, b);
    expect(a.ledger.jobs.get('j1')?.favourite).toBe(true);
    a.ledger.update('j1', { favourite: false });
    await settled(a, b);
    for (const d of [a, b]) expect(d.ledger.jobs.get('j1')?.favourite).toBe(false);
    b.ledger.update('j1', { favourite: true });
    await settled(a, b);
    for (const d of [a, b]) expect(d.ledger.jobs.get('j1')?.favourite).toBe(true);
  });

  it('a status only moves forward: a late "running" from a slower device does not undo "succeeded"', async () => {
    const a = device();
    const b = device();
    const net = link(a, b);
    a.ledger.write(running('j1', 1));
    await settled(a, b);
    net.offline();
    a.ledger.write(done('j1', 2));
    // b polled later (its clock is later) but saw the task still running.
    b.ledger.update('j1', { status: 'running', progress: 90, updatedAt: 5 });
    net.online();
    await settled(a, b);
    for (const d of [a, b]) expect(d.ledger.jobs.get('j1')?.status).toBe('succeeded');
  });

  it('a job removed on one device stays removed, whatever the other did meanwhile', async () => {
    const a = device();
    const b = device();
    const net = link(a, b);
    a.ledger.write(running('j1', 1));
    await settled(a, b);
    net.offline();
    a.ledger.remove('j1');
    b.ledger.write(done('j1', 2));
    b.ledger.update('j1', { favourite: true });
    net.online();
    await settled(a, b);
    expect(a.ledger.jobs.has('j1')).toBe(false);
    expect(b.ledger.jobs.has('j1')).toBe(false);
    // A device that still held it writes it again: it does not come back.
    b.ledger.write(done('j1', 9));
    await settled(a, b);
    expect(a.ledger.jobs.has('j1')).toBe(false);
    expect(b.ledger.jobs.has('j1')).toBe(false);
  });

  it('ids are joined, never lost, and this device keeps its own following', async () => {
    const a = device();
    const b = device();
    const net = link(a, b);
    a.ledger.write(running('j1', 1));
    await settled(a, b);
    net.offline();
    a.ledger.update('j1', { remoteIds: ['t-j1', 'clip-2'], updatedAt: 2 });
    b.ledger.update('j1', {
      setAside: true,
      pollError: { message: 'x', at: 1, auth: true, body: null },
    });
    net.online();
    await settled(a, b);
    expect(b.ledger.jobs.get('j1')).toMatchObject({
      remoteIds: ['t-j1', 'clip-2'],
      setAside: true,
    });
    expect(a.ledger.jobs.get('j1')).toMatchObject({ setAside: false, pollError: null });
  });

  it('an API key in a record never reaches the document', async () => {
    const a = device(['sk-secret-123']);
    const b = device();
    link(a, b);
    a.ledger.write({ ...running('j1', 1), request: { prompt: 'x', note: 'Bearer sk-secret-123' } });
    await settled(a, b);
    const everything = JSON.stringify(a.doc.toJSON());
    expect(everything).not.toContain('sk-secret-123');
    expect(b.ledger.jobs.get('j1')?.request).toEqual({ prompt: 'x', note: 'Bearer [redacted]' });
  });

  it("a hostile peer's records are refused one by one, and the rest still arrive", async () => {
    const a = device();
    const b = device();
    link(a, b);
    const evil = new Y.Doc();
    Y.applyUpdate(evil, Y.encodeStateAsUpdate(a.doc));
    evil.transact(() => {
      const jobs = evil.getMap<unknown>('jobs');
      jobs.set('bad-status', { ...syncedPart(done('bad-status', 1)), status: 'exploded' });
      jobs.set('other-id', { ...syncedPart(done('j9', 1)) });
      jobs.set('__proto__', { polluted: true });
      jobs.set('not-an-object', 'a string');
      jobs.set('huge', { ...syncedPart(done('huge', 1)), prompt: 'x'.repeat(300 * 1024) });
      jobs.set('good', { ...syncedPart(done('good', 1)), schema: 1 });
      evil.getMap<unknown>('favourites').set('good', 'yes');
    });
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(evil, Y.encodeStateVector(a.doc)));
    await settled(a, b);
    for (const d of [a, b]) {
      expect([...d.ledger.jobs.keys()]).toEqual(['good']);
      expect(d.ledger.jobs.get('good')?.favourite).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the merge rules', () => {
  it('are commutative: both devices keep the same record whichever arrived first', () => {
    const pairs: [Job, Job][] = [
      [running('j', 5), done('j', 1)],
      [
        done('j', 1),
        {
          ...done('j', 1),
          media: testJob({ media: [{ kind: 'video', url: 'https://m.test/b.mp4' }] }).media,
        },
      ],
      [
        { ...running('j', 1), remoteIds: ['a'] },
        { ...running('j', 1), remoteIds: ['b'] },
      ],
      [
        testJob({ id: 'j', status: 'refused', remoteIds: [] }),
        testJob({ id: 'j', status: 'submitting', remoteIds: [] }),
      ],
    ];
    for (const [x, y] of pairs) {
      const one = mergeSynced(syncedPart(x), syncedPart(y));
      const two = mergeSynced(syncedPart(y), syncedPart(x));
      expect({ ...one, remoteIds: [...one.remoteIds].sort() }).toEqual({
        ...two,
        remoteIds: [...two.remoteIds].sort(),
      });
    }
  });
});
