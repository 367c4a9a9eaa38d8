import { registerResultUsers } from '@/jobs/boards/board-actions';
import { boardsPart } from '@/jobs/boards/library-part';
import { charactersPart } from '@/jobs/characters/library-part';
import { registerPictureEditor } from '@/jobs/characters/picture-editor';
import { registerLibraryPart } from '@/jobs/ledger/library-parts';
import { isFeaturePart, type FeaturePart } from '@/jobs/part';
import { postersPart } from '@/jobs/posters/library-part';
import { registerSyncedCollection } from '@/jobs/sync/collections';

/**
 * Every feature's part (`features/<name>/index.ts` exports `part`), found by Vite's glob: the one
 * list of what the studio offers (issue 39 item 1). Imported by the lazy chunks only (the registry,
 * the library, the studio's background work); the shell reads the abouts (`abouts.ts`).
 */
const folders = import.meta.glob<{ part?: unknown }>('../features/*/index.ts', { eager: true });

export const featureParts: readonly FeaturePart[] = Object.values(folders).flatMap((exports) =>
  isFeaturePart(exports.part) ? [exports.part] : [],
);

let installed = false;

/**
 * Hands jobs/ what the parts offer it (jobs/ sits below the features and cannot import them): the
 * library file's parts, the synced collections, the readers of which results are in use. Once,
 * from whichever chunk starts first.
 */
export function installParts(): void {
  if (installed) return;
  installed = true;
  for (const part of featureParts) {
    for (const libraryPart of part.libraryParts ?? []) registerLibraryPart(libraryPart);
    for (const load of part.syncedCollections ?? []) registerSyncedCollection(load);
    if (part.resultUsers) registerResultUsers(part.resultUsers);
    if (part.pictureEditor) registerPictureEditor(part.pictureEditor);
  }
  // And jobs/ own, after the features' (the file's sections keep their order): the boards (issue
  // 40; which results are on each travels on the jobs) and the posters grabbed here (issue 40,
  // decision 033: an import shows them without a grab).
  registerLibraryPart(boardsPart);
  registerLibraryPart(postersPart);
  // The characters (issue 56): named in any prompt, so jobs/ holds them, not a feature.
  registerLibraryPart(charactersPart);
}
