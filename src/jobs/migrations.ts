/**
 * Versions of the stored job record. Each migration lifts a record from version n to n + 1, so a
 * ledger (or an exported file) written by any older studio is read by this one. Version 1 is the
 * first; a record without a version was written before versions existed and counts as 1.
 */
export const LEDGER_SCHEMA_VERSION = 2;

type RawRecord = Record<string, unknown>;
const migrations: Record<number, (record: RawRecord) => RawRecord> = {
  // 1 → 2: favourites. Nothing was starred before the star existed.
  1: (record) => ({ ...record, favourite: false }),
};

export type Migrated = { ok: true; record: RawRecord } | { ok: false; problem: string };

export function migrateRecord(raw: unknown): Migrated {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, problem: 'record: not an object' };
  let record = raw as RawRecord;
  let version = typeof record.schema === 'number' ? record.schema : 1;
  if (!Number.isInteger(version) || version < 1) return { ok: false, problem: `record: unknown schema version ${String(record.schema)}` };
  if (version > LEDGER_SCHEMA_VERSION) {
    return { ok: false, problem: `written by a newer version of the studio (schema ${version}); open it there` };
  }
  while (version < LEDGER_SCHEMA_VERSION) {
    const step = migrations[version];
    if (!step) return { ok: false, problem: `no migration from schema ${version}` };
    record = step(record);
    version += 1;
  }
  return { ok: true, record: { ...record, schema: version } };
}
