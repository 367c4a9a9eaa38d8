import { pageUrlFor } from './object-url';

/** Hands a blob to the browser as a download, then lets its memory go. */
export function saveBlob(blob: Blob, name: string, doc: Document = document): void {
  const { url, revoke } = pageUrlFor(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(revoke, 0);
}

/**
 * The name of a file the studio exports (the library, a selection's zip or file):
 * `media-studio-<what>-<yyyy-mm-dd>.<ext>`, written once here.
 */
export function exportFileName(what: string, ext: string, now: Date = new Date()): string {
  return `media-studio-${what}-${now.toISOString().slice(0, 10)}.${ext}`;
}
