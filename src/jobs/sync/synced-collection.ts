import type { Database } from '@/lib/idb';
import { watchLive } from '@/lib/live-query';
import { stableText } from './merge';

/**
 * Records beside the jobs that sync through the library's one document (issue 29 item 3):
 * presets and boards, and the features' own (music's personas, the storyboards). Each kind is a map of the document (id → record) and a map of
 * tombstones (`<name>.removed`: id → when). The rule for every kind: the record with the later
 * stamp wins whole (the kind says what its stamp is); a removal is a tombstone and the record
 * never comes back. Records from peers pass the kind's own zod schema (as from a library file) and
 * the size limit the jobs have; a refused record is skipped, never the others.
 *
 * jobs/ may not import features/ (lint zones), so a feature's kind is registered from the app
 * (`registerSyncedCollection`, from its part: src/app/parts.ts) as a loader: its code and database open only
 * once sync runs.
 */
export interface SyncedEntry {
  id: string;
  stamp: number;
  /** The record as it is written into the document. */
  record: unknown;
}

export interface SyncedCollection {
  readonly name: string;
  /** This device's records as they may leave it. */
  local(): Promise<SyncedEntry[]>;
  /** Calls back whenever the local records may have changed (in this tab or another). */
  watch(onChange: () => void): () => void;
  /** A peer's record, checked: undefined when it does not pass. */
  read(raw: unknown): SyncedEntry | undefined;
  /** Stores records peers sent (each has passed `read`), keeping a later local copy. */
  put(records: readonly unknown[]): Promise<unknown>;
  remove(ids: readonly string[]): Promise<unknown>;
}

/** A record larger than this from a peer is not read (as for jobs, mirror.ts). */
const MAX_RECORD_CHARS = 256 * 1024;

/** A kind of record, typed where it is defined, erased to what the mirror needs. */
export function syncedCollection<T>(spec: {
  name: string;
  all(): Promise<readonly T[]>;
  watch(onChange: () => void): () => void;
  /** The kind's own reading of a stored or imported record (migration + zod). */
  parse(raw: unknown): T | undefined;
  id(value: T): string;
  stamp(value: T): number;
  /** What of a record may leave this device (default: all of it). */
  outgoing?: (value: T) => unknown;
  put(values: readonly T[]): Promise<unknown>;
  remove(ids: readonly string[]): Promise<unknown>;
}): SyncedCollection {
  const entry = (value: T): SyncedEntry => ({
    id: spec.id(value),
    stamp: spec.stamp(value),
    record: spec.outgoing ? spec.outgoing(value) : value,
  });
  const parse = (raw: unknown): T | undefined => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    if (stableText(raw).length > MAX_RECORD_CHARS) return undefined;
    return spec.parse(raw);
  };
  return {
    name: spec.name,
    local: async () => (await spec.all()).map(entry),
    watch: (onChange) => spec.watch(onChange),
    read: (raw) => {
      const value = parse(raw);
      return value === undefined ? undefined : { ...entry(value), record: raw };
    },
    put: (records) => spec.put(records.flatMap((raw) => parse(raw) ?? [])),
    remove: (ids) => spec.remove(ids),
  };
}

/**
 * A kind kept whole in one object store by its id, stored in its versioned shape (`row`): presets
 * and music's personas. Its records are what `parse` reads of the store; a peer's record is written
 * only over a stored one with an earlier stamp, or one this version cannot read.
 */
export function tableCollection<T extends { id: string }, R, S extends string>(spec: {
  name: string;
  /** The database, or a promise of it for one that opens on first use (decision 035). */
  db: () => Database<Record<S, R>> | PromiseLike<Database<Record<S, R>>>;
  /** The store that holds the kind, keyed by the record's id. */
  store: S;
  /** What a live read of the store follows (`topicsOf`). */
  topics: readonly string[];
  parse: (raw: unknown) => T | undefined;
  stamp: (value: T) => number;
  row: (value: T) => R;
}): SyncedCollection {
  const all = async () =>
    (await (await spec.db()).read([spec.store], (tx) => tx.store(spec.store).getAll())).flatMap(
      (raw) => spec.parse(raw) ?? [],
    );
  return syncedCollection<T>({
    name: spec.name,
    all,
    watch: (onChange) => watchLive(all, spec.topics, onChange),
    parse: spec.parse,
    id: (value) => value.id,
    stamp: spec.stamp,
    outgoing: spec.row,
    put: async (values) => {
      await (
        await spec.db()
      ).write([spec.store], async (tx) => {
        const table = tx.store(spec.store);
        const stored = await table.getMany(values.map((value) => value.id));
        const later = values.filter((value, index) => {
          const mine = spec.parse(stored[index]);
          return mine === undefined || spec.stamp(mine) < spec.stamp(value);
        });
        await table.putMany(later.map(spec.row));
      });
    },
    remove: async (ids) =>
      (await spec.db()).write([spec.store], (tx) => tx.store(spec.store).deleteMany(ids)),
  });
}
