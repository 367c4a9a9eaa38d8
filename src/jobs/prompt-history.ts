import { studioDb, type PromptRow } from './presets-db';

/** How many prompts each generator remembers; older ones are forgotten as new ones come. */
export const HISTORY_LIMIT = 250;
const PROMPT_VERSION = 1;

function keyOf(kind: string, text: string): string {
  return `${kind}\n${text}`;
}

/**
 * Remembers a prompt sent from a generator's form. The same text used again moves to the top
 * instead of appearing twice; past the limit the oldest are dropped.
 */
export async function recordPrompt(kind: string, text: string, now = Date.now()): Promise<void> {
  const clean = text.trim();
  if (clean === '') return;
  await studioDb.transaction('rw', studioDb.prompts, async () => {
    await studioDb.prompts.put({
      key: keyOf(kind, clean),
      kind,
      text: clean,
      usedAt: now,
      v: PROMPT_VERSION,
    });
    const count = await studioDb.prompts.where('kind').equals(kind).count();
    if (count > HISTORY_LIMIT) {
      const oldest = await studioDb.prompts
        .where('[kind+usedAt]')
        .between([kind, -Infinity], [kind, Infinity])
        .limit(count - HISTORY_LIMIT)
        .primaryKeys();
      await studioDb.prompts.bulkDelete(oldest);
    }
  });
}

function readable(row: PromptRow): boolean {
  return typeof row.text === 'string' && row.text !== '' && typeof row.usedAt === 'number';
}

/** A generator's prompts, most recent first. */
export async function listPrompts(kind: string): Promise<string[]> {
  const rows = await studioDb.prompts
    .where('[kind+usedAt]')
    .between([kind, -Infinity], [kind, Infinity])
    .reverse()
    .toArray();
  return rows.filter(readable).map((r) => r.text);
}

export async function forgetPrompt(kind: string, text: string): Promise<void> {
  await studioDb.prompts.delete(keyOf(kind, text));
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
