// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@/gateway/client';
import { createDemoTestbed, zTestTask } from '@/testing/demo-testbed';
import { testJob } from '@/testing/jobs';
import { keptCopiesDb, withFreshCopies } from '@/testing/kept-copies';
import { withFreshLedger } from '@/testing/ledger';
import type { Job } from '@/jobs/job';
import {
  copiesRefused,
  hostRefusesCopy,
  noRoomForCopy,
  deleteCopies,
  getCopy,
  keepCopies,
  readCopiesSummary,
} from './kept-copies';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import { removeJob } from '@/jobs/removal';

withFreshLedger();
withFreshCopies();

/** A media host that serves "bytes of <url>" with the type its extension says, and counts asks. */
function mediaHost() {
  const asked: string[] = [];
  const fetch: FetchLike = (url) => {
    asked.push(url);
    return Promise.resolve(
      new Response(`bytes of ${url}`, {
        headers: { 'Content-Type': url.endsWith('.mp3') ? 'audio/mpeg' : 'video/mp4' },
      }),
    );
  };
  return { asked, fetch };
}

const source = (fetch: FetchLike) => ({ client: createDemoTestbed().client, fetch });

function finished(id: string, urls: string[]): Job {
  return testJob({
    id,
    media: urls.map((url) => ({ kind: url.endsWith('.mp3') ? 'audio' : 'video', url })),
  });
}

/** A job in the ledger, finished by a poll with one video at `url`, as the ledger reads it back. */
async function storedFinished(remoteId: string, url: string): Promise<Job> {
  const stored = await addImportedJob({
    kind: 'video',
    gateway: 'http://gateway.test',
    remoteIds: [remoteId],
    summary: { prompt: 'p', fields: {} },
  });
  await applyPollUpdate(stored.id, { status: 'succeeded', media: [{ kind: 'video', url }] });
  const job = await getJob(stored.id);
  if (job === undefined) throw new Error('the job was not stored');
  return job;
}

async function text(jobId: string, slot: number): Promise<string | undefined> {
  return (await getCopy(jobId, slot))?.blob.text();
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A request that fails with `error`, as the browser's does (its `error` event, not a throw). */
function failedRequest(error: DOMException): IDBRequest {
  const request: Pick<IDBRequest, 'result' | 'error' | 'onsuccess' | 'onerror'> = {
    result: undefined,
    error,
    onsuccess: null,
    onerror: null,
  };
  queueMicrotask(() => {
    request.onerror?.call(request as IDBRequest, new Event('error'));
  });
  return request as IDBRequest;
}

/**
 * Every row put into this test's copies goes as `fail` says (handed the real put, and the store):
 * the other stores, and the other databases (the ledger), write as ever.
 */
function failPuts(fail: (put: () => IDBRequest<IDBValidKey>, store: IDBObjectStore) => IDBRequest) {
  const put = Reflect.get<IDBObjectStore, 'put'>(IDBObjectStore.prototype, 'put');
  const database = keptCopiesDb().name;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    const real = () => put.call(this, value, key);
    return this.name === 'copies' && this.transaction.db.name === database
      ? fail(real, this)
      : real();
  } as typeof put);
}

/** The transaction aborts with `error` as its own, as the browser's does when the disk is full. */
function abortWith(tx: IDBTransaction, error: DOMException): void {
  tx.abort();
  Object.defineProperty(tx, 'error', { value: error, configurable: true });
}

/**
 * The ways a full disk reaches the page: the row's request fails with QuotaExceededError; the
 * transaction aborts under a pending request (which fails with a bare AbortError, the transaction
 * saying QuotaExceededError); or every request succeeds and the commit fails (Chrome's way).
 */
const fullDisk = {
  request: () => failPuts(() => failedRequest(quotaExceeded())),
  pending: () =>
    failPuts((put, store) => {
      const request = put();
      abortWith(store.transaction, quotaExceeded());
      return request;
    }),
  commit: () =>
    failPuts((put, store) => {
      const request = put();
      request.addEventListener('success', () => abortWith(store.transaction, quotaExceeded()));
      return request;
    }),
};

