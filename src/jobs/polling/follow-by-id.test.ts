import { describe, expect, it } from 'vitest';
import { requested } from '@/lib/idb';
import { ledgerDb, withFreshLedger } from '@/testing/ledger';
import { reopenLedgerDb } from '@/jobs/ledger/ledger-db';
import { addSubmittingJob, followById, recordCreated } from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { alreadyFollowedMessage } from './use-follow-by-id';

withFreshLedger();

const GW = 'https://gw.example';
const ID = '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a';
const summary = { prompt: '', fields: {} };

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

describe('following a task by id', () => {
  it('adds an imported job, queued, with the id', async () => {
    const outcome = await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    expect(outcome.added).toBe(true);
    expect(await jobs()).toEqual([
      expect.objectContaining({
        kind: 'video',
        gateway: GW,
        origin: 'imported',
        status: 'queued',
        remoteIds: [ID],
      }),
    ]);
  });

  it('refuses an id already followed at the same gateway, in any case, and says which job follows it', async () => {
    const first = await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    const again = await followById({
      kind: 'video',
      gateway: GW,
      remoteIds: [ID.toUpperCase()],
      summary,
    });
    if (!first.added || again.added)
      throw new Error('expected the first to be added and the second refused');
    expect(again.followedBy.id).toBe(first.job.id);
    expect(alreadyFollowedMessage(again)).toBe(
      `This task is already followed: its card is in the library. Job: ${first.job.id}.`,
    );
    expect(await jobs()).toHaveLength(1);
  });

  it('refuses an id a created job already received', async () => {
    const created = await addSubmittingJob({ kind: 'video', gateway: GW, summary, request: {} });
    await recordCreated(created.id, { status: 'queued', remoteIds: [ID] });
    const outcome = await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    expect(outcome).toMatchObject({ added: false, followedBy: { id: created.id } });
    expect(await jobs()).toHaveLength(1);
  });

  it('refuses a set of ids one job already follows, in any order, and allows a different set', async () => {
    const ids = ['clip-a', 'clip-b'];
    const first = await followById({ kind: 'tune', gateway: GW, remoteIds: ids, summary });
    const again = await followById({
      kind: 'tune',
      gateway: GW,
      remoteIds: ['CLIP-B', 'clip-a'],
      summary,
    });
    expect(again).toMatchObject({
      added: false,
      followedBy: { id: first.added ? first.job.id : 'missing' },
    });
    // Clips of several generations followed together are a new job (music polls them in one request).
    const mixed = await followById({
      kind: 'tune',
      gateway: GW,
      remoteIds: ['clip-a', 'clip-c'],
      summary,
    });
    expect(mixed.added).toBe(true);
    expect(await jobs()).toHaveLength(2);
  });

  it('allows the same id at another gateway', async () => {
    await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    const elsewhere = await followById({
      kind: 'video',
      gateway: 'https://other.example',
      remoteIds: [ID],
      summary,
    });
    expect(elsewhere.added).toBe(true);
    expect((await jobs()).map((j) => j.gateway).sort()).toEqual([GW, 'https://other.example']);
  });

  it('two concurrent follows of one id add one job', async () => {
    const outcomes = await Promise.all([
      followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary }),
      followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary }),
    ]);
    expect(outcomes.filter((o) => o.added)).toHaveLength(1);
    expect(await jobs()).toHaveLength(1);
  });

  it('finds the id through the ids index (the ledger’s version 2)', async () => {
    await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    const { version, multiEntry, count } = await ledgerDb().read(['jobs'], async (tx) => ({
      // Version 2 of the ledger is IndexedDB's 20; its ids' index is multiEntry.
      version: tx.raw.db.version,
      multiEntry: tx.raw.objectStore('jobs').index('remoteIds').multiEntry,
      count: await tx.store('jobs').index('remoteIds').count(ID),
    }));
    expect(version).toBe(20);
    expect(multiEntry).toBe(true);
    expect(count).toBe(1);
  });

  it('finds ids stored before the index existed (a ledger written by version 1)', async () => {
    const name = `v1-ledger-${Math.random().toString(36).slice(2)}`;
    const first = await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    if (!first.added) throw new Error('expected the first follow to be added');
    // Version 1 of the ledger (IndexedDB's 10): the jobs by id, indexed on createdAt, kind, status.
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () => {
      const jobs = request.result.createObjectStore('jobs', { keyPath: 'id' });
      for (const index of ['createdAt', 'kind', 'status']) jobs.createIndex(index, index);
    };
    const old = await requested(request);
    const tx = old.transaction('jobs', 'readwrite');
    const committed = new Promise((resolve) => (tx.oncomplete = resolve));
    await requested(tx.objectStore('jobs').add({ ...first.job, schema: 1 }));
    await committed;
    old.close();
    reopenLedgerDb(name);
    const again = await followById({ kind: 'video', gateway: GW, remoteIds: [ID], summary });
    expect(again).toMatchObject({ added: false, followedBy: { id: first.job.id } });
  });
});
