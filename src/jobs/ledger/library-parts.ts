/**
 * Parts of the library file that a feature owns (the storyboards, issue 28): jobs/ sits below the
 * features and cannot import them, so a feature hands its part over here and the library file
 * carries it — written beside the jobs under its own key, read back all or nothing with them.
 * The app registers each part where the library's pages start (`app/library-parts.ts`).
 */
export interface LibraryPart {
  /** The field of the library file that carries it (an older studio ignores it). */
  key: string;
  /** Everything to export, as plain JSON values. */
  collect(): Promise<unknown[]>;
  /**
   * Checks every item of an imported file's field (untrusted: any JSON at all; null when it is not
   * a list) and writes none of them: `add` writes them once every part of the file has been read.
   */
  read(
    raw: readonly unknown[] | null,
  ): Promise<{ ok: true; add: () => Promise<number> } | { ok: false; message: string }>;
  /** The sentence saying how many were added ("Added 1 storyboard."). */
  imported(count: number): string;
  /**
   * Written before the jobs rather than after: what a job shows the moment it arrives (its
   * poster: a tile without one would start grabbing it meanwhile).
   */
  writeFirst?: boolean;
}

const parts = new Map<string, LibraryPart>();

/** Registered once per key: a second registration of the same key replaces the first. */
export function registerLibraryPart(part: LibraryPart): void {
  parts.set(part.key, part);
}

export function libraryParts(): LibraryPart[] {
  return [...parts.values()];
}
