import { describe, expect, it } from 'vitest';
import { ledgerRows, withFreshLedger } from '@/testing/ledger';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { getJob, listEntries } from '@/jobs/ledger/reads';
import { setFavourite } from '@/jobs/ledger/person-edits';
import { exportLibrary, importLibrary } from '@/jobs/library-file';
import { LEDGER_SCHEMA_VERSION, migrateRecord } from './migrations';

withFreshLedger();

/** A record as the studio wrote it before favourites existed. */
function writtenAtSchema1(id: string, remoteId: string) {
  return {
    id,
    kind: 'video',
    gateway: 'http://g',
    status: 'succeeded',
    remoteIds: [remoteId],
    createdAt: 1,
    updatedAt: 1,
    changedAt: 1,
  };
}

const summary = { prompt: 'a lighthouse at dusk', fields: {} };

describe('favourites in the ledger', () => {
  it('a record written before favourites existed reads back unstarred', async () => {
    const v1 = { ...writtenAtSchema1('old-1', 't1'), schema: 1 };
    expect(migrateRecord(v1)).toEqual({
      ok: true,
      record: {
        ...v1,
        favourite: false,
        source: null,
        batch: null,
        profileId: null,
        setAside: false,
        schema: LEDGER_SCHEMA_VERSION,
      },
    });
    await ledgerRows.put(v1);
    const [entry] = await listEntries();
    expect(entry).toMatchObject({
      ok: true,
      job: { id: 'old-1', favourite: false, remoteIds: ['t1'] },
    });
  });

  it('a new job starts unstarred; the star survives a re-read and can be taken off', async () => {
    const job = await addImportedJob({
      kind: 'music',
      gateway: 'http://g',
      remoteIds: ['m1'],
      summary,
    });
    expect(job.favourite).toBe(false);
    await setFavourite(job.id, true);
    expect((await getJob(job.id))?.favourite).toBe(true);
    await setFavourite(job.id, false);
    expect((await getJob(job.id))?.favourite).toBe(false);
  });

  it('starring changes nothing else about the job', async () => {
    const job = await addImportedJob({
      kind: 'music',
      gateway: 'http://g',
      remoteIds: ['m1', 'm2'],
      summary,
    });
    await setFavourite(job.id, true, job.updatedAt + 5);
    expect(await getJob(job.id)).toEqual({ ...job, favourite: true, updatedAt: job.updatedAt + 5 });
  });

  it('starring a job that is not there does nothing', async () => {
    expect(await setFavourite('missing', true)).toBeUndefined();
    expect(await listEntries()).toEqual([]);
  });

  it('export then import into an empty library keeps the star', async () => {
    const starred = await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['v1'],
      summary,
    });
    const plain = await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['v2'],
      summary,
    });
    await setFavourite(starred.id, true);
    const text = await exportLibrary('');
    await ledgerRows.clear();
    expect(await importLibrary(text)).toEqual({ ok: true, added: 2, skipped: 0 });
    expect((await getJob(starred.id))?.favourite).toBe(true);
    expect((await getJob(plain.id))?.favourite).toBe(false);
  });

  it('a file exported by the studio before favourites imports with every job unstarred', async () => {
    const job = writtenAtSchema1('from-v1', 't9');
    const text = JSON.stringify({
      format: 'media-studio-library',
      version: 1,
      exportedAt: 'x',
      jobs: [job],
    });
    expect(await importLibrary(text)).toEqual({ ok: true, added: 1, skipped: 0 });
    expect(await getJob('from-v1')).toMatchObject({ favourite: false, remoteIds: ['t9'] });
  });
});
