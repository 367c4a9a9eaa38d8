import { t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { parseJsonLossless } from '@/lib/json';
import { withoutFullStop } from '@/lib/text';
import { zJob, type Job } from '@/jobs/job';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/records';
import { addMissingJobs } from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { libraryParts, type LibraryPart } from '@/jobs/ledger/library-parts';
import { issueText, migrateRecord } from '@/jobs/ledger/migrations';
import {
  PRESET_VERSION,
  addMissingPresets,
  allPresets,
  migratePreset,
  type Preset,
} from '@/jobs/forms/presets';
import {
  PROMPT_VERSION,
  allPrompts,
  mergePrompts,
  migratePrompt,
  type PromptEntry,
} from '@/jobs/forms/prompt-history';

/**
 * The library as a file: every readable job, for backup or for moving to another browser. The
 * API key is never in the ledger; as a second guard, any string equal to the current key is
 * redacted before the file is written.
 */
export const LIBRARY_FORMAT = 'media-studio-library';

const zLibraryFile = lazySchema(() =>
  z.object({
    format: z.literal(LIBRARY_FORMAT, { error: () => t('libraryFile.notLibraryFile') }),
    version: z.number().check(z.int(), z.gte(1)),
    exportedAt: z.string(),
    jobs: z.array(z.unknown()),
    /**
     * Added later, optional both ways: a file without it imports as before, and an older studio
     * reading a file with it ignores what it does not know. Each preset carries its own version.
     */
    presets: z.optional(z.array(z.unknown())),
    /** Prompt history, added later still, optional the same way; each entry carries its version. */
    prompts: z.optional(z.array(z.unknown())),
    // The features' sections (music's personas, the storyboards, …) are their parts' to read.
  }),
);

/** Every string equal to or holding `secret` loses it (also the sync mirror's second guard). */
export function redact(value: unknown, secret: string): unknown {
  if (secret === '') return value;
  if (typeof value === 'string')
    return value.includes(secret) ? value.split(secret).join('[redacted]') : value;
  if (Array.isArray(value)) return value.map((v) => redact(v, secret));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, secret)]));
  }
  return value;
}

/**
 * A library file of the given jobs (the whole library, a selection, a zip's `jobs.json`); `extra`
 * adds fields beside `jobs` (an importer reads only the format, version and jobs).
 */
export function libraryFileText(
  jobs: readonly Job[],
  apiKey: string,
  now = new Date(),
  extra: Record<string, unknown> = {},
): string {
  const file = {
    format: LIBRARY_FORMAT,
    version: LEDGER_SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    jobs,
    ...extra,
  };
  return JSON.stringify(redact(file, apiKey.trim()), null, 2);
}

export async function exportLibrary(apiKey: string, now = new Date()): Promise<string> {
  const jobs = (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
  // Presets and prompts are a convenience: if their store cannot be read, the jobs are still exported.
  const presets = await allPresets().catch(() => []);
  const prompts = await allPrompts().catch(() => []);
  // A feature's part (music's personas, the storyboards) is a convenience the same way.
  const extra: Record<string, unknown> = {};
  for (const part of libraryParts()) extra[part.key] = await part.collect().catch(() => []);
  return libraryFileText(jobs, apiKey, now, {
    presets: presets.map((p) => ({ ...p, v: PRESET_VERSION })),
    prompts: prompts.map((p) => ({ ...p, v: PROMPT_VERSION })),
    ...extra,
  });
}

function withFileVersion(raw: unknown, version: number): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || 'schema' in raw) return raw;
  return { ...raw, schema: version };
}

/**
 * One job from outside (a library file, or a peer through the sync server), by the same rules:
 * migrated from the version it was written at (a job without its own version was written at
 * `version`), then parsed by the record's schema; anything else is refused with the reason.
 */
