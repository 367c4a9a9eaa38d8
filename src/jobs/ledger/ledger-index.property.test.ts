// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import { testJob } from '@/testing/jobs';
import type { Job } from '@/jobs/job';
import { addImportedJob, addMissingJobs } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { LEDGER_SCHEMA_VERSION, readEntry, type LedgerEntry } from '@/jobs/ledger/records';
import { ledgerSource } from '@/jobs/ledger/reads';
import { removeJob } from '@/jobs/removal';
import { setFavourite } from '@/jobs/ledger/person-edits';
import { openNow } from '@/lib/idb';
import {
  ledgerSchema,
  reopenLedgerDb,
  type LedgerDb,
  type LedgerStores,
  type StoredJob,
} from './ledger-db';
import { closeHomeIndex, openHomeIndex } from './ledger-home';
import { LedgerIndex } from './ledger-index';
import type { LedgerSource } from './ledger-snapshot';
import { perRecord } from './per-record';

/**
 * Two tabs on one ledger. Tab A is this module's ledger (its write functions feed its index);
 * tab B is a second connection to the same database with an index of its own, writing rows
 * directly and announcing them as B's ledger would. Whatever the two do, in whatever
 * interleaving, once the messages have arrived both indexes equal the table.
 */

type Op =
  | { tab: 'A'; op: 'add'; at: number; prompt: string }
  | { tab: 'A'; op: 'poll'; pick: number; progress: number; done: boolean }
  | { tab: 'A'; op: 'favourite'; pick: number; on: boolean }
  | { tab: 'A'; op: 'remove'; pick: number }
  | { tab: 'A'; op: 'import'; ats: number[] }
  | { tab: 'B'; op: 'put'; pick: number; at: number; prompt: string }
  | { tab: 'B'; op: 'new'; at: number; prompt: string }
  | { tab: 'B'; op: 'damage'; pick: number }
  | { tab: 'B'; op: 'delete'; pick: number };

// Few distinct times, so ties (ordered by id) happen often.
const at = fc.integer({ min: 0, max: 5 });
const pick = fc.nat(50);
const prompt = fc.constantFrom('harbour at dawn', 'Neon CAFÉ', 'meadow', '');
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ tab: fc.constant('A' as const), op: fc.constant('add' as const), at, prompt }),
  fc.record({
    tab: fc.constant('A' as const),
    op: fc.constant('poll' as const),
    pick,
    progress: fc.integer({ min: 0, max: 100 }),
    done: fc.boolean(),
  }),
  fc.record({
    tab: fc.constant('A' as const),
    op: fc.constant('favourite' as const),
    pick,
    on: fc.boolean(),
  }),
  fc.record({ tab: fc.constant('A' as const), op: fc.constant('remove' as const), pick }),
  fc.record({
    tab: fc.constant('A' as const),
    op: fc.constant('import' as const),
    ats: fc.array(at, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ tab: fc.constant('B' as const), op: fc.constant('put' as const), pick, at, prompt }),
  fc.record({ tab: fc.constant('B' as const), op: fc.constant('new' as const), at, prompt }),
  fc.record({ tab: fc.constant('B' as const), op: fc.constant('damage' as const), pick }),
  fc.record({ tab: fc.constant('B' as const), op: fc.constant('delete' as const), pick }),
);

/** Tab B's ledger: the same reads as `ledgerSource`, over its own connection. */
function sourceOver(db: LedgerDb): LedgerSource {
  return {
    name: () => db.name,
    readAll: async () =>
      (await db.read(['jobs'], (tx) => tx.store('jobs').getAll())).map(readEntry),
    readSome: async (ids) => {
      const rows = await db.read(['jobs'], (tx) => tx.store('jobs').getMany([...ids]));
      return new Map(
        rows.flatMap((row) => (row === undefined ? [] : [[row.id, readEntry(row)] as const])),
      );
    },
  };
}

const idOf = (e: LedgerEntry) => (e.ok ? e.job.id : e.id);

