// @vitest-environment jsdom
import { IDBKeyRange, forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requested, topicsOf } from '@/lib/idb';
import { liveQuery } from '@/lib/live-query';
import { ledgerDb, ledgerRows, withFreshLedger } from '@/testing/ledger';
import { LedgerWriteError, onLedgerWriteFailure } from '@/jobs/ledger/write-failure';
import { addSubmittingJob, recordCreated } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import { ledgerSchema, openLedgerDb, type StoredJob } from './ledger-db';
import { findByRemoteId } from './remote-ids';
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

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * The put of the next write fails later, as the browser fails a request on a full disk: its
 * request's error event, with the QuotaExceededError (the transaction goes on until it is undone).
 */
function failNextPut(): void {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
    const request = { error: quotaExceeded(), result: undefined } as {
      error: DOMException;
      result: undefined;
      onerror?: (event: Event) => void;
    };
    queueMicrotask(() => request.onerror?.(new Event('error')));
    return request as unknown as IDBRequest<IDBValidKey>;
  });
}

/**
 * The browser aborts the transaction of the next put itself, the disk full as it writes: the
 * transaction's error is the QuotaExceededError, and its pending requests fail with AbortError.
 * (fake-indexeddb's own abort, with the error a browser gives it.)
 */
function abortNextPut(): void {
  const put = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')?.value as (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) => IDBRequest<IDBValidKey>;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) {
    const request = put.apply(this, args);
    (this.transaction as unknown as { _abort(error: string): void })._abort('QuotaExceededError');
    return request;
  });
}

/** A database other than the ledger's connection, opened raw at `version` (`upgrade` makes it). */
function openRaw(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, tx: IDBTransaction) => void,
): { request: IDBOpenDBRequest; opened: Promise<IDBDatabase> } {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => {
    if (request.transaction !== null) upgrade(request.result, request.transaction);
  };
  return { request, opened: requested(request) };
}

/** Whether the browser lists a database by this name. */
async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((db) => db.name === name);
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
    expect(await ledgerRows.count()).toBe(0);
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

  it('INVARIANT a put whose request fails as "full" fails the write as "full", and nothing of it is kept', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['task-1'] });
    failNextPut();
    const error = await failure(applyPollUpdate(job.id, { status: 'running', progress: 40 }));
    expect(error.fault).toBe('full');
    expect(error.message).toMatch(
      /^Could not save the job update in this browser's storage \(the disk is full/,
    );
    expect(await getJob(job.id)).toMatchObject({ status: 'queued', remoteIds: ['task-1'] });
  });

  it('INVARIANT a transaction the browser aborts for a full disk fails the write as "full" (its own error, not the AbortError), and nothing of it is kept', async () => {
    const job = await submitting();
    await recordCreated(job.id, { status: 'queued', remoteIds: ['task-1'] });
    abortNextPut();
    const error = await failure(applyPollUpdate(job.id, { status: 'running', progress: 40 }));
    expect(error.fault).toBe('full');
    expect(error.message).toMatch(
      /^Could not save the job update in this browser's storage \(the disk is full/,
    );
    expect(await getJob(job.id)).toMatchObject({ status: 'queued', remoteIds: ['task-1'] });
    // The next write lands.
    await applyPollUpdate(job.id, { status: 'running', progress: 60 });
    expect(await getJob(job.id)).toMatchObject({ status: 'running', progress: 60 });
  });
});

