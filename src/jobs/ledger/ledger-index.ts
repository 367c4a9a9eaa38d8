import type { Job } from '@/jobs/job';
import type { LedgerEntry } from './records';
import { createStore } from '@/lib/store';
import { yieldToMain } from '@/lib/yield';
import { channelFor, idsIn } from './ledger-channel';
import {
  before,
  byCreation,
  childrenIn,
  createdAtOf,
  entryId,
  indexIn,
  positionIn,
} from './ledger-order';
import {
  FIRST_SCREEN,
  firstScreenSnapshot,
  updateView,
  type FirstScreen,
  type LedgerSnapshot,
  type LedgerSource,
  type LedgerView,
} from './ledger-snapshot';

/**
 * The ledger in memory (issue 8, decision 011): job id → entry, read and validated once when the
 * first reader arrives, then kept current record by record. A write in this tab lands here from
 * the ledger's own write functions (the record it just stored, validated once); a write in another
 * tab arrives as a BroadcastChannel message naming the changed ids, and only those rows are read.
 * A poll tick therefore costs one record, not the whole table, whatever the library's size.
 */

/** How many filtered views an index keeps (a view's key names its filter; old ones go first). */
const VIEWS = 16;

/** How many versions of changed ids are remembered for `changedSince`. */
const CHANGE_LOG = 256;

const sourceOf = (entry: LedgerEntry | undefined) =>
  entry?.ok ? (entry.job.source?.jobId ?? null) : null;

export class LedgerIndex {
  readonly name: string;
  private readonly byId = new Map<string, LedgerEntry>();
  /**
   * The entries, newest first; a job's creation time never changes, so an update replaces its
   * entry in place (found by a binary search). A snapshot hands this very array out; the next
   * change copies it first (`writable`), so a version costs a copy of pointers, never a rebuild.
   */
  private ordered: LedgerEntry[] = [];
  private orderedShared = false;
  /** Lineage: a source job's id → the ids of the jobs made from it. */
  private readonly bySource = new Map<string, Set<string>>();
  /** The ids each recent version changed (oldest first); versions up to `logFloor` are not known. */
  private log: { version: number; ids: readonly string[] }[] = [];
  private logFloor = 0;
  /** Filtered views by key (`LedgerSnapshot.view`), each at the version it was last asked at. */
  private readonly views = new Map<string, LedgerView>();
  private version = 0;
  private snapshot: LedgerSnapshot | undefined;
  /** The snapshot the followers were last told of (decision 026's one listener list). */
  private readonly told = createStore<LedgerSnapshot | undefined>(undefined);
  private followers = 0;
  private notifyQueued = false;
  private closed = false;
  /** Until the first read has finished: the ids changed meanwhile, read again right after it. */
  private dirtyDuringLoad: Set<string> | null = new Set();
  /** Ids waiting to be read, the ids being read now, and those written here while being read. */
  private readonly pending = new Set<string>();
  private reading: ReadonlySet<string> = new Set();
  private readonly overtaken = new Set<string>();
  private draining = false;
  private readonly channel: BroadcastChannel | null;
  /** The newest records, read ahead of the whole table (see `early`). */
  private firstScreen: LedgerSnapshot | undefined;

