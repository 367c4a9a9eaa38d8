import { describe, expect, it } from 'vitest';
import { readEntry } from '@/jobs/ledger/records';
import { LEDGER_SCHEMA_VERSION, migrateRecord } from './migrations';

/** A record as the studio wrote a refused create before schema 3. */
const oldRefused = {
  id: 'j1',
  kind: 'video',
  gateway: 'http://gateway.test',
  status: 'failed',
  statusWord: 'not created',
  remoteIds: [],
  error: 'The gateway is rate limiting requests (429): Too many requests',
  createdAt: 1,
  updatedAt: 2,
  changedAt: 2,
};

const noLineage = { source: null, batch: null, profileId: null, setAside: false };

describe('migrations: schema 3 (refused is not failed)', () => {
  it('is an earlier version than the current one (4)', () => {
    expect(LEDGER_SCHEMA_VERSION).toBe(4);
  });

  it('an old refused create (no version, "not created", no id) reads back as "refused", its words kept', () => {
    const entry = readEntry(oldRefused);
    expect(entry).toMatchObject({
      ok: true,
      job: { status: 'refused', statusWord: 'not created', error: oldRefused.error, remoteIds: [] },
    });
  });

  it('composes after version 2: a schema 2 record (with a field of that version) migrates the same way and keeps the field', () => {
    const migrated = migrateRecord({ ...oldRefused, schema: 2, favourite: true });
    expect(migrated).toEqual({
      ok: true,
      record: { ...oldRefused, schema: 4, favourite: true, status: 'refused', ...noLineage },
    });
  });

  it('a failed job with an id is paid work: it stays failed', () => {
    const entry = readEntry({ ...oldRefused, remoteIds: ['task-1'] });
    expect(entry).toMatchObject({ ok: true, job: { status: 'failed', remoteIds: ['task-1'] } });
  });

  it('a job that failed at the gateway (another word) stays failed', () => {
    const entry = readEntry({ ...oldRefused, statusWord: 'failed', remoteIds: ['task-1'] });
    expect(entry).toMatchObject({ ok: true, job: { status: 'failed' } });
    expect(readEntry({ ...oldRefused, statusWord: 'error' })).toMatchObject({
      ok: true,
      job: { status: 'failed' },
    });
  });

  it('a schema 3 record keeps its status and gains only the fields of version 4', () => {
    expect(migrateRecord({ ...oldRefused, schema: 3 })).toEqual({
      ok: true,
      record: { ...oldRefused, schema: 4, ...noLineage },
    });
  });
});

describe('migrations: schema 4 (lineage, batches, profiles, set aside)', () => {
  it('a schema 4 record is read as it is', () => {
    const record = {
      ...oldRefused,
      schema: 4,
      source: { jobId: 'j0', relation: 'remix' },
      setAside: true,
    };
    expect(migrateRecord(record)).toEqual({ ok: true, record });
  });

  it('an older job has no source, no batch, the default profile and is followed', () => {
    const entry = readEntry({ ...oldRefused, schema: 3, status: 'running', remoteIds: ['task-1'] });
    expect(entry).toMatchObject({ ok: true, job: noLineage });
  });
});