/** The table as a reader from disk sees it, in the index's order (newest first, then larger id). */
async function table(): Promise<LedgerEntry[]> {
  const entries = await ledgerSource.readAll();
  const time = (e: LedgerEntry) => {
    if (e.ok) return e.job.createdAt;
    const raw = e.raw as { createdAt?: unknown };
    return typeof raw.createdAt === 'number' ? raw.createdAt : -Infinity;
  };
  return entries.sort(
    (a, b) => time(b) - time(a) || (idOf(a) < idOf(b) ? 1 : idOf(a) > idOf(b) ? -1 : 0),
  );
}

let run = 0;
const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((o) => o.close()));

async function twoTabs() {
  run += 1;
  const name = `index-property-${run}-${Math.random().toString(36).slice(2)}`;
  reopenLedgerDb(name);
  const a = openHomeIndex(ledgerSource);
  const dbB = openNow<LedgerStores>(ledgerSchema, name);
  const b = new LedgerIndex(sourceOver(dbB));
  opened.push({ close: () => closeHomeIndex(a) }, b, dbB);
  await eventually(() => expect(a.loaded && b.loaded).toBe(true));
  return { a, b, dbB };
}

async function perform(
  step: Op,
  ids: string[],
  b: LedgerIndex,
  dbB: LedgerDb,
  counter: { n: number },
): Promise<void> {
  const chosen = ids.length === 0 ? undefined : ids[('pick' in step ? step.pick : 0) % ids.length];
  counter.n += 1;
  if (step.tab === 'A') {
    switch (step.op) {
      case 'add': {
        const job = await addImportedJob({
          kind: 'video',
          gateway: 'http://g',
          summary: { prompt: step.prompt, fields: {} },
          remoteIds: [`t${counter.n}`],
          now: step.at,
        });
        ids.push(job.id);
        return;
      }
      case 'poll':
        if (chosen)
          await applyPollUpdate(
            chosen,
            { status: step.done ? 'succeeded' : 'running', progress: step.progress },
            10 + counter.n,
          );
        return;
      case 'favourite':
        if (chosen) await setFavourite(chosen, step.on, 10 + counter.n);
        return;
      case 'remove':
        if (chosen) await removeJob(chosen);
        return;
      case 'import': {
        const jobs = step.ats.map((t, i) =>
          testJob({ id: `imp-${counter.n}-${i}`, createdAt: t, prompt: 'imported meadow' }),
        );
        await addMissingJobs(jobs);
        ids.push(...jobs.map((j) => j.id));
        return;
      }
    }
  }
  // Tab B writes as its own ledger would: the row, then its index, then the message.
  const written = async (row: Record<string, unknown> & { id: string }) => {
    await dbB.write(['jobs'], (tx) => tx.store('jobs').put(row as StoredJob));
    b.applyWritten([readEntry(row)]);
    b.announce([row.id]);
  };
  switch (step.op) {
    case 'put':
    case 'new': {
      const id = step.op === 'put' && chosen ? chosen : `b-${counter.n}`;
      const job: Job = testJob({
        id,
        createdAt: step.at,
        prompt: step.prompt,
        status: 'running',
        remoteIds: [`bt${counter.n}`],
      });
      await written({ ...job, schema: LEDGER_SCHEMA_VERSION });
      if (!ids.includes(id)) ids.push(id);
      return;
    }
    case 'damage':
      if (chosen)
        await written({
          id: chosen,
          kind: 'video',
          createdAt: 3,
          status: 'exploded',
          remoteIds: ['keep-me'],
        });
      return;
    case 'delete':
      if (chosen) {
        await dbB.write(['jobs'], (tx) => tx.store('jobs').delete(chosen));
        b.applyRemoved([chosen]);
        b.announce([chosen]);
      }
      return;
  }
}

