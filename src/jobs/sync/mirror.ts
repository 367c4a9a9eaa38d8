import type * as Y from 'yjs';
import type { Job } from '@/jobs/job';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/records';
import { readLibraryJob, redact } from '@/jobs/library-file';
import { migratePrompt, type PromptEntry } from '@/jobs/forms/prompt-history';
import { mergeIntoLocal, mergeSynced, stableText, syncedPart, type SyncedJob } from './merge';

/** One change of the local ledger: the jobs written, the ids removed; `all` on the first call. */
export interface LedgerChange {
  jobs: readonly Job[];
  removed: readonly string[];
  all: boolean;
}

/**
 * What the mirror needs of this device (the ledger behind `ledger-port.ts`, or a map in tests).
 * The ledger's database stays the local truth: the mirror only ever writes into it through `apply`.
 */
export interface MirrorLedger {
  watch(onChange: (change: LedgerChange) => void): () => void;
  /** Writes what the document holds (each merged with the stored record); returns what is stored now. */
  apply(jobs: readonly Job[], removed: readonly string[]): Promise<readonly Job[]>;
  /** Strings that must never leave the device (the API keys): redacted wherever they appear. */
  secrets(): readonly string[];
  prompts?: {
    all(): Promise<PromptEntry[]>;
    merge(entries: readonly PromptEntry[]): Promise<unknown>;
  };
}

export interface Mirror {
  stop(): void;
  /** Resolves once every change seen so far has been written both ways (tests, the bench). */
  settled(): Promise<void>;
}

/** A record larger than this from a peer is not read: no one job is this big. */
const MAX_RECORD_CHARS = 256 * 1024;
/** Prompts have no change feed: they are compared at most this often. */
const PROMPTS_EVERY_MS = 2000;

/**
 * One library = one Y.Doc: `jobs` (id → the synced part of a job record), `favourites` (id →
 * boolean), `removed` (id → when: tombstones), `prompts` (kind + text → entry); presets, personas
 * and storyboards are collections beside them (`collections.ts`). Everything read from the
 * document passes the library file's rules (`readLibraryJob`, `migratePrompt`): a peer is as
 * untrusted as a file.
 */
