import { describe, expect, it } from 'vitest';
import { withFreshLedger } from '@/testing/ledger';
import { addImportedJob, addSubmittingJob, recordCreated } from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { exportLibrary, importLibrary } from './library-file';
import { LEDGER_SCHEMA_VERSION, migrateRecord } from '@/jobs/ledger/migrations';

withFreshLedger();

async function jobs() {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

describe('library export', () => {
  it('INVARIANT an export holds every job and never the API key', async () => {
    const job = await addSubmittingJob({
      kind: 'video',
      gateway: 'http://g',
      summary: { prompt: 'a boat', fields: {} },
      request: { note: 'key sk-secret-123 pasted by mistake' },
    });
    await recordCreated(job.id, { status: 'queued', remoteIds: ['t1'] });
    const text = await exportLibrary('sk-secret-123');
    expect(text).not.toContain('sk-secret-123');
    expect(text).toContain('[redacted]');
    const file = JSON.parse(text) as {
      format: string;
      version: number;
      jobs: { id: string; remoteIds: string[] }[];
    };
    expect(file).toMatchObject({ format: 'media-studio-library', version: LEDGER_SCHEMA_VERSION });
    expect(file.jobs.map((j) => j.remoteIds)).toEqual([['t1']]);
  });
});

describe('library import', () => {
  it('adds what is missing and leaves what is there exactly as it was', async () => {
    const here = await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['keep'],
      summary: { prompt: 'mine', fields: {} },
    });
    const text = await exportLibrary('');
    const file = JSON.parse(text) as { jobs: Record<string, unknown>[] };
    const changed = { ...file.jobs[0], prompt: 'overwritten?' };
    const fresh = { ...file.jobs[0], id: 'another', prompt: 'from elsewhere' };
    const outcome = await importLibrary(JSON.stringify({ ...file, jobs: [changed, fresh] }));
    expect(outcome).toEqual({ ok: true, added: 1, skipped: 1 });
    const all = await jobs();
    expect(all.find((j) => j.id === here.id)?.prompt).toBe('mine');
    expect(all.find((j) => j.id === 'another')?.prompt).toBe('from elsewhere');
  });

  it.each([
    ['not JSON', 'hello', /not JSON/],
    [
      'another format',
      JSON.stringify({ format: 'something-else', version: 1, exportedAt: 'x', jobs: [] }),
      /not a Media Studio library file/,
    ],
    [
      'a bad job',
      JSON.stringify({
        format: 'media-studio-library',
        version: 1,
        exportedAt: 'x',
        jobs: [{ id: 'x' }],
      }),
      /Job 1 in the file is not valid/,
    ],
    [
      'a job from a newer studio',
      JSON.stringify({
        format: 'media-studio-library',
        version: 1,
        exportedAt: 'x',
        jobs: [{ id: 'x', schema: 99 }],
      }),
      /newer version of the studio/,
    ],
  ])(
    'INVARIANT a bad file (%s) is refused with a message and changes nothing',
    async (_, text, message) => {
      await addImportedJob({
        kind: 'video',
        gateway: 'http://g',
        remoteIds: ['keep'],
        summary: { prompt: 'mine', fields: {} },
      });
      const outcome = await importLibrary(text);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.message).toMatch(message);
        expect(outcome.message).toContain('Nothing was imported.');
        // One stop between the reason and what follows (issue 54: "library file.. Nothing").
        expect(outcome.message).not.toMatch(/\.\./u);
      }
      expect((await jobs()).map((j) => j.prompt)).toEqual(['mine']);
    },
  );

  it('one bad job among good ones refuses the whole file', async () => {
    await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['a'],
      summary: { prompt: 'good', fields: {} },
    });
    const file = JSON.parse(await exportLibrary('')) as { jobs: Record<string, unknown>[] };
    const good = { ...file.jobs[0], id: 'good-2' };
    const outcome = await importLibrary(
      JSON.stringify({ ...file, jobs: [good, { id: 'bad', status: 'exploded' }] }),
    );
    expect(outcome.ok).toBe(false);
    expect((await jobs()).map((j) => j.id)).not.toContain('good-2');
  });
});

describe('migrations', () => {
  it('reads a record of the current version, and one written before versions existed', () => {
    expect(migrateRecord({ id: 'a', schema: LEDGER_SCHEMA_VERSION })).toMatchObject({ ok: true });
    expect(migrateRecord({ id: 'a' })).toEqual({
      ok: true,
      record: {
        id: 'a',
        favourite: false,
        source: null,
        batch: null,
        profileId: null,
        setAside: false,
        schema: LEDGER_SCHEMA_VERSION,
      },
    });
  });

  it('INVARIANT a record from a newer studio is refused, never reinterpreted', () => {
    expect(migrateRecord({ id: 'a', schema: LEDGER_SCHEMA_VERSION + 1 })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/newer version/) as unknown,
    });
  });

  it('refuses what is not a record', () => {
    expect(migrateRecord(null).ok).toBe(false);
    expect(migrateRecord([1]).ok).toBe(false);
    expect(migrateRecord({ schema: 0 }).ok).toBe(false);
  });
});
