import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { CaptionTargetLoader } from './caption-targets';
import type { PlacedImageInput } from './frames/image-inputs';
import type { AssumedPathField } from './generator';
import type { BatchForm, ShotFields } from './generator-types';
import type { KindView } from './kind-view';

/**
 * What the app composes from every feature's part and hands each page that is not a generator's
 * (a feature cannot import the app): how the library shows any job, the images forms take, the
 * paths generators assume, where timed words may become captions.
 */
export interface StudioParts {
  kindViews: Readonly<Record<string, KindView>>;
  imageInputs: readonly PlacedImageInput[];
  assumedPaths: readonly AssumedPathField[];
  /** Where timed words may be laid as captions (the storyboards), loaded when asked. */
  captionTargets: readonly CaptionTargetLoader[];
  /** The generators a script's shots can be made with (the storyboard, issue 55). */
  shotMakers: readonly ShotMaker[];
}

/** A generator that makes a script's shots: its name, its batch form, where a shot's fields go. */
export interface ShotMaker {
  kind: string;
  readonly label: string;
  batch: BatchForm;
  fields: ShotFields;
}

/**
 * A page a feature offers beside the generators (the Library, the Storyboard, Settings), as the
 * shell knows it before the page's code loads: exported from `features/<name>/page-about.tsx`,
 * found by the app's glob (issue 39 item 1) as the generators' abouts are. Keep the file light:
 * the painted shell imports it.
 */
export interface PageAbout {
  /** Its route (`#/library`), which is also its id. */
  path: string;
  /** Its place in navigation's second list, under the generators. */
  order: number;
  /** Its name in navigation and the tab's title, in the language shown. */
  readonly label: string;
  icon: LucideIcon;
  /** What shows while its chunk loads: its heading in place, with a skeleton of what follows. */
  Fallback: ComponentType;
  /** Its page, a chunk of its own (named for its module, `library-route-*.js`). */
  loadPage: () => Promise<{ default: ComponentType<{ parts: StudioParts }> }>;
}

export function isPageAbout(value: unknown): value is PageAbout {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'order' in value &&
    'Fallback' in value &&
    'loadPage' in value
  );
}
