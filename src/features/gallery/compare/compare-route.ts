import { navigate, parseHash, replaceRoute } from '@/lib/hash-route';
import { compareParam, type CompareItem } from './compare-link';

// Whether the comparison showing was opened by this page (a history entry of ours): closing it
// then goes Back; a comparison opened from a link closes in place.
let pushed = false;

function libraryParamsNow(): Record<string, string | null> {
  const { path, params } = parseHash(window.location.hash);
  const kept: Record<string, string | null> = {};
  if (path === '/library') for (const [key, value] of params) kept[key] = value;
  return kept;
}

/**
 * Opens the comparison of two results (job ids, or items naming a song's take) in the library:
 * `#/library?…&compare=a,b`. The open result, if any, gives way; Back brings it back.
 */
export function openCompare(items: readonly (CompareItem | string)[]): void {
  if (items.length !== 2) return;
  pushed = true;
  navigate('/library', { ...libraryParamsNow(), open: null, compare: compareParam(items) });
}

export function closeCompare(): void {
  if (pushed) {
    pushed = false;
    window.history.back();
  } else replaceRoute('/library', { ...libraryParamsNow(), compare: null });
}
