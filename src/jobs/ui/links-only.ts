import { createStore, useStore } from '@/lib/store';

/**
 * The gateways that answered their image upload path with 404 in this page's life: they take
 * links only, and the image fields say so instead of offering a file again. Per gateway and
 * path (a new path setting is worth trying), forgotten on reload (a gateway may gain the upload).
 */
const linksOnly = createStore<ReadonlySet<string>>(new Set());

const keyOf = (baseUrl: string, path: string) => `${baseUrl} ${path}`;

export function markLinksOnly(baseUrl: string, path: string): void {
  const now = linksOnly.get();
  if (!now.has(keyOf(baseUrl, path))) linksOnly.set(new Set([...now, keyOf(baseUrl, path)]));
}

export function useLinksOnly(baseUrl: string, path: string): boolean {
  return useStore(linksOnly, (set) => set.has(keyOf(baseUrl, path)));
}
