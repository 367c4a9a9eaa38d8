import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import type { ObjectStore } from '@/lib/idb';
import { readVersioned } from '@/jobs/ledger/migrations';
import { studioDb, type PromptRow } from './presets-db';

/** How many prompts each generator remembers; older ones are forgotten as new ones come. */
export const HISTORY_LIMIT = 250;
/** The shape prompts are written in. Older rows are migrated on read (`migratePrompt`). */
export const PROMPT_VERSION = 1;

function keyOf(kind: string, text: string): string {
  return `${kind}\n${text}`;
}

/** One remembered prompt, as the history reads it and as a library file carries it. */
export const zPromptEntry = lazySchema(() =>
  z.object({
    kind: z.string().check(z.minLength(1)),
    text: z.string().check(z.trim(), z.minLength(1)),
    usedAt: z.number(),
  }),
);
export type PromptEntry = z.infer<typeof zPromptEntry>;

export type PromptRead = { ok: true; entry: PromptEntry } | { ok: false; problem: string };

/**
 * A stored or imported prompt in today's shape, as `migratePreset` reads presets: a row without a
 * version is the first shape; a version from a later app is left alone rather than guessed at.
 */
export function migratePrompt(raw: unknown): PromptRead {
  const read = readVersioned(raw, {
    latest: PROMPT_VERSION,
    schema: zPromptEntry,
    newer: (version) => t('ledger.prompt.newer', { version }),
  });
  return read.ok ? { ok: true, entry: read.value } : read;
}

function row(entry: PromptEntry): PromptRow {
  return { key: keyOf(entry.kind, entry.text), ...entry, v: PROMPT_VERSION };
}

/**
 * A generator's rows in the `[kind+usedAt]` index, oldest first: every numeric time from -Infinity
 * up to (not including) Infinity, the range the history has always read.
 */
function byTime(prompts: ObjectStore<PromptRow>, kind: string): IDBKeyRange {
  return prompts.range.bound([kind, -Infinity], [kind, Infinity], false, true);
}

/** Past the limit, a generator's oldest prompts go. Call inside a write on `prompts`. */
async function keepLimit(prompts: ObjectStore<PromptRow>, kind: string): Promise<void> {
  const count = await prompts.index('kind').count(kind);
  if (count <= HISTORY_LIMIT) return;
  const oldest = await prompts
    .index('[kind+usedAt]')
    .getAllKeys(byTime(prompts, kind), count - HISTORY_LIMIT);
  await prompts.deleteMany(oldest);
}

/**
 * Remembers a prompt sent from a generator's form. The same text used again moves to the top
 * instead of appearing twice; past the limit the oldest are dropped.
 */
export async function recordPrompt(kind: string, text: string, now = Date.now()): Promise<void> {
  const clean = text.trim();
  if (clean === '') return;
  await studioDb.write(['prompts'], async (tx) => {
    const prompts = tx.store('prompts');
    await prompts.put(row({ kind, text: clean, usedAt: now }));
    await keepLimit(prompts, kind);
  });
}

/**
 * A generator's prompts, most recent first. Rows this version cannot read stay stored but are
 * not offered.
 */
export async function listPrompts(kind: string): Promise<string[]> {
  const rows = await studioDb.read(['prompts'], async (tx) => {
    const prompts = tx.store('prompts');
    // Oldest first in the index (ties by key): read whole and turned, as a backward cursor reads.
    return (await prompts.index('[kind+usedAt]').getAll(byTime(prompts, kind))).reverse();
  });
  return rows.flatMap((r) => {
    const read = migratePrompt(r);
    return read.ok ? [read.entry.text] : [];
  });
}

/** Every generator's readable prompts, for the library file. */
export async function allPrompts(): Promise<PromptEntry[]> {
  return (await studioDb.read(['prompts'], (tx) => tx.store('prompts').getAll())).flatMap((r) => {
    const read = migratePrompt(r);
    return read.ok ? [read.entry] : [];
  });
}

/**
 * Import: the file's prompts join this browser's history. A prompt both have is kept once, at the
 * later of its two times, so the list stays most recent first without twins; past the limit the
 * oldest go, as when prompts are used. A row this version cannot read is left as it is.
 * Returns how many prompts the history did not have.
 */
export async function mergePrompts(entries: readonly PromptEntry[]): Promise<{ added: number }> {
  const latest = new Map<string, PromptEntry>();
  for (const entry of entries) {
    const key = keyOf(entry.kind, entry.text);
    const seen = latest.get(key);
    if (seen === undefined || entry.usedAt > seen.usedAt) latest.set(key, entry);
  }
  if (latest.size === 0) return { added: 0 };
  return studioDb.write(['prompts'], async (tx) => {
    const prompts = tx.store('prompts');
    const keys = [...latest.keys()];
    const have = await prompts.getMany(keys);
    const writes: PromptRow[] = [];
    const fresh: string[] = [];
    keys.forEach((key, index) => {
      const incoming = latest.get(key);
      const stored = have[index];
      if (incoming === undefined) return;
      if (stored === undefined) fresh.push(key);
      const read = stored === undefined ? null : migratePrompt(stored);
      if (read === null || (read.ok && incoming.usedAt > read.entry.usedAt))
        writes.push(row(incoming));
    });
    await prompts.putMany(writes);
    for (const kind of new Set(writes.map((w) => w.kind))) await keepLimit(prompts, kind);
    // Counted after the limit: a prompt older than a full history's oldest was not really added.
    const kept = await prompts.getMany(fresh);
    return { added: kept.filter((r) => r !== undefined).length };
  });
}

export async function forgetPrompt(kind: string, text: string): Promise<void> {
  await studioDb.write(['prompts'], (tx) => tx.store('prompts').delete(keyOf(kind, text)));
}

/** The prompts that contain every word typed, in any case, keeping their order. */
export function matchPrompts(prompts: readonly string[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...prompts];
  return prompts.filter((p) => {
    const text = p.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
