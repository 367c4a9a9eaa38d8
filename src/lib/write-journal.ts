/**
 * Writes the page shows before IndexedDB has committed them (a storyboard edit is drawn the moment
 * it is made), kept meanwhile in localStorage, which is written synchronously: a reload, a closed
 * tab or a crash in the instant between the click and the commit aborts the IndexedDB transaction
 * but leaves the entry, and the store that owns it replays it when it opens (docs/reliability.md,
 * "Saved means saved"). One entry per record: a later write of the same record replaces it, and a
 * commit clears only its own entry, never a later one.
 *
 * A write the page confirms only after its transaction has committed (a preset's "Saved", a star)
 * needs none of this: awaiting the write is the whole rule there.
 */
const PREFIX = 'media-studio.journal.';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused outright (some private modes): the write still goes to IndexedDB.
    return null;
  }
}

export interface JournalEntry {
  key: string;
  value: unknown;
  /** When it was journalled (the wall clock): a record written after this is newer than it. */
  at: number;
  /** Clears the entry, once replayed (or judged older than what the store holds). */
  settle: () => void;
}

let counter = 0;
/** The tokens of the entries this page journalled: writes of its own, still in flight. */
const ownTokens = new Set<string>();

/** An entry as stored; null when it cannot be read (it could never be replayed). */
function readEntry(raw: string | null): { token: string; at: number; value: unknown } | null {
  let entry: unknown;
  try {
    entry = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  return typeof entry === 'object' &&
    entry !== null &&
    'token' in entry &&
    typeof entry.token === 'string' &&
    'at' in entry &&
    typeof entry.at === 'number'
    ? { token: entry.token, at: entry.at, value: 'value' in entry ? entry.value : undefined }
    : null;
}

/** Clears `name` if it still holds the entry `token` wrote, never a later write's. */
function clearer(name: string, token: string): () => void {
  return () => {
    const local = storage();
    const raw = local?.getItem(name);
    if (raw == null) return;
    const entry = readEntry(raw);
    if (entry === null || entry.token === token) local?.removeItem(name);
  };
}

/**
 * Journals `value` as the pending write of `store`'s record `key`; returns what to call once the
 * write has committed (or has been refused: then there is nothing to replay either).
 */
export function journalWrite(
  store: string,
  key: string,
  value: unknown,
  now = Date.now(),
): () => void {
  const name = `${PREFIX}${store}.${key}`;
  counter += 1;
  const token = `${now}.${counter}.${Math.random()}`;
  try {
    storage()?.setItem(name, JSON.stringify({ token, at: now, value }));
  } catch {
    // Full storage: the write still goes to IndexedDB, only unguarded for its few milliseconds.
    return () => undefined;
  }
  ownTokens.add(token);
  const clear = clearer(name, token);
  return () => {
    ownTokens.delete(token);
    clear();
  };
}

/**
 * The writes of `store` journalled and never cleared: each was still in flight when its page went
 * away (or is in flight now, in another tab: replaying it there writes the same thing). An entry
 * stays until its `settle`, so a replay cut short by yet another reload is replayed again.
 */
export function journalled(
  store: string,
  {
    /**
     * Leave out this page's own entries: their writes are in flight here and follow on their own
     * (a store that opens on first use replays after the page may already have edited).
     */
    othersOnly = false,
  }: { othersOnly?: boolean } = {},
): JournalEntry[] {
  const local = storage();
  if (local === null) return [];
  const prefix = `${PREFIX}${store}.`;
  const names: string[] = [];
  for (let i = 0; i < local.length; i += 1) {
    const name = local.key(i);
    if (name?.startsWith(prefix)) names.push(name);
  }
  return names.flatMap((name) => {
    const entry = readEntry(local.getItem(name));
    if (entry === null) {
      local.removeItem(name);
      return [];
    }
    if (othersOnly && ownTokens.has(entry.token)) return [];
    return [
      {
        key: name.slice(prefix.length),
        value: entry.value,
        at: entry.at,
        settle: clearer(name, entry.token),
      },
    ];
  });
}
