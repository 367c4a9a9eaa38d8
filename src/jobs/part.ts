import type { CaptionTargetLoader } from './caption-targets';
import type { PictureEditor } from './characters/picture-editor';
import type { AssumedPathField, GeneratorModule } from './generator';
import type { KindView } from './kind-view';
import type { LibraryPart } from './ledger/library-parts';
import type { SyncedCollection } from './sync/synced-collection';

/**
 * What one feature offers the studio (issue 39 item 1), exported as `part` from its
 * `features/<name>/index.ts`: the app finds every part with Vite's glob and composes them
 * (`app/parts.ts`), so no list of features is written anywhere. Each piece is optional.
 */
export interface FeaturePart {
  /** Its generator, when it is one (navigation, page, polling, the library's view of its jobs). */
  generator?: GeneratorModule;
  /** How the library shows jobs made elsewhere than a generator (the storyboard's films). */
  kindViews?: Readonly<Record<string, KindView>>;
  /** Its records in the library file (Export and Import). */
  libraryParts?: readonly LibraryPart[];
  /** Its records in the library's synced document, each loaded only once sync runs. */
  syncedCollections?: readonly (() => Promise<SyncedCollection>)[];
  /**
   * Which results it uses (a storyboard's shots and song), so deleting a board can say how many
   * are in use: loaded only when asked.
   */
  resultUsers?: () => Promise<() => Promise<ReadonlySet<string>>>;
  /**
   * The paths and names a feature that is no generator assumes (From a link's, issue 55): drawn in
   * Settings → Advanced after the generators' (a generator's are its module's `assumedPaths`).
   */
  assumedPaths?: readonly AssumedPathField[];
  /** Work it lets others put timed words on (the storyboard's shots, issue 55). */
  captionTargets?: readonly CaptionTargetLoader[];
  /** What edits pictures into a shot: a character's first frame is made by it (issue 56). */
  pictureEditor?: PictureEditor;
}

/** A part, as the glob finds it: an object exported as `part`. */
export function isFeaturePart(value: unknown): value is FeaturePart {
  return typeof value === 'object' && value !== null;
}