export function startMirror(doc: Y.Doc, ledger: MirrorLedger): Mirror {
  const origin = Symbol('ledger mirror');
  const jobs = doc.getMap<unknown>('jobs');
  const favourites = doc.getMap<unknown>('favourites');
  const removed = doc.getMap<unknown>('removed');
  const prompts = doc.getMap<unknown>('prompts');
  let work: Promise<unknown> = Promise.resolve();
  const queue = (task: () => Promise<unknown>) => {
    work = work.then(task).catch((error: unknown) => console.warn('sync: not applied', error));
    return work;
  };

  // A favourite goes into the document only when a person starred or unstarred the job here. A
  // poll's write carries the ledger's favourite as it was, and the mirror's own write carries the
  // document's: sending either back turned another device's fresh star off on every device (a
  // poll that landed while the star was still being written here). So the mirror keeps the
  // ledger's favourite as last seen, and the document's on its way into the ledger.
  const ledgerHas = new Map<string, boolean>();
  const arriving = new Map<string, boolean>();
  function starredHere(job: Job): boolean {
    const before = ledgerHas.get(job.id);
    ledgerHas.set(job.id, job.favourite);
    if (before === undefined) return true;
    if (job.favourite === before) return false;
    if (arriving.get(job.id) !== job.favourite) return true;
    arriving.delete(job.id);
    return false;
  }
  const forget = (id: string) => {
    ledgerHas.delete(id);
    arriving.delete(id);
  };

  const safe = (job: SyncedJob): SyncedJob =>
    ledger.secrets().reduce<SyncedJob>((value, secret) => {
      const clean = redact(value, secret.trim());
      // The same record back, strings redacted: its shape is the job's own.
      return clean as SyncedJob;
    }, job);

  function readDocJob(id: string): Job | undefined {
    const raw = jobs.get(id);
    if (typeof raw !== 'object' || raw === null) return undefined;
    if (stableText(raw).length > MAX_RECORD_CHARS) return undefined;
    const read = readLibraryJob(raw, LEDGER_SCHEMA_VERSION);
    if (!read.ok || read.job.id !== id) return undefined;
    return {
      ...read.job,
      favourite: favourites.get(id) === true,
      setAside: false,
      pollError: null,
    };
  }

  /** Local → document; whatever the document knew better goes back into the ledger. */
  function push({ jobs: written, removed: gone, all }: LedgerChange): void {
    const toLocal: Job[] = [];
    const toRemove: string[] = [];
    doc.transact(() => {
      for (const id of gone) {
        if (!removed.has(id)) removed.set(id, Date.now());
        jobs.delete(id);
        favourites.delete(id);
        forget(id);
      }
      for (const job of written) {
        if (removed.has(job.id)) {
          toRemove.push(job.id);
          continue;
        }
        const there = readDocJob(job.id);
        const mine = safe(syncedPart(job));
        const merged = there === undefined ? mine : mergeSynced(syncedPart(there), mine);
        if (there === undefined || stableText(merged) !== stableText(syncedPart(there)))
          jobs.set(job.id, { ...merged, schema: LEDGER_SCHEMA_VERSION });
        // On the first reading the document's favourite stands: this device may have been away.
        // Later, the document's stands unless a person changed it here.
        const starred = starredHere(job);
        const favourite =
          there !== undefined && (all || !starred) ? there.favourite : job.favourite;
        if ((favourites.get(job.id) === true) !== favourite) favourites.set(job.id, favourite);
        if (stableText(merged) !== stableText(syncedPart(job)) || favourite !== job.favourite)
          toLocal.push(
            mergeIntoLocal(job, { ...merged, favourite, setAside: false, pollError: null }),
          );
      }
      if (all) {
        const mine = new Set(written.map((job) => job.id));
        for (const id of jobs.keys()) {
          if (mine.has(id) || removed.has(id)) continue;
          const job = readDocJob(id);
          if (job !== undefined) toLocal.push(job);
        }
      }
    }, origin);
    if (toLocal.length > 0 || toRemove.length > 0)
      void queue(() => applyToLedger(toLocal, toRemove));
  }

  /** The document's records into the ledger, their favourites known to be on their way. */
  async function applyToLedger(incoming: readonly Job[], gone: readonly string[]) {
    for (const job of incoming) arriving.set(job.id, job.favourite);
    gone.forEach(forget);
    const stored = await ledger.apply(incoming, gone);
    for (const job of stored) {
      ledgerHas.set(job.id, job.favourite);
      arriving.delete(job.id);
    }
    return stored;
  }

  /** Document → local, after a peer's change. */
  const changed = new Set<string>();
  let flushing = false;
  function flush(): void {
    flushing = false;
    const ids = [...changed];
    changed.clear();
    const incoming: Job[] = [];
    const gone: string[] = [];
    for (const id of ids) {
      if (removed.has(id)) gone.push(id);
      else {
        const job = readDocJob(id);
        if (job !== undefined) incoming.push(job);
      }
    }
    void queue(async () => {
      const stored = await applyToLedger(incoming, gone);
      // Where this device knew better (a later status), the document learns it back.
      push({ jobs: stored, removed: [], all: false });
    });
  }
  const onPeer = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    event.keysChanged.forEach((id) => changed.add(String(id)));
    if (!flushing) {
      flushing = true;
      queueMicrotask(flush);
    }
  };
  jobs.observe(onPeer);
  favourites.observe(onPeer);
  removed.observe(onPeer);

  /**
   * Prompts: added and updated both ways, by when each was last used; not removed. (Presets are a
   * collection of their own, with tombstones: `jobs/forms/presets-sync.ts`.)
   */
  async function pushPrompts(): Promise<void> {
    const used = (await ledger.prompts?.all()) ?? [];
    doc.transact(() => {
      for (const entry of used) {
        const key = `${entry.kind}\n${entry.text}`;
        const there = migratePrompt(prompts.get(key));
        if (!there.ok || there.entry.usedAt < entry.usedAt) prompts.set(key, { ...entry, v: 1 });
      }
    }, origin);
  }
  async function pullPrompts(promptKeys: readonly string[]) {
    const entries = promptKeys.flatMap((key) => {
      const read = migratePrompt(prompts.get(key));
      return read.ok ? [read.entry] : [];
    });
    if (entries.length > 0) await ledger.prompts?.merge(entries);
  }
  const onPrompts = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.origin !== origin)
      void queue(() => pullPrompts([...event.keysChanged].map(String)));
  };
  prompts.observe(onPrompts);
  let promptsAt = 0;
  let promptsTimer: ReturnType<typeof setTimeout> | null = null;
  const promptsSoon = () => {
    if (promptsTimer !== null) return;
    promptsTimer = setTimeout(
      () => {
        promptsTimer = null;
        promptsAt = Date.now();
        void queue(pushPrompts);
      },
      Math.max(0, promptsAt + PROMPTS_EVERY_MS - Date.now()),
    );
  };

  void queue(() => pullPrompts([...prompts.keys()]));
  const unwatch = ledger.watch((change) => {
    push(change);
    promptsSoon();
  });

  return {
    stop() {
      unwatch();
      jobs.unobserve(onPeer);
      favourites.unobserve(onPeer);
      removed.unobserve(onPeer);
      prompts.unobserve(onPrompts);
      if (promptsTimer !== null) clearTimeout(promptsTimer);
    },
    async settled() {
      for (let seen = work; ; seen = work) {
        await seen;
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        if (seen === work && !flushing) return;
      }
    },
  };
}
