/**
 * The one place a page address is made for bytes (decision 026): every `blob:` URL the studio makes
 * goes through here, so each one has a known owner that lets it go. A component showing bytes uses
 * `useBlobSource` (use-blob-source.ts); code that needs an address for a moment uses these.
 */
export interface PageUrl {
  url: string;
  /** Lets the bytes' memory go: the address stops working. */
  revoke: () => void;
}

export function pageUrlFor(blob: Blob): PageUrl {
  const url = URL.createObjectURL(blob);
  return { url, revoke: () => URL.revokeObjectURL(url) };
}

/** An address for the bytes while `read` runs, let go after it settles. */
export async function withPageUrl<T>(blob: Blob, read: (url: string) => Promise<T>): Promise<T> {
  const { url, revoke } = pageUrlFor(blob);
  try {
    return await read(url);
  } finally {
    revoke();
  }
}
