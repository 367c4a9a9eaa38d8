import type { AudioCodec, VideoCodec } from 'mediabunny';
import type { FilmSize, ShotTiming, SoundtrackMix } from '../../board/timeline';
import type { FilmPlan } from '../../board/film-plan';
import type { CaptionStyle } from '../../finish/caption-style';
import type { Cue } from '@/lib/subtitles';
import type { TimedCue } from '../../finish/captions';
import type { Card } from '../../finish/cards';
import type { Ducking } from '../../finish/ducking';
import type { FilmAspect, Framing } from '../../finish/framing';
import type { FilmFormat, FormatChoice } from '../formats';

/**
 * What an export is asked for and what it gives back, and the two habits every step of it shares:
 * stopping as soon as it is cancelled, and timing itself for the bench. Its own file so the steps
 * (`read-shot.ts`, `copy-film.ts`, `mix-sound.ts`, `encode-film.ts`) read the same words without
 * importing `export-film.ts`, which imports them.
 */

export interface FilmShot {
  blob: Blob;
  timing: ShotTiming;
  /** Issue 42: the shot's words, how it fills the film's shape, and whether its sound is kept. */
  caption?: string;
  /** Captions timed inside the shot, from its in point. */
  cues?: readonly TimedCue[];
  framing?: Framing;
  offset?: number;
  sound?: boolean;
}

export interface FilmRequest {
  shots: readonly FilmShot[];
  song: { blob: Blob; mix: SoundtrackMix } | null;
  shotsVolume: number;
  size: FilmSize;
  /** The film's shape (16:9 when not said); `size` is its short side. */
  aspect?: FilmAspect;
  /** The file asked for (MP4 when not said): `chooseFormat` makes the other when this one cannot be. */
  format?: FilmFormat;
  /** Draw each shot's caption on its pictures. */
  burnCaptions?: boolean;
  /** How burned captions look (issue 54): today's look when not said. */
  captionStyle?: CaptionStyle;
  /** The song lowered under the shots whose sound is heard (issue 54): off when not said. */
  ducking?: Ducking;
  /** Words on a colour before the first shot and after the last (issue 42). */
  titleCard?: Card | null;
  endCard?: Card | null;
  /** 0–1, as frames are encoded (or copied). */
  onProgress?: (fraction: number) => void;
  /** Told once the shots are read: whether they are copied as they are, or why they are encoded again. */
  onPlan?: (plan: FilmPlan) => void;
  signal?: AbortSignal;
}

export interface Film {
  blob: Blob;
  extension: 'mp4' | 'webm';
  width: number;
  height: number;
  durationSeconds: number;
  videoCodec: VideoCodec;
  /** null: copied from shots that have no sound. */
  audioCodec: AudioCodec | null;
  plan: FilmPlan;
  /** The shots' captions at their places in this film: what the subtitle files are written from. */
  cues: Cue[];
  /** Why the file is not the one asked for, or has Opus in MP4 (null: as asked; a copy). */
  formatNote: FormatChoice['note'];
}

/** No encoder for any of the codecs a film can be written in. */
export class NoEncoderError extends Error {
  override readonly name = 'NoEncoderError';
}

/** Stops the export between steps and frames once the panel's Cancel has aborted it. */
export function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}

/**
 * Where an export's time went, as performance measures ("film export: …") that the bench reads
 * from the page; nothing is sent anywhere.
 */
export function mark(what: string, milliseconds: number): void {
  performance.measure(`film export: ${what}`, { start: 0, duration: Math.max(0, milliseconds) });
}
