// @vitest-environment jsdom
import { IDBKeyRange, forceCloseDatabase } from 'fake-indexeddb';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie, openDatabase } from '@/lib/dexie';
import { ledgerDb, withFreshLedger } from '@/testing/ledger';
import { LedgerWriteError, onLedgerWriteFailure } from '@/jobs/ledger/guarded-write';
import { addSubmittingJob, recordCreated } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import { LedgerDb, openLedgerDb } from './ledger-db';
import { useRescuedIds } from './rescue';
import { setStorageHealth, storageHealth } from './storage-health';
import { useActiveJobs, watchLedger } from './use-ledger';
import { renderHook } from '@testing-library/react';

/**
 * The browser's own faults (issue 25): a full disk, no IndexedDB, a blocked upgrade, a newer
 * studio in another tab, the database deleted underneath. Each is injected into fake-indexeddb.
 */
withFreshLedger();

afterEach(() => {
  setStorageHealth({ state: 'ok' });
  localStorage.clear();
});

function submitting() {
  return addSubmittingJob({
    kind: 'video',
    gateway: 'http://gateway.test',
    summary: { prompt: 'a boat', fields: {} },
    request: { prompt: 'a boat' },
  });
}

/** Every put and add refused as a full disk is, until the returned function is called. */
function fillTheDisk(): () => void {
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(full);
  const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(full);
  return () => {
    put.mockRestore();
    add.mockRestore();
  };
}

async function failure(work: Promise<unknown>): Promise<LedgerWriteError> {
  const error: unknown = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof LedgerWriteError))
    throw new Error(`expected a LedgerWriteError, got ${String(error)}`);
  return error;
}

describe('a full disk', () => {
  it('INVARIANT the first write of a create fails as "full", naming the new job: nothing is stored', async () => {
    const freeSpace = fillTheDisk();
    try {
      const error = await failure(submitting());
      expect(error.fault).toBe('full');
      expect(error.message).toBe(
        "Could not save the new job in this browser's storage (the disk is full, or the share of it this browser gives the studio is used up).",
      );
    } finally {
      freeSpace();
    }
    expect(await ledgerDb().jobs.count()).toBe(0);
  });

  it('INVARIANT a poll update that cannot be written leaves the saved record whole, and the next write after space is freed lands', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['task-1'] });
    const told: (string | null)[] = [];
    const stop = onLedgerWriteFailure((e) => told.push(e === null ? null : e.fault));

    const freeSpace = fillTheDisk();
    const error = await failure(applyPollUpdate(job.id, { status: 'running', progress: 40 }));
    freeSpace();
    expect(error.message).toMatch(
      /^Could not save the job update in this browser's storage \(the disk is full/,
    );
    expect(await getJob(job.id)).toMatchObject({ status: 'queued', remoteIds: ['task-1'] });

    await applyPollUpdate(job.id, { status: 'running', progress: 60 });
    expect(await getJob(job.id)).toMatchObject({
      status: 'running',
      progress: 60,
      remoteIds: ['task-1'],
    });
    // The banner is told of the failure, then that writes work again.
    expect(told).toEqual(['full', null]);
    stop();
  });
});

