import { t } from '@/i18n/i18n';
import type { z } from '@/lib/zod';

/**
 * Versions of the stored job record. Each migration lifts a record from version n to n + 1, so a
 * ledger (or an exported file) written by any older studio is read by this one. Version 1 is the
 * first; a record without a version was written before versions existed and counts as 1.
 */
export const LEDGER_SCHEMA_VERSION = 4;

type RawRecord = Record<string, unknown>;

/**
 * 2 → 3: a create the gateway refused used to be stored as `failed` with the word "not created".
 * Nothing was made, so it becomes `refused` ("Not started"). Only a record with no remote id
 * qualifies: a job with an id is real paid work and keeps its status.
 */
export function refusedFromNotCreated(record: RawRecord): RawRecord {
  const noIds = Array.isArray(record.remoteIds) && record.remoteIds.length === 0;
  return record.status === 'failed' && record.statusWord === 'not created' && noIds
    ? { ...record, status: 'refused' }
    : record;
}

const migrations: Record<number, (record: RawRecord) => RawRecord> = {
  // 1 → 2: favourites. Nothing was starred before the star existed.
  1: (record) => ({ ...record, favourite: false }),
  // 2 → 3: a refused create is "Not started", not "Failed".
  2: refusedFromNotCreated,
  // 3 → 4: lineage, batches, gateway profiles and "stop following". Older jobs have none of them.
  3: (record) => ({ ...record, source: null, batch: null, profileId: null, setAside: false }),
};

/**
 * A schema's first complaint about a stored or imported record, with where it is ("seed: …", or
 * "record: …" for the whole), in the studio's language.
 */
export function issueText(issue: {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}): string {
  return t('ledger.record.issue', {
    where: issue.path.join('.') || t('ledger.record.whole'),
    problem: issue.message,
  });
}

/**
 * A record of the studio's own stores (a preset, a remembered prompt), stored or imported, in
 * today's shape: one without a version is the first shape (before records carried one); a version
 * from a later studio is left alone rather than guessed at (`newer` says so in the person's words).
 */
export function readVersioned<S extends z.ZodMiniType>(
  raw: unknown,
  { latest, schema, newer }: { latest: number; schema: S; newer: (version: number) => string },
): { ok: true; value: z.output<S> } | { ok: false; problem: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, problem: t('ledger.preset.notRecord') };
  const version = 'v' in raw ? raw.v : 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, problem: t('ledger.preset.noVersion') };
  if (version > latest) return { ok: false, problem: newer(version) };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? issueText(issue) : t('ledger.record.invalidShort') };
}

export type Migrated = { ok: true; record: RawRecord } | { ok: false; problem: string };

export function migrateRecord(raw: unknown): Migrated {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, problem: t('ledger.record.notObject') };
  let record = raw as RawRecord;
  let version = typeof record.schema === 'number' ? record.schema : 1;
  if (!Number.isInteger(version) || version < 1)
    return {
      ok: false,
      problem: t('ledger.record.unknownSchema', { version: String(record.schema) }),
    };
  if (version > LEDGER_SCHEMA_VERSION) {
    return { ok: false, problem: t('ledger.record.newer', { version }) };
  }
  while (version < LEDGER_SCHEMA_VERSION) {
    const step = migrations[version];
    if (!step) return { ok: false, problem: t('ledger.record.noMigration', { version }) };
    record = step(record);
    version += 1;
  }
  return { ok: true, record: { ...record, schema: version } };
}
