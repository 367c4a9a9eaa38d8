import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { randomId } from '@/lib/id';
import type { ObjectStore } from '@/lib/idb';
import { readVersioned } from '@/jobs/ledger/migrations';
import { studioDb, type PresetRow } from './presets-db';

/** The shape presets are written in. Older records are migrated on read (`migratePreset`). */
export const PRESET_VERSION = 1;
export const PRESET_NAME_MAX = 80;

export const zPreset = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    kind: z.string().check(z.minLength(1)),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PRESET_NAME_MAX)),
    /** Form values, read field by field against the form's schema when applied: never trusted whole. */
    values: z.record(z.string(), z.unknown()),
    createdAt: z.number(),
    updatedAt: z.number(),
  }),
);
export type Preset = z.infer<typeof zPreset>;

export type PresetRead = { ok: true; preset: Preset } | { ok: false; problem: string };

/**
 * A stored or imported preset in today's shape. A record without a version is the first shape
 * (before records carried one); a version from a later app is left alone rather than guessed at.
 */
export function migratePreset(raw: unknown): PresetRead {
  const read = readVersioned(raw, {
    latest: PRESET_VERSION,
    schema: zPreset,
    newer: (version) => t('ledger.preset.newer', { version }),
  });
  return read.ok ? { ok: true, preset: read.value } : read;
}

function row(preset: Preset): PresetRow {
  return { ...preset, v: PRESET_VERSION };
}

/** A generator's readable presets, by name, as `presets` holds them. */
async function presetsOf(presets: ObjectStore<PresetRow>, kind: string): Promise<Preset[]> {
  const rows = await presets.index('kind').getAll(kind);
  return rows
    .flatMap((r) => {
      const read = migratePreset(r);
      return read.ok ? [read.preset] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A generator's presets, by name. Records this version cannot read stay stored but are not offered. */
export async function listPresets(kind: string): Promise<Preset[]> {
  return studioDb.read(['presets'], (tx) => presetsOf(tx.store('presets'), kind));
}

export async function allPresets(): Promise<Preset[]> {
  return (await studioDb.read(['presets'], (tx) => tx.store('presets').getAll())).flatMap((r) => {
    const read = migratePreset(r);
    return read.ok ? [read.preset] : [];
  });
}

/**
 * Keeps values under a name. A name this generator already has is that preset saved again (its
 * values replaced), so "Save as preset" never makes two presets no one can tell apart.
 */
export async function savePreset(
  kind: string,
  name: string,
  values: Record<string, unknown>,
  now = Date.now(),
): Promise<{ preset: Preset; replaced: boolean }> {
  const clean = zPreset.shape.name.parse(name);
  return studioDb.write(['presets'], async (tx) => {
    const presets = tx.store('presets');
    const same = (await presetsOf(presets, kind)).find(
      (p) => p.name.toLowerCase() === clean.toLowerCase(),
    );
    const preset = zPreset.parse({
      id: same?.id ?? randomId(),
      kind,
      name: clean,
      values,
      createdAt: same?.createdAt ?? now,
      updatedAt: now,
    });
    await presets.put(row(preset));
    return { preset, replaced: same !== undefined };
  });
}

export async function renamePreset(id: string, name: string, now = Date.now()): Promise<void> {
  const clean = zPreset.shape.name.parse(name);
  // The stored row as it is, only its name and time changed; a preset no longer there stays gone.
  await studioDb.write(['presets'], async (tx) => {
    const presets = tx.store('presets');
    const stored = await presets.get(id);
    if (stored !== undefined) await presets.put({ ...stored, name: clean, updatedAt: now });
  });
}

export async function deletePreset(id: string): Promise<void> {
  await studioDb.write(['presets'], (tx) => tx.store('presets').delete(id));
}

/** Import: presets this browser does not have yet are added; one it has (same id) is kept as it is. */
export async function addMissingPresets(presets: readonly Preset[]): Promise<{ added: number }> {
  return studioDb.write(['presets'], async (tx) => {
    const store = tx.store('presets');
    const have = new Set(
      await store
        .getMany(presets.map((p) => p.id))
        .then((rows) => rows.flatMap((r) => (r ? [r.id] : []))),
    );
    const fresh = presets.filter((p) => !have.has(p.id));
    await store.addMany(fresh.map(row));
    return { added: fresh.length };
  });
}