describe('another tab changes the database', () => {
  it('INVARIANT a newer studio upgrading it: this tab lets go, says so, and every write fails as "closed" instead of reopening', async () => {
    const job = await submitting();
    const name = ledgerDb().name;
    const newer = new Dexie(name);
    newer.version(3).stores({ jobs: 'id, createdAt, kind, status, *remoteIds, profileId' });
    // Not blocked: this tab closed at once.
    await newer.open();
    expect(storageHealth()).toEqual({ state: 'superseded' });
    expect(ledgerDb().isOpen()).toBe(false);

    const error = await failure(applyPollUpdate(job.id, { status: 'running' }));
    expect(error.fault).toBe('closed');
    expect((await failure(submitting())).fault).toBe('closed');
    // Nothing was written by this tab into the upgraded database.
    expect(await newer.table('jobs').count()).toBe(1);
    newer.close();
  });

  it("INVARIANT the database deleted underneath: said with how many jobs were in it, the running ones' ids rescued, and no empty database made again", async () => {
    const running = await submitting();
    await recordCreated(running.id, { status: 'running', remoteIds: ['task-running'] });
    const done = await submitting();
    await recordCreated(done.id, { status: 'succeeded', remoteIds: ['task-done'] });
    // A reader holds the ledger in memory, as any page listing jobs does.
    let stop = () => undefined as unknown;
    await new Promise<void>((resolve) => {
      stop = watchLedger((entries) => {
        if (entries.length === 2) resolve();
      });
    });
    const rescued = renderHook(() => useRescuedIds());

    await Dexie.delete(ledgerDb().name);
    expect(storageHealth()).toEqual({ state: 'cleared', lost: 2 });
    expect(rescued.result.current.map((r) => r.ids)).toEqual([['task-running']]);
    expect(localStorage.getItem('media-studio.rescued-ids')).toContain('task-running');

    expect((await failure(submitting())).fault).toBe('closed');
    expect(await Dexie.exists(ledgerDb().name)).toBe(false);
    stop();
  });

  it('INVARIANT the browser closing the connection itself (site data cleared) is said, and nothing reopens', async () => {
    const job = await submitting();
    // fake-indexeddb's declared parameter type is the class, not a connection; it takes a connection.
    forceCloseDatabase(ledgerDb().backendDB() as never);
    expect(storageHealth()).toEqual({ state: 'cleared', lost: null });
    expect((await failure(applyPollUpdate(job.id, { status: 'running' }))).fault).toBe('closed');
    expect(ledgerDb().isOpen()).toBe(false);
  });
});

describe('no IndexedDB', () => {
  const refusing = {
    indexedDB: {
      open: () => {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        );
      },
    } as unknown as IDBFactory,
    IDBKeyRange,
  };

  it('INVARIANT an IndexedDB that refuses to open gives a ledger in memory that works, live queries included, and says why', async () => {
    const name = `memory-${Math.random().toString(36).slice(2)}`;
    const opened = await openDatabase(
      (dependencies) => new LedgerDb(name, dependencies ?? refusing),
    );
    expect(opened.where).toBe('memory');
    if (opened.where !== 'memory') return;
    expect(opened.reason).toMatch(/did not allow mutations/);
    const db = opened.db;
    await db.jobs.add({
      ...{ id: 'a', kind: 'video', createdAt: 1, status: 'queued', remoteIds: ['t'] },
      schema: 1,
    } as never);
    expect(await db.jobs.where('remoteIds').equalsIgnoreCase('T').count()).toBe(1);
    const seen: number[] = [];
    const subscription = liveQuery(() =>
      db.jobs.where('status').equals('queued').count(),
    ).subscribe((n) => seen.push(n));
    await expect.poll(() => seen.at(-1)).toBe(1);
    await db.jobs.put({
      id: 'b',
      kind: 'video',
      createdAt: 2,
      status: 'queued',
      remoteIds: [],
      schema: 1,
    } as never);
    await expect.poll(() => seen.at(-1)).toBe(2);
    subscription.unsubscribe();
    db.close();
  });
});

describe('a blocked upgrade', () => {
  it('INVARIANT an older connection that will not let go is said at once, not waited on silently; the ledger goes on once it lets go', async () => {
    const name = `blocked-${Math.random().toString(36).slice(2)}`;
    // An older studio's database (version 1 of the ledger) held open by a tab that ignores versionchange.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 10);
      request.onupgradeneeded = () =>
        request.result.createObjectStore('jobs', { keyPath: 'id' }).createIndex('status', 'status');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const db = await openLedgerDb(name);
    expect(storageHealth()).toEqual({ state: 'blocked' });
    const count = db.jobs.count();
    old.close();
    expect(await count).toBe(0);
    expect(storageHealth()).toEqual({ state: 'ok' });
    db.close();
  });
});

describe('the poller while storage is gone', () => {
  it('INVARIANT a ledger let go of has nothing to poll: the active jobs empty at once', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'running', remoteIds: ['task-1'] });
    const { result } = renderHook(() => useActiveJobs());
    await expect.poll(() => result.current?.map((j) => j.id)).toEqual([job.id]);
    await Dexie.delete(ledgerDb().name);
    await expect.poll(() => result.current).toEqual([]);
  });
});
