import type { JobStore, StoredJob } from './ledger-db';

/**
 * The record that follows a vendor id, whatever the case it was stored or asked in: a UUID pasted
 * in capitals is the same task. IndexedDB compares keys exactly, so the ids' index (`remoteIds`,
 * multiEntry) is asked in steps, each only when the one before found nothing `keep` keeps:
 * 1. the ids as given (the usual case: an id pasted as the gateway wrote it);
 * 2. their lower-case and upper-case forms (how gateways write ids);
 * 3. a walk of the index's keys that jumps from one possible casing of the ids to the next
 *    (`nextCasing`), reading no record but those that match: any other mix of cases, in a few
 *    steps whatever the size of the ledger. (This is the look-up Dexie's `equalsIgnoreCase` made,
 *    written for the studio's layer.) It also answers for an id found nowhere, which is what
 *    every new follow by id asks, and what a poll's write asks while a source's tie is missing.
 * Many ids at once (an import) go straight to the walk. Inside a transaction, every step reads
 * only the store it is handed.
 */

/** Up to this many ids are looked up one by one first; more go straight to the walk. */
const LOOKUPS = 8;

const always = () => true;

/**
 * The first key after `key` (which does not match) that is some casing of the id (`upper` and
 * `lower`, its two forms, of one length), or null when no casing of it comes after `key`. Strings
 * compare by UTF-16 code unit, as IndexedDB compares string keys; upper case sorts first.
 */
export function nextCasing(key: string, upper: string, lower: string): string | null {
  const lowerKey = key.toLowerCase();
  const length = Math.min(key.length, lower.length);
  // The last place where the key holds a character below its lower-case form: raising it there
  // gives a later casing once everything after it is a dead end.
  let raise = -1;
  for (let i = 0; i < length; i += 1) {
    const char = key.charAt(i);
    if (lowerKey.charAt(i) !== lower.charAt(i)) {
      if (char < upper.charAt(i)) return key.slice(0, i) + upper.charAt(i) + upper.slice(i + 1);
      if (char < lower.charAt(i)) return key.slice(0, i) + lower.charAt(i) + upper.slice(i + 1);
      break;
    }
    if (char < lowerKey.charAt(i)) raise = i;
    if (i === length - 1 && key.length < lower.length) return key + upper.slice(key.length);
  }
  if (length === 0 && lower.length > 0) return upper;
  return raise < 0 ? null : key.slice(0, raise) + lowerKey.charAt(raise) + upper.slice(raise + 1);
}

/** The primary keys of the records whose ids hold a casing of one of `ids` (all of one length each form). */
async function walkCasings(store: JobStore, ids: readonly string[]): Promise<IDBValidKey[]> {
  const forms = [...new Set(ids.map((id) => id.toLowerCase()))].map((lower) => ({
    lower,
    upper: lower.toUpperCase(),
  }));
  const found: IDBValidKey[] = [];
  const index = store.index('remoteIds');
  const wanted = new Set(forms.map((form) => form.lower));
  // A casing whose forms differ in length ('ß' is 'SS') cannot be walked to: those are compared
  // over every key, as the whole walk would be.
  const walkable = forms.every((form) => form.upper.length === form.lower.length);
  let start: string | null = null;
  for (const form of forms) if (start === null || form.upper < start) start = form.upper;
  if (start === null) return found;
  await index.seekKeys(
    (key, primaryKey) => {
      if (typeof key !== 'string') return !walkable ? undefined : false;
      if (wanted.has(key.toLowerCase())) {
        found.push(primaryKey);
        return undefined;
      }
      if (!walkable) return undefined;
      let next: string | null = null;
      for (const form of forms) {
        const candidate = nextCasing(key, form.upper, form.lower);
        if (candidate !== null && candidate > key && (next === null || candidate < next))
          next = candidate;
      }
      return next === null ? false : { to: next };
    },
    walkable ? store.range.lowerBound(start) : null,
  );
  return found;
}

export async function findByRemoteIds(
  store: JobStore,
  ids: readonly string[],
  keep: (row: StoredJob) => boolean = always,
): Promise<StoredJob | undefined> {
  if (ids.length === 0) return undefined;
  const index = store.index('remoteIds');
  // A record already judged by `keep` (found by an earlier step) is not judged again.
  const judged = new Set<IDBValidKey>();
  const firstKept = (rows: readonly (StoredJob | undefined)[]) => {
    for (const row of rows) {
      if (row === undefined || judged.has(row.id)) continue;
      judged.add(row.id);
      if (keep(row)) return row;
    }
    return undefined;
  };

  if (ids.length <= LOOKUPS) {
    const asked = new Set(ids);
    const forms = [...new Set(ids.flatMap((id) => [id.toLowerCase(), id.toUpperCase()]))].filter(
      (form) => !asked.has(form),
    );
    for (const step of [[...asked], forms])
      for (const id of step) {
        const found = firstKept(await index.getAll(id));
        if (found !== undefined) return found;
      }
  }

  const matching = [...new Set(await walkCasings(store, ids))].filter((key) => !judged.has(key));
  return firstKept(await store.getMany(matching));
}

/** `findByRemoteIds` for one id. */
export function findByRemoteId(
  store: JobStore,
  id: string,
  keep: (row: StoredJob) => boolean = always,
): Promise<StoredJob | undefined> {
  return findByRemoteIds(store, [id], keep);
}
