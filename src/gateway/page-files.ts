/**
 * The bytes the in-page demo kept for a `blob:` address it answered (an uploaded song's file,
 * issue 54; `demo/kept-files.ts`), or null: not one it kept, or none kept in this browser. That
 * address died with the page that made it; a player, Download and Keep a copy read these bytes
 * instead. The demo's module loads only when such an address is asked for.
 */
export function keptPageFile(url: string): Promise<Blob | null> {
  if (!url.startsWith('blob:')) return Promise.resolve(null);
  // A storage that cannot be read is no reason not to ask for the address as before.
  return import('./demo/kept-files').then((m) => m.keptDemoFile(url)).catch(() => null);
}