  constructor(private readonly source: LedgerSource) {
    this.name = source.name();
    this.channel = channelFor(this.name);
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) =>
      this.refresh(idsIn(event.data)),
    );
    void this.load();
  }

  private async load(): Promise<void> {
    // From a task of its own: the index opens inside whichever render or effect first reads the
    // ledger, and opening the database (the first open, ~20 ms) need not lengthen that task.
    await yieldToMain();
    if (this.closed) return;
    await this.loadFirstScreen();
    let all: LedgerEntry[];
    try {
      all = await this.source.readAll();
    } catch (error) {
      console.error('The job ledger could not be read:', error);
      return;
    }
    if (this.closed) return;
    for (const entry of all) {
      const id = entryId(entry);
      this.byId.set(id, entry);
      this.link(id, entry);
    }
    this.ordered = all
      .map((entry) => ({ entry, id: entryId(entry), at: createdAtOf(entry) }))
      .sort((a, b) =>
        before(a.at, a.id, b.at, b.id) ? -1 : before(b.at, b.id, a.at, a.id) ? 1 : 0,
      )
      .map((e) => e.entry);
    const dirty = this.dirtyDuringLoad ?? new Set<string>();
    this.dirtyDuringLoad = null;
    this.firstScreen = undefined;
    this.changed(null);
    this.refresh([...dirty]);
  }

  /**
   * The newest records first, so the library's first tiles do not wait for 20,000 rows to be
   * read and validated. A failure here costs nothing: the whole read follows.
   */
  private async loadFirstScreen(): Promise<void> {
    if (this.source.readNewest === undefined) return;
    let first: FirstScreen;
    try {
      first = await this.source.readNewest(FIRST_SCREEN);
    } catch {
      return;
    }
    if (this.closed || this.loaded) return;
    this.firstScreen = firstScreenSnapshot(first);
    this.notify();
    // The whole read's answer is parsed and validated on this thread: let the first screen paint.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** The complete index once read; before that, the newest records (`complete: false`) if read. */
  early(): LedgerSnapshot | undefined {
    return this.current() ?? this.firstScreen;
  }

  get loaded(): boolean {
    return this.dirtyDuringLoad === null;
  }

  /** The current version, or undefined until the ledger has been read once. */
  current(): LedgerSnapshot | undefined {
    if (!this.loaded) return undefined;
    if (this.snapshot?.version !== this.version) {
      const entries = this.ordered;
      this.orderedShared = true;
      let jobs: Job[] | undefined;
      const byId = this.byId;
      const version = this.version;
      const isCurrent = () => this.version === version;
      this.snapshot = {
        version,
        complete: true,
        entries,
        get jobs() {
          jobs ??= entries.flatMap((e) => (e.ok ? [e.job] : []));
          return jobs;
        },
        // Later versions change the map; a snapshot answers from its own entries once outdated.
        get: (id) => (isCurrent() ? byId.get(id) : entries.find((e) => entryId(e) === id)),
        changedSince: (since) => this.changedBetween(since, version),
        childrenOf: (id) => (isCurrent() ? this.children(id) : childrenIn(entries, id)),
        view: (key, keep) => {
          const snapshot = this.snapshot;
          if (!isCurrent() || snapshot === undefined) return entries.filter(keep);
          const view = updateView(this.views.get(key), snapshot, keep);
          // Most recently used last: the first key is the one to forget.
          this.views.delete(key);
          this.views.set(key, view);
          if (this.views.size > VIEWS) {
            const oldest = this.views.keys().next();
            if (oldest.done !== true) this.views.delete(oldest.value);
          }
          return view.entries;
        },
      };
    }
    return this.snapshot;
  }

  private changedBetween(since: number, until: number): readonly string[] | null {
    if (since === until) return [];
    if (since > until || since < this.logFloor) return null;
    const ids = new Set<string>();
    for (const { version, ids: changed } of this.log)
      if (version > since && version <= until) changed.forEach((id) => ids.add(id));
    return [...ids];
  }

  private children(id: string): Job[] {
    const ids = this.bySource.get(id);
    if (ids === undefined) return [];
    return [...ids]
      .flatMap((child) => {
        const entry = this.byId.get(child);
        return entry?.ok ? [entry.job] : [];
      })
      .sort(byCreation);
  }

  /**
   * Calls `listener` after every change (several writes in one task make one call), and once
   * with the early view (`complete: false`) when the newest records arrive ahead of the rest.
   */
  subscribe(listener: (snapshot: LedgerSnapshot) => void): () => void {
    this.followers += 1;
    let following = true;
    const stop = this.told.subscribe(() => {
      const snapshot = this.told.get();
      if (following && snapshot !== undefined) listener(snapshot);
    });
    return () => {
      if (!following) return;
      following = false;
      if (!this.closed) this.followers -= 1;
      stop();
    };
  }

  get subscribers(): number {
    return this.followers;
  }

  /** Records this tab has just stored (each validated once, on its way in). */
  applyWritten(entries: readonly LedgerEntry[]): void {
    this.applyLocal(entries.map((entry) => [entryId(entry), entry] as const));
  }

  /** Records this tab has just removed. */
  applyRemoved(ids: readonly string[]): void {
    this.applyLocal(ids.map((id) => [id, undefined] as const));
  }

  private applyLocal(changes: readonly (readonly [string, LedgerEntry | undefined])[]): void {
    if (this.closed || changes.length === 0) return;
    if (!this.loaded) {
      changes.forEach(([id]) => this.dirtyDuringLoad?.add(id));
      return;
    }
    for (const [id, entry] of changes) {
      if (this.reading.has(id)) this.overtaken.add(id);
      this.set(id, entry);
    }
    this.changed(changes.map(([id]) => id));
  }

  /** Reads `ids` again from storage (another tab wrote them, or a bulk change here did). */
  refresh(ids: readonly string[]): void {
    if (this.closed || ids.length === 0) return;
    if (!this.loaded) {
      ids.forEach((id) => this.dirtyDuringLoad?.add(id));
      return;
    }
    ids.forEach((id) => this.pending.add(id));
    if (!this.draining) void this.drain();
  }

  /** Tells the other tabs which records changed. */
  announce(ids: readonly string[]): void {
    if (!this.closed && ids.length > 0) this.channel?.postMessage({ ids });
  }

  close(): void {
    this.closed = true;
    // Nobody is told anything after this (`notify` checks `closed`).
    this.followers = 0;
    this.channel?.close();
  }

  /**
   * One read at a time, so an older read never lands after a newer one. A record this tab
   * writes while it is being read is newer than what the read returns: it is read once more.
   */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.size > 0 && !this.closed) {
        const ids = [...this.pending];
        this.pending.clear();
        this.reading = new Set(ids);
        let found: Map<string, LedgerEntry>;
        try {
          found = await this.source.readSome(ids);
        } catch (error) {
          console.error('Changed jobs could not be read from the ledger:', error);
          return;
        } finally {
          this.reading = new Set();
        }
        if (this.closed) return;
        const applied: string[] = [];
        for (const id of ids) {
          if (this.overtaken.has(id)) {
            this.pending.add(id);
            continue;
          }
          this.set(id, found.get(id));
          applied.push(id);
        }
        this.overtaken.clear();
        this.changed(applied);
      }
    } finally {
      this.draining = false;
    }
  }

  /** Stores (or, given nothing, forgets) one record and keeps the order. */
  private set(id: string, entry: LedgerEntry | undefined): void {
    if (entry === undefined) {
      this.drop(id);
      return;
    }
    const old = this.byId.get(id);
    this.byId.set(id, entry);
    this.unlink(id, old);
    this.link(id, entry);
    const at = createdAtOf(entry);
    const list = this.writable();
    if (old !== undefined) {
      const index = indexIn(list, createdAtOf(old), id);
      if (index >= 0 && createdAtOf(old) === at) {
        list[index] = entry;
        return;
      }
      if (index >= 0) list.splice(index, 1);
    }
    list.splice(positionIn(list, at, id), 0, entry);
  }

  private drop(id: string): void {
    const old = this.byId.get(id);
    if (old === undefined) return;
    this.byId.delete(id);
    this.unlink(id, old);
    const list = this.writable();
    const index = indexIn(list, createdAtOf(old), id);
    if (index >= 0) list.splice(index, 1);
  }

  /** The order to change: a copy when a snapshot holds the current one (a copy of pointers). */
  private writable(): LedgerEntry[] {
    if (this.orderedShared) {
      this.ordered = this.ordered.slice();
      this.orderedShared = false;
    }
    return this.ordered;
  }

  private link(id: string, entry: LedgerEntry): void {
    const from = sourceOf(entry);
    if (from === null) return;
    const children = this.bySource.get(from) ?? new Set<string>();
    children.add(id);
    this.bySource.set(from, children);
  }

  private unlink(id: string, entry: LedgerEntry | undefined): void {
    const from = sourceOf(entry);
    if (from === null) return;
    const children = this.bySource.get(from);
    children?.delete(id);
    if (children?.size === 0) this.bySource.delete(from);
  }

  /** A new version: `ids` are the records it changed (null: any may have, as after the first read). */
  private changed(ids: readonly string[] | null): void {
    this.version += 1;
    if (ids === null) {
      this.log = [];
      this.logFloor = this.version;
    } else {
      this.log.push({ version: this.version, ids });
      if (this.log.length > CHANGE_LOG) {
        this.log.shift();
        this.logFloor = (this.log[0]?.version ?? this.version) - 1;
      }
    }
    this.notify();
  }

  private notify(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      const snapshot = this.early();
      if (snapshot === undefined || this.closed) return;
      // Every change is told, even one that left the same snapshot object.
      if (this.told.get() === snapshot) this.told.changed();
      else this.told.set(snapshot);
    });
  }
}
