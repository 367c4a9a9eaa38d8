/**
 * Web storage as the settings use it: a storage that is disabled (private mode) or full only means
 * a value is not kept, never an error on the start path.
 */

export function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage can be disabled (private mode); the studio still works for the session
  }
}

export function writeStorage(
  storage: Storage | undefined,
  key: string,
  value: string | null,
): void {
  try {
    // Most writes store what is there already (config.json on every visit): a read comes from the
    // page's own copy, a write is also sent to the browser process, in start-up's busiest task.
    if (storage === undefined || storage.getItem(key) === value) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Same as above: unavailable storage only means the value is not kept.
  }
}

export function local(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
export function session(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** A localStorage entry as JSON: undefined when there is none, null when it is damaged. */
export function readJson(key: string): unknown {
  const text = readStorage(local(), key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // damaged: the caller's schema falls back to defaults rather than breaking the app
  }
}

/*
 * The shapes stored here are read before the first render, so they are checked by hand rather than
 * with zod: these few rules were the only zod on the start path, and zod's core was 13 KB of the
 * 100 KB gzip start budget (decision 034). The rules are zod's as they were
 * (`settings-shapes.test.ts` holds them against the schemas they replace): a field that does not
 * match falls back to its default, field by field; a deployment's config.json that does not match
 * is ignored whole.
 */

export type Fields = Record<string, unknown>;

/** What JSON.parse gives for `{…}` (zod's object check). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const stringOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;
export const filledOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;