describe('the in-memory ledger index', () => {
  it('PROPERTY: after any writes from two tabs, in any interleaving, both indexes equal the table', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (rounds) => {
          const { a, b, dbB } = await twoTabs();
          const ids: string[] = [];
          const counter = { n: 0 };
          // Each round's writes run at once: the two tabs race, as they do in a browser.
          for (const round of rounds)
            await Promise.all(round.map((step) => perform(step, ids, b, dbB, counter)));
          const expected = await table();
          await eventually(() => {
            expect(a.current()?.entries).toEqual(expected);
            expect(b.current()?.entries).toEqual(expected);
          }, 5);
          for (const o of opened.splice(0)) o.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a tab that opens while another writes still ends equal to the table', async () => {
    const { b, dbB } = await twoTabs();
    const writes = Array.from({ length: 20 }, (_, i) => testJob({ id: `late-${i}`, createdAt: i }));
    // A's index starts loading while B writes: the ids B names meanwhile are read after the load.
    closeHomeIndex(openHomeIndex(ledgerSource));
    const a = openHomeIndex(ledgerSource);
    opened.push({ close: () => closeHomeIndex(a) });
    await Promise.all(
      writes.map(async (job) => {
        await dbB.write(['jobs'], (tx) =>
          tx.store('jobs').put({ ...job, schema: LEDGER_SCHEMA_VERSION }),
        );
        b.announce([job.id]);
      }),
    );
    const expected = await table();
    await eventually(() => expect(a.current()?.entries).toEqual(expected), 5);
    expect(expected).toHaveLength(20);
  });

  it('a read that started before this tab wrote the same job never puts the older record back', async () => {
    const older = readEntry({
      ...testJob({ id: 'x', prompt: 'older' }),
      schema: LEDGER_SCHEMA_VERSION,
    });
    const newer = readEntry({
      ...testJob({ id: 'x', prompt: 'newer' }),
      schema: LEDGER_SCHEMA_VERSION,
    });
    let answer: (found: Map<string, LedgerEntry>) => void = () => undefined;
    const readSome = vi.fn((ids: readonly string[]) =>
      // The first read is held open; the second (the re-read) answers with what is stored now.
      readSome.mock.calls.length === 1
        ? new Promise<Map<string, LedgerEntry>>((resolve) => (answer = resolve))
        : Promise.resolve(new Map(ids.map((id) => [id, newer] as const))),
    );
    const index = new LedgerIndex({
      name: () => `held-${Math.random()}`,
      readAll: () => Promise.resolve([older]),
      readSome,
    });
    opened.push(index);
    await eventually(() => expect(index.loaded).toBe(true));
    index.refresh(['x']);
    index.applyWritten([newer]);
    answer(new Map([['x', older]]));
    await eventually(() => expect(readSome).toHaveBeenCalledTimes(2));
    await eventually(() => expect(index.current()?.get('x')).toEqual(newer));
  });

  it('keeps an unchanged job the same object across versions, so values derived per record are reused', async () => {
    const { a } = await twoTabs();
    const first = await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      summary: { prompt: 'Harbour', fields: {} },
      remoteIds: ['x1'],
      now: 1,
    });
    const second = await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      summary: { prompt: 'Meadow', fields: {} },
      remoteIds: ['x2'],
      now: 2,
    });
    await eventually(() => expect(a.current()?.jobs).toHaveLength(2));
    const derive = vi.fn((job: Job) => job.prompt.toLowerCase());
    const textOf = perRecord(derive);
    const before = a.current()?.jobs ?? [];
    expect(before.map(textOf)).toEqual(['meadow', 'harbour']);
    await setFavourite(second.id, true, 5);
    await eventually(() =>
      expect(a.current()?.get(second.id)).toMatchObject({ ok: true, job: { favourite: true } }),
    );
    const after = a.current()?.jobs ?? [];
    expect(after.map(textOf)).toEqual(['meadow', 'harbour']);
    // The untouched job was not derived again; the starred one was (its record changed).
    expect(derive).toHaveBeenCalledTimes(3);
    expect(after[1]).toBe(before[1]);
    expect(after[1]?.id).toBe(first.id);
  });
});