export function readLibraryJob(
  raw: unknown,
  version: number,
): { ok: true; job: Job } | { ok: false; why: string } {
  const migrated = migrateRecord(withFileVersion(raw, version));
  const parsed = migrated.ok ? zJob.safeParse(migrated.record) : null;
  if (parsed?.success) return { ok: true, job: parsed.data };
  const issue = parsed?.error.issues[0];
  const why = !migrated.ok
    ? migrated.problem
    : issue
      ? issueText(issue)
      : t('ledger.record.invalidShort');
  return { ok: false, why };
}

export type ImportOutcome =
  /** `presets`, `prompts`: how many presets, and prompts new to the history, were added — when the file carried any. */
  | {
      ok: true;
      added: number;
      skipped: number;
      presets?: number;
      prompts?: number;
      /**
       * How many each feature's part added, by its section of the file (`{ personas: 1 }`): a
       * section that added none is not in it, as it has no sentence in `parts`.
       */
      counts?: Record<string, number>;
      /** What the features' parts added, each a sentence ("Added 1 storyboard."). */
      parts?: string[];
    }
  | { ok: false; message: string };

/**
 * All or nothing: one bad job refuses the whole file with a message saying where, and the
 * library is left untouched. Jobs already in the library are kept as they are.
 */
export async function importLibrary(text: string): Promise<ImportOutcome> {
  let data: unknown;
  try {
    data = parseJsonLossless(text);
  } catch {
    return { ok: false, message: t('libraryFile.notJson') };
  }
  const file = zLibraryFile.safeParse(data);
  if (!file.success) {
    return {
      ok: false,
      message: t('libraryFile.refused', {
        // The message ends the reason with its own stop.
        reason: withoutFullStop(
          file.error.issues[0]?.message ?? t('libraryFile.notLibraryFileShort'),
        ),
      }),
    };
  }
  const jobs: Job[] = [];
  for (const [index, raw] of file.data.jobs.entries()) {
    const read = readLibraryJob(raw, file.data.version);
    if (!read.ok)
      return { ok: false, message: t('libraryFile.badJob', { n: index + 1, why: read.why }) };
    jobs.push(read.job);
  }
  const presets: Preset[] = [];
  for (const [index, raw] of (file.data.presets ?? []).entries()) {
    const read = migratePreset(raw);
    if (!read.ok)
      return {
        ok: false,
        message: t('libraryFile.badPreset', { n: index + 1, why: read.problem }),
      };
    presets.push(read.preset);
  }
  const prompts: PromptEntry[] = [];
  for (const [index, raw] of (file.data.prompts ?? []).entries()) {
    const read = migratePrompt(raw);
    if (!read.ok)
      return {
        ok: false,
        message: t('libraryFile.badPrompt', { n: index + 1, why: read.problem }),
      };
    prompts.push(read.entry);
  }
  const parts: { part: LibraryPart; add: () => Promise<number> }[] = [];
  for (const part of libraryParts()) {
    const raw: unknown = (data as Record<string, unknown>)[part.key];
    if (raw === undefined) continue;
    // Not a list is refused by the part as a whole (null), never read as one item.
    const read = await part.read(Array.isArray(raw) ? raw : null);
    if (!read.ok) return { ok: false, message: read.message };
    parts.push({ part, add: read.add });
  }
  // Every part was read: only now is anything written.
  const counts = new Map<LibraryPart, number>();
  for (const { part, add } of parts) if (part.writeFirst === true) counts.set(part, await add());
  const { added, skipped } = await addMissingJobs(jobs);
  const outcome: ImportOutcome & { ok: true } = { ok: true, added, skipped };
  if (presets.length > 0) outcome.presets = (await addMissingPresets(presets)).added;
  if (prompts.length > 0) outcome.prompts = (await mergePrompts(prompts)).added;
  for (const { part, add } of parts) {
    const count = counts.get(part) ?? (await add());
    if (count === 0) continue;
    (outcome.counts ??= {})[part.key] = count;
    (outcome.parts ??= []).push(part.imported(count));
  }
  return outcome;
}
