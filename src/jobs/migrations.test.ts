import { describe, expect, it } from 'vitest';
import { readEntry } from './ledger';
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

describe('migrations: schema 3 (refused is not failed)', () => {
  it('is the current version', () => {
    expect(LEDGER_SCHEMA_VERSION).toBe(3);
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
      record: { ...oldRefused, schema: 3, favourite: true, status: 'refused' },
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

  it('a schema 3 record is read as it is', () => {
    expect(migrateRecord({ ...oldRefused, schema: 3 })).toEqual({
      ok: true,
      record: { ...oldRefused, schema: 3 },
    });
  });
});