describe('kept copies', () => {
  it('keeps every result of a job, reads each back, and frees them all on delete', async () => {
    const host = mediaHost();
    const job = finished('a', ['https://cdn.example/one.mp3', 'https://cdn.example/two.mp3']);
    const outcome = await keepCopies(job, source(host.fetch));
    const bytes =
      'bytes of https://cdn.example/one.mp3'.length + 'bytes of https://cdn.example/two.mp3'.length;
    expect(outcome).toEqual({ ok: true, count: 2, bytes });
    expect(await text('a', 0)).toBe('bytes of https://cdn.example/one.mp3');
    expect(await text('a', 1)).toBe('bytes of https://cdn.example/two.mp3');
    expect((await getCopy('a', 1))?.type).toBe('audio/mpeg');
    const summary = await readCopiesSummary();
    expect([...summary.kept]).toEqual(['a']);
    expect(summary).toMatchObject({ count: 2, bytes });

    await expect(deleteCopies('a')).resolves.toBe(true);
    expect(await getCopy('a', 0)).toBeUndefined();
    expect(await readCopiesSummary()).toMatchObject({ count: 0, bytes: 0 });
  });

  it('fetches a gateway path with the key, in the header, never from a media host', async () => {
    const bed = createDemoTestbed({ apiKey: 'secret' });
    const created = await bed.client.json({
      method: 'POST',
      path: '/v1/videos',
      body: {
        model: 'videomodel-1.0-t2v',
        prompt: 'x [nourl]',
        seconds: 5,
        resolution: '720P',
        ratio: '16:9',
      },
      schema: zTestTask,
    });
    bed.advance(60_000);
    const job = testJob({
      id: 'g',
      media: [{ kind: 'video', url: `/v1/videos/${created.id}/content`, viaGateway: true }],
    });
    const host = mediaHost();
    await expect(keepCopies(job, { client: bed.client, fetch: host.fetch })).resolves.toMatchObject(
      { ok: true, count: 1 },
    );
    expect(await text('g', 0)).toMatch(/^bytes of sample\.(mp4|webm)$/);
    expect(host.asked).toEqual([]);
    expect(bed.requests.at(-1)?.headers.authorization).toBe('Bearer secret');
  });

  it.each(Object.keys(fullDisk) as (keyof typeof fullDisk)[])(
    'a full quota says so, keeps the earlier copy as it was, and changes nothing else (%s)',
    async (how) => {
      await fullQuotaKeepsWhatWas(fullDisk[how]);
    },
  );

  async function fullQuotaKeepsWhatWas(fillDisk: () => void) {
    const host = mediaHost();
    const first = finished('first', ['https://cdn.example/first.mp4']);
    await keepCopies(first, source(host.fetch));
    const before = await storedFinished('t2', 'https://cdn.example/second.mp4');

    fillDisk();
    await expect(keepCopies(before, source(host.fetch))).resolves.toEqual({
      ok: false,
      message: noRoomForCopy(),
    });
    // Keeping the first job again fails the same way, and its earlier copy survives the attempt.
    await expect(keepCopies(first, source(host.fetch))).resolves.toEqual({
      ok: false,
      message: noRoomForCopy(),
    });

    expect(await text('first', 0)).toBe('bytes of https://cdn.example/first.mp4');
    expect(await getCopy(before.id, 0)).toBeUndefined();
    expect(await getJob(before.id)).toEqual(before);
  }

  it('storage that refuses outright (private mode) says so', async () => {
    failPuts(() =>
      failedRequest(
        new DOMException(
          'The operation failed for reasons unrelated to the database itself.',
          'InvalidStateError',
        ),
      ),
    );
    const outcome = await keepCopies(
      finished('p', ['https://cdn.example/p.mp4']),
      source(mediaHost().fetch),
    );
    expect(outcome).toEqual({ ok: false, message: copiesRefused() });
  });

  it('a host that refuses the page (CORS) or an expired link stores nothing and says why', async () => {
    const refusing: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      keepCopies(finished('c', ['https://cdn.example/c.mp4']), source(refusing)),
    ).resolves.toEqual({
      ok: false,
      message: hostRefusesCopy(),
    });
    const expired: FetchLike = () =>
      Promise.resolve(new Response('gone', { status: 410, statusText: 'Gone' }));
    const outcome = await keepCopies(finished('e', ['https://cdn.example/e.mp4']), source(expired));
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringContaining('410 Gone') as unknown,
    });
    expect(await readCopiesSummary()).toMatchObject({ count: 0 });
  });

  it('a web page where the medium should be is not kept, and says so', async () => {
    const page: FetchLike = () =>
      Promise.resolve(
        new Response('<!doctype html><title>Media Studio</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      );
    const outcome = await keepCopies(finished('h', ['https://cdn.example/h.mp4']), source(page));
    expect(outcome).toEqual({
      ok: false,
      message: 'No copy was kept: the address answered with a web page, not the file.',
    });
    expect(await readCopiesSummary()).toMatchObject({ count: 0 });
  });

  it('a job that is not finished, or has nothing to fetch, is not kept', async () => {
    const host = mediaHost();
    await expect(
      keepCopies(testJob({ id: 'r', status: 'running', media: [] }), source(host.fetch)),
    ).resolves.toMatchObject({ ok: false });
    await expect(
      keepCopies(testJob({ id: 'n', media: [] }), source(host.fetch)),
    ).resolves.toMatchObject({ ok: false });
    expect(host.asked).toEqual([]);
  });

  it('removing the job frees its copy', async () => {
    const job = await storedFinished('t9', 'https://cdn.example/nine.mp4');
    await keepCopies(job, source(mediaHost().fetch));
    expect((await readCopiesSummary()).kept.has(job.id)).toBe(true);
    await removeJob(job.id);
    expect(await readCopiesSummary()).toMatchObject({ count: 0, bytes: 0 });
  });
});
