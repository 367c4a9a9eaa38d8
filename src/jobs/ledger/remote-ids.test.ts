import { describe, expect, it, vi } from 'vitest';
import { Store } from '@/lib/idb';
import { testJob } from '@/testing/jobs';
import { ledgerDb, withFreshLedger } from '@/testing/ledger';
import { followById } from './create-writes';
import { LEDGER_SCHEMA_VERSION } from './records';
import { findByRemoteId, findByRemoteIds, nextCasing } from './remote-ids';

/**
 * A vendor id is found whatever its case, stored or asked (a UUID pasted in capitals is the same
 * task): exact, lower-case and upper-case look-ups through the ids' index, then a walk of its keys
 * that jumps from one casing of the ids to the next.
 */
withFreshLedger();

async function plant(...jobs: { id: string; remoteIds: string[]; gateway?: string }[]) {
  await ledgerDb().write(['jobs'], (tx) =>
    tx
      .store('jobs')
      .putMany(jobs.map((job) => ({ ...testJob(job), schema: LEDGER_SCHEMA_VERSION }))),
  );
}

const find = (id: string, keep?: (row: { id: string; gateway: string }) => boolean) =>
  ledgerDb().read(['jobs'], (tx) => findByRemoteId(tx.store('jobs'), id, keep));
const findAny = (ids: string[]) =>
  ledgerDb().read(['jobs'], (tx) => findByRemoteIds(tx.store('jobs'), ids));

describe('finding a record by a vendor id, whatever its case', () => {
  it('finds a mixed-case id stored, asked in another mix of cases, in lower case or in capitals', async () => {
    await plant({ id: 'mixed', remoteIds: ['Task-AbC-123'] });
    for (const asked of ['Task-AbC-123', 'tASK-aBc-123', 'task-abc-123', 'TASK-ABC-123'])
      expect((await find(asked))?.id, asked).toBe('mixed');
    expect(await find('task-abc-124')).toBeUndefined();
    expect(await findAny([])).toBeUndefined();
  });

  it('reads only the keys of the index, not the records, when it has to walk them', async () => {
    await plant(
      { id: 'mixed', remoteIds: ['Task-AbC-123'] },
      ...Array.from({ length: 20 }, (_, i) => ({ id: `other-${i}`, remoteIds: [`other-${i}`] })),
    );
    const read = vi.spyOn(Store.prototype, 'getAll');
    const walked = vi.spyOn(Store.prototype, 'walk');
    expect((await find('tASK-aBc-123'))?.id).toBe('mixed');
    // The exact, lower-case and upper-case look-ups found nothing; no read of every record.
    expect(read.mock.calls.every(([query]) => query !== undefined && query !== null)).toBe(true);
    expect(walked).not.toHaveBeenCalled();
  });

  it('goes on to the next step when what a step found is not kept', async () => {
    await plant(
      { id: 'elsewhere', remoteIds: ['abc'], gateway: 'http://other.test' },
      { id: 'here-upper', remoteIds: ['ABC'], gateway: 'http://gateway.test' },
      { id: 'here-mixed', remoteIds: ['aBc'], gateway: 'http://gateway.test' },
    );
    const atGateway = (row: { gateway: string }) => row.gateway === 'http://gateway.test';
    expect((await find('abc', atGateway))?.id).toBe('here-upper');
    expect((await find('abc', (row) => row.id === 'here-mixed'))?.id).toBe('here-mixed');
    expect(await find('abc', () => false)).toBeUndefined();
  });

  it('finds any of many ids (an import) in one scan, whatever their case', async () => {
    await plant({ id: 'a', remoteIds: ['Clip-One'] }, { id: 'b', remoteIds: ['clip-two'] });
    const many = Array.from({ length: 12 }, (_, i) => `missing-${i}`);
    expect((await findAny([...many, 'cLIP-oNE']))?.id).toBe('a');
    expect((await findAny([...many, 'CLIP-TWO']))?.id).toBe('b');
    expect(await findAny(many)).toBeUndefined();
  });

  it('refuses to follow again an id stored in a mix of cases, asked in another', async () => {
    const first = await followById({
      kind: 'tune',
      gateway: 'http://gateway.test',
      remoteIds: ['Clip-A', 'cLiP-b'],
      summary: { prompt: '', fields: {} },
    });
    const again = await followById({
      kind: 'tune',
      gateway: 'http://gateway.test',
      remoteIds: ['cLIP-b', 'clIP-a'],
      summary: { prompt: '', fields: {} },
    });
    expect(again).toMatchObject({
      added: false,
      followedBy: { id: first.added ? first.job.id : 'missing' },
    });
  });
});

/** Every casing of `id`, in the order IndexedDB sorts strings (by UTF-16 code unit). */
function casings(id: string): string[] {
  let all = [''];
  for (const char of id) {
    const forms = [...new Set([char.toUpperCase(), char.toLowerCase()])];
    all = all.flatMap((prefix) => forms.map((form) => prefix + form));
  }
  return all.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

describe('the next casing after a key', () => {
  it('is the smallest casing of the id after the key, or null: checked against every casing', () => {
    const alphabet = ['a', 'A', 'b', 'B', '1', '_', 'z'];
    const keysUpTo = (length: number): string[] =>
      length === 0 ? [''] : keysUpTo(length - 1).flatMap((k) => [k, ...alphabet.map((c) => k + c)]);
    const keys = [...new Set(keysUpTo(3))];
    for (const id of ['ab', 'a1b', 'B', '1_', 'zab']) {
      const all = casings(id);
      for (const key of keys) {
        const expected = all.find((casing) => casing > key) ?? null;
        expect(nextCasing(key, id.toUpperCase(), id.toLowerCase()), `${id} after "${key}"`).toBe(
          expected,
        );
      }
    }
  });

  it('walks a large ledger in a few steps, whether the id is there or not', async () => {
    await plant(
      ...Array.from({ length: 2000 }, (_, i) => ({
        id: `job-${i}`,
        remoteIds: [`task-${(i * 7919).toString(36)}-${i.toString(16)}`],
      })),
      { id: 'wanted', remoteIds: ['Task-MiXed-77'] },
    );
    // The cursor's steps, counted: a walk over every key would take 2,001.
    const steps = vi.spyOn(IDBCursor.prototype, 'continue');
    expect((await find('tASK-mIxED-77'))?.id).toBe('wanted');
    expect(await find('tASK-mIxED-78')).toBeUndefined();
    expect(steps.mock.calls.length).toBeGreaterThan(0);
    expect(steps.mock.calls.length).toBeLessThan(60);
    steps.mockRestore();
    // The same answers from a walk over every key, as a check that the jumps skip no casing.
    const keys = await ledgerDb().read(['jobs'], (tx) =>
      tx.store('jobs').index('remoteIds').keys(),
    );
    expect(
      keys.filter(({ key }) => typeof key === 'string' && key.toLowerCase() === 'task-mixed-77'),
    ).toEqual([{ key: 'Task-MiXed-77', primaryKey: 'wanted' }]);
  });
});
