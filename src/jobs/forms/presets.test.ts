import { describe, expect, it } from 'vitest';
import { withFreshLedger } from '@/testing/ledger';
import {
  addStudioRows,
  clearStudio,
  studioCount,
  studioRows,
  withFreshStudioDb,
} from '@/testing/studio-db';
import { exportLibrary, importLibrary } from '@/jobs/library-file';
import {
  PRESET_VERSION,
  deletePreset,
  listPresets,
  migratePreset,
  renamePreset,
  savePreset,
} from './presets';

withFreshLedger();
withFreshStudioDb();

describe('presets', () => {
  it('are kept per generator, by name, and survive a reopened database', async () => {
    await savePreset('video', 'Vertical boat', { prompt: 'a boat', ratio: '9:16' });
    await savePreset('video', 'Wide', { prompt: 'a field', ratio: '16:9' });
    await savePreset('clip', 'Bird', { prompt: 'a bird' });

    expect((await listPresets('video')).map((p) => p.name)).toEqual(['Vertical boat', 'Wide']);
    expect((await listPresets('clip')).map((p) => p.name)).toEqual(['Bird']);
    const stored = await studioRows('presets');
    expect(stored.every((r) => r.v === PRESET_VERSION)).toBe(true);
    expect((await listPresets('video'))[0]?.values).toEqual({ prompt: 'a boat', ratio: '9:16' });
  });

  it('saving under a name the generator has replaces that preset instead of making a twin', async () => {
    const first = await savePreset('video', 'Boat', { prompt: 'one' });
    const again = await savePreset('video', 'boat', { prompt: 'two' });
    expect(again.replaced).toBe(true);
    expect(again.preset.id).toBe(first.preset.id);
    expect((await listPresets('video')).map((p) => p.values)).toEqual([{ prompt: 'two' }]);
  });

  it('can be renamed and deleted; a blank name is refused', async () => {
    const { preset } = await savePreset('video', 'Boat', { prompt: 'one' });
    await renamePreset(preset.id, '  Night boat ');
    expect((await listPresets('video')).map((p) => p.name)).toEqual(['Night boat']);
    await expect(renamePreset(preset.id, '   ')).rejects.toThrow();
    await deletePreset(preset.id);
    expect(await listPresets('video')).toEqual([]);
  });

  it('migration: a record without a version is read as the first; one from a newer studio is kept but not offered', async () => {
    const base = {
      id: 'p1',
      kind: 'video',
      name: 'Old',
      values: { prompt: 'x' },
      createdAt: 1,
      updatedAt: 1,
    };
    expect(migratePreset(base)).toEqual({ ok: true, preset: base });
    expect(migratePreset({ ...base, v: PRESET_VERSION + 1 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('newer'),
    });
    expect(migratePreset({ ...base, v: 'one' })).toMatchObject({ ok: false });
    expect(migratePreset({ ...base, name: '' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('name'),
    });

    await addStudioRows('presets', [
      { ...base, v: 1 },
      { ...base, id: 'p2', name: 'Future', v: PRESET_VERSION + 1 },
      { ...base, id: 'p3', name: 'Broken', v: 1, values: 'not an object' },
    ]);
    expect((await listPresets('video')).map((p) => p.name)).toEqual(['Old']);
    // Nothing this version cannot read is thrown away.
    expect(await studioCount('presets')).toBe(3);
  });
});

describe('presets in the library file', () => {
  it('are exported with their version and imported into another browser; ones already there are kept', async () => {
    await savePreset('video', 'Boat', { prompt: 'a boat' });
    const text = await exportLibrary('');
    const file = JSON.parse(text) as { presets: { name: string; v: number }[] };
    expect(file.presets).toEqual([expect.objectContaining({ name: 'Boat', v: PRESET_VERSION })]);

    await clearStudio('presets');
    expect(await importLibrary(text)).toEqual({ ok: true, added: 0, skipped: 0, presets: 1 });
    expect((await listPresets('video')).map((p) => p.values)).toEqual([{ prompt: 'a boat' }]);
    // Imported again: nothing doubles.
    expect(await importLibrary(text)).toEqual({ ok: true, added: 0, skipped: 0, presets: 0 });
    expect(await listPresets('video')).toHaveLength(1);
  });

  it('a file from before presets imports as before', async () => {
    const old = JSON.stringify({
      format: 'media-studio-library',
      version: 3,
      exportedAt: '2026-01-01T00:00:00Z',
      jobs: [],
    });
    expect(await importLibrary(old)).toEqual({ ok: true, added: 0, skipped: 0 });
  });

  it('a bad preset refuses the whole file, and nothing is imported', async () => {
    const job = {
      id: 'j1',
      kind: 'video',
      gateway: 'http://g.test',
      status: 'succeeded',
      remoteIds: ['t1'],
      createdAt: 1,
      updatedAt: 1,
      changedAt: 1,
    };
    const text = JSON.stringify({
      format: 'media-studio-library',
      version: 4,
      exportedAt: '2026-01-01T00:00:00Z',
      jobs: [job],
      presets: [{ id: 'p', kind: 'video', name: '', values: {}, createdAt: 1, updatedAt: 1, v: 1 }],
    });
    const outcome = await importLibrary(text);
    expect(outcome).toMatchObject({ ok: false, message: expect.stringContaining('Preset 1') });
    expect(await studioCount('presets')).toBe(0);
    const again = JSON.parse(await exportLibrary('')) as { jobs: unknown[] };
    expect(again.jobs).toEqual([]);
  });
});
