import type { Job } from '@/jobs/job';
import { childrenIn, createdAtOf, entryId, indexIn, positionIn } from './ledger-order';
import type { LedgerEntry } from './records';

/**
 * What the ledger's in-memory index (`ledger-index.ts`) reads from and what its readers see: the
 * source it is given, its immutable snapshots, and a snapshot's filtered views.
 */

/** How the index reaches the stored ledger (given by `ledger.ts`, which owns the database). */
export interface LedgerSource {
  /** The database's name: one channel per ledger, so two ledgers (tests) never cross-talk. */
  name(): string;
  /** Every stored record, validated. */
  readAll(): Promise<LedgerEntry[]>;
  /** The records of `ids` as stored now; an id missing from the answer is gone. */
  readSome(ids: readonly string[]): Promise<Map<string, LedgerEntry>>;
  /**
   * The `count` newest records, newest first (through the creation-time index): what a first
   * screen shows, read before the whole table so a large library opens as fast as a small one.
   */
  readNewest?(count: number): Promise<FirstScreen>;
}

/** The newest records, and how many records there are of each stored status (index counts). */
export interface FirstScreen {
  entries: LedgerEntry[];
  statusCounts: ReadonlyMap<string, number>;
}

/** How many of the newest records are read ahead of the rest: more than a first screen holds. */
export const FIRST_SCREEN = 60;

/** What a reader sees: one immutable version of the index. */
export interface LedgerSnapshot {
  /** Grows by one per applied change. */
  readonly version: number;
  /**
   * False only for the early view (`early()`): the newest records, read before the whole table;
   * counts, searches and look-ups wait for a complete snapshot.
   */
  readonly complete: boolean;
  /**
   * The early view only: how many records there are of each status, counted through the status
   * index without reading them, so a first screen can say how many results there will be.
   */
  readonly statusCounts?: ReadonlyMap<string, number>;
  /**
   * Every record, newest first (ties by id, exactly `compareJobs('newest')`); a record that
   * cannot be read is included where its creation time puts it (last when it has none).
   */
  readonly entries: LedgerEntry[];
  /** The readable jobs, in the same order. */
  readonly jobs: readonly Job[];
  get(id: string): LedgerEntry | undefined;
  /**
   * The ids written or removed after version `since` up to this one, or null when that is not
   * known (the early view, the first read, or a change too far back): then everything may have
   * changed. A reader that keeps something derived from an earlier snapshot updates only these
   * rows, so a poll tick costs it one record, not the library.
   */
  changedSince(since: number): readonly string[] | null;
  /** The jobs made from job `id` (its lineage children), oldest first. */
  childrenOf(id: string): readonly Job[];
  /**
   * The entries `keep` accepts, in the same order: `key` names the filter (the same key, the
   * same filter). Kept per key from one version to the next and updated only where records
   * changed, so a page that lists one kind's jobs does not filter the whole library per write.
   */
  view(key: string, keep: (entry: LedgerEntry) => boolean): readonly LedgerEntry[];
}

/** A filtered view at one version of the index. */
export interface LedgerView {
  readonly version: number;
  readonly entries: readonly LedgerEntry[];
}

/** More changed records than this in one step, and a view is filtered anew (an import). */
const VIEW_STEP = 64;

/**
 * `previous` (a view of an earlier version of the same index) brought to `snapshot`: only the
 * changed records are taken out and, where `keep` accepts them, put back where their time goes.
 */
export function updateView(
  previous: LedgerView | undefined,
  snapshot: LedgerSnapshot,
  keep: (entry: LedgerEntry) => boolean,
): LedgerView {
  if (previous?.version === snapshot.version) return previous;
  const changed = previous === undefined ? null : snapshot.changedSince(previous.version);
  if (previous === undefined || changed === null || changed.length > VIEW_STEP)
    return { version: snapshot.version, entries: snapshot.entries.filter(keep) };
  const entries = previous.entries.slice();
  for (const id of changed) {
    const entry = snapshot.get(id);
    // Where it was: where its time puts it (a job's creation time does not change).
    const index =
      entry === undefined
        ? entries.findIndex((e) => entryId(e) === id)
        : indexIn(entries, createdAtOf(entry), id);
    if (index >= 0) entries.splice(index, 1);
    if (entry !== undefined && keep(entry))
      entries.splice(positionIn(entries, createdAtOf(entry), id), 0, entry);
  }
  return { version: snapshot.version, entries };
}

/** The early view (`complete: false`) of the newest records, read before the whole table. */
export function firstScreenSnapshot(first: FirstScreen): LedgerSnapshot {
  const newest = first.entries;
  const byId = new Map(newest.map((entry) => [entryId(entry), entry]));
  let jobs: Job[] | undefined;
  return {
    version: -1,
    complete: false,
    statusCounts: first.statusCounts,
    entries: newest,
    get jobs() {
      jobs ??= newest.flatMap((e) => (e.ok ? [e.job] : []));
      return jobs;
    },
    get: (id) => byId.get(id),
    changedSince: () => null,
    childrenOf: (id) => childrenIn(newest, id),
    view: (_key, keep) => newest.filter(keep),
  };
}
