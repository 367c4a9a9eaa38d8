/**
 * Hostile records for the `[hostile]` scenario: a gateway (or whoever sits between it and the
 * studio) that puts markup and script in every text field and a `javascript:`/`data:`/`vbscript:`
 * address in every URL field. The studio must show all of it as text and load none of it.
 * Routes build their ordinary record, then pass it through `hostilise`, keeping only the ids the
 * studio polls with.
 */

/** Long enough to hurt a layout or a regex that backtracks: exactly 10,000 characters. */
export const HOSTILE_LONG_TEXT = '\u200b<img src=x onerror=alert(1)>'.repeat(400).slice(0, 10_000);

/** Right-to-left overrides, zero-width characters and isolates around markup. */
export const HOSTILE_RTL_TEXT =
  '\u202egnp.exe\u202c \u200b\u200c\u200d\u2060\ufeff\u2067<iframe src=javascript:alert(1)></iframe>\u2069';

/** What every text field becomes, in turn. */
export const hostileTexts: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
  HOSTILE_RTL_TEXT,
  HOSTILE_LONG_TEXT,
];

/** What every URL field becomes, in turn: none of these may ever be a src or an href. */
export const hostileUrls: readonly string[] = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Case, surrounding space and a tab inside the scheme: URL parsers drop the tab.
  ' JavaScript:alert(document.domain) ',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
];

/**
 * Status words a hostile gateway sends while a job waits: markup, and the names that reach
 * `Object.prototype` through a careless lookup table. Every one must read as "unknown".
 */
export const hostileStatusWords = {
  /** While the job waits in the queue. */
  queued: '<img src=x onerror=alert(1)>',
  /** During the first half of the run. */
  running: '__proto__',
} as const;

/** Keys whose string value is an address (url, poster, thumbnail, avatar, frames, links…). */
const URL_KEY = /url|uri|href|link|poster|thumb|image|img|avatar|frame|picture/i;

/**
 * A copy of `record` in which every string is hostile: a hostile URL under a URL-like key, hostile
 * text anywhere else. `keep(path)` spares the strings the studio needs as they are (the ids it
 * polls with). Numbers, booleans, nulls and big integers are left alone: their types are part of
 * the contract, and the point is what strings do.
 */
export function hostilise(
  record: Record<string, unknown>,
  keep: (path: readonly (string | number)[]) => boolean = () => false,
): Record<string, unknown> {
  let texts = 0;
  let urls = 0;
  const text = (path: (string | number)[]): string => {
    const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
    if (URL_KEY.test(key)) {
      urls += 1;
      return hostileUrls[(urls - 1) % hostileUrls.length] ?? 'javascript:alert(1)';
    }
    texts += 1;
    return hostileTexts[(texts - 1) % hostileTexts.length] ?? '<script>alert(1)</script>';
  };
  const walk = (node: unknown, path: (string | number)[]): unknown => {
    if (typeof node === 'string') return keep(path) ? node : text(path);
    if (Array.isArray(node))
      return node.map((item: unknown, index) => walk(item, [...path, index]));
    if (typeof node === 'object' && node !== null) return walkObject(Object.entries(node), path);
    return node;
  };
  const walkObject = (
    entries: [string, unknown][],
    path: (string | number)[],
  ): Record<string, unknown> =>
    Object.fromEntries(entries.map(([key, item]) => [key, walk(item, [...path, key])]));
  return walkObject(Object.entries(record), []);
}

/** The path is exactly `[key]`: a top-level id. */
export function topLevel(...keys: string[]) {
  return (path: readonly (string | number)[]) =>
    path.length === 1 && keys.includes(String(path[0]));
}
