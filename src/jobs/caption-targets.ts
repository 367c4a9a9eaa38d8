import type { Cue } from '@/lib/subtitles';

/**
 * Work a feature lets other features put timed words on (issue 55): the storyboard takes a link's
 * subtitles as its shots' captions, by time. Features never import each other, so the one that
 * owns the work declares a target in its part and the app hands every target to the pages
 * (`StudioParts.captionTargets`); the one with the words only calls it.
 */
export interface CaptionTarget {
  /** What one of its things is called, in the language shown ("Storyboard"). */
  readonly label: string;
  /** Its things that can take captions, newest first. */
  list(): Promise<{ id: string; name: string }[]>;
  /** Lays the lines on one by time; null when it is gone. */
  apply(id: string, lines: readonly Cue[]): Promise<CaptionsLaid | null>;
  /** The studio address that opens it (`#/storyboard?board=…`). */
  href(id: string): string;
}

/** What laying lines did, for the person to read. */
export interface CaptionsLaid {
  /** Its name as shown. */
  name: string;
  /** Lines laid (a line across a cut counts once). */
  laid: number;
  /** How many of its parts (shots) took at least one line. */
  parts: number;
  /** Lines with no place: after the end, or beyond what a part keeps. */
  leftOut: number;
}

/** A target, loaded when it is first needed (the storyboard's database opens only then). */
export type CaptionTargetLoader = () => Promise<CaptionTarget>;