describe('another tab changes the database', () => {
  it('INVARIANT a newer studio upgrading it: this tab lets go, says so, and every write fails as "closed" instead of reopening', async () => {
    const job = await submitting();
    const name = ledgerDb().name;
    // A version 3 of the ledger (IndexedDB's 30), with one more index.
    const { request, opened } = openRaw(name, 30, (_db, tx) =>
      tx.objectStore('jobs').createIndex('profileId', 'profileId'),
    );
    let blocked = false;
    request.onblocked = () => (blocked = true);
    const newer = await opened;
    // Not blocked: this tab closed at once.
    expect(blocked).toBe(false);
    expect(storageHealth()).toEqual({ state: 'superseded' });
    expect(ledgerDb().isOpen()).toBe(false);

    const error = await failure(applyPollUpdate(job.id, { status: 'running' }));
    expect(error.fault).toBe('closed');
    expect((await failure(submitting())).fault).toBe('closed');
    // Nothing was written by this tab into the upgraded database.
    expect(await requested(newer.transaction('jobs').objectStore('jobs').count())).toBe(1);
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

    await requested(indexedDB.deleteDatabase(ledgerDb().name));
    expect(storageHealth()).toEqual({ state: 'cleared', lost: 2 });
    expect(rescued.result.current.map((r) => r.ids)).toEqual([['task-running']]);
    expect(localStorage.getItem('media-studio.rescued-ids')).toContain('task-running');

    expect((await failure(submitting())).fault).toBe('closed');
    expect(await exists(ledgerDb().name)).toBe(false);
    stop();
  });

  it('INVARIANT the browser closing the connection itself (site data cleared) is said, and nothing reopens', async () => {
    const job = await submitting();
    // The ledger's own connection, as its transactions see it.
    const connection = await ledgerDb().read(['jobs'], (tx) => Promise.resolve(tx.raw.db));
    // fake-indexeddb's declared parameter type is the class, not a connection; it takes a connection.
    forceCloseDatabase(connection as never);
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
    vi.stubGlobal('indexedDB', refusing.indexedDB);
    vi.stubGlobal('IDBKeyRange', refusing.IDBKeyRange);
    let db: Awaited<ReturnType<typeof openLedgerDb>>;
    try {
      db = await openLedgerDb(name);
    } finally {
      vi.unstubAllGlobals();
    }
    // In memory (not the IndexedDB that refused), and said so, with the browser's reason.
    expect(db.backend.indexedDB).not.toBe(refusing.indexedDB);
    expect(db.backend.indexedDB).not.toBe(indexedDB);
    const health = storageHealth();
    expect(health.state).toBe('memory');
    if (health.state !== 'memory') return;
    expect(health.reason).toMatch(/did not allow mutations/);
    await db.write(['jobs'], (tx) =>
      tx.store('jobs').add({
        ...{ id: 'a', kind: 'video', createdAt: 1, status: 'queued', remoteIds: ['t'] },
        schema: 1,
      } as StoredJob),
    );
    expect(await db.read(['jobs'], (tx) => findByRemoteId(tx.store('jobs'), 'T'))).toMatchObject({
      id: 'a',
    });
    const seen: number[] = [];
    const stop = liveQuery(
      () => db.read(['jobs'], (tx) => tx.store('jobs').index('status').count('queued')),
      topicsOf(ledgerSchema, 'jobs'),
      (n) => seen.push(n),
      // A read that failed: seen as no count at all, which the polls below then never find.
      () => seen.push(Number.NaN),
    );
    await expect.poll(() => seen.at(-1)).toBe(1);
    await db.write(['jobs'], (tx) =>
      tx.store('jobs').put({
        id: 'b',
        kind: 'video',
        createdAt: 2,
        status: 'queued',
        remoteIds: [],
        schema: 1,
      } as unknown as StoredJob),
    );
    await expect.poll(() => seen.at(-1)).toBe(2);
    stop();
    db.close();
  });
});

describe('a blocked upgrade', () => {
  it('INVARIANT an older connection that will not let go is said at once, not waited on silently; the ledger goes on once it lets go', async () => {
    const name = `blocked-${Math.random().toString(36).slice(2)}`;
    // An older studio's database (version 1 of the ledger, IndexedDB's 10) held open by a tab that
    // ignores versionchange.
    const old = await openRaw(name, 10, (db) => {
      const jobs = db.createObjectStore('jobs', { keyPath: 'id' });
      for (const index of ['createdAt', 'kind', 'status']) jobs.createIndex(index, index);
    }).opened;
    const db = await openLedgerDb(name);
    expect(storageHealth()).toEqual({ state: 'blocked' });
    const count = db.read(['jobs'], (tx) => tx.store('jobs').count());
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
    await requested(indexedDB.deleteDatabase(ledgerDb().name));
    await expect.poll(() => result.current).toEqual([]);
  });
});
