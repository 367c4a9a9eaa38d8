import { clampTrim, placeShots, type ShotTiming, type SoundtrackMix } from './timeline';

/**
 * Whether a film's shots can be joined by copying their encoded packets, or must be re-encoded,
 * and why: the export's plan, read from each shot's streams before a frame is decoded. Apart from
 * the timeline's arithmetic (`timeline.ts`), which the page and the preview read too.
 */

/**
 * What the export reads of each shot's encoded streams (without decoding a frame) to decide
 * whether its packets can be copied into the film as they are.
 */
export interface ShotTrack {
  /** Mediabunny's name for the video codec ('avc', 'vp9', …); null: one it does not know. */
  videoCodec: string | null;
  /**
   * The decoder set-up the packets need (the full codec string and its description, e.g. H.264's
   * SPS/PPS). Copied packets share one track, so every shot must need the very same set-up.
   */
  videoConfig: string;
  width: number;
  height: number;
  /** Frames per second, as measured from the packets. */
  frameRate: number;
  /** When each key frame is shown, in source seconds, earliest first. */
  keyFrames: readonly number[];
  /**
   * Packets come in the order they are shown (no B-frames): a cut after any packet leaves every
   * kept frame decodable. With B-frames only the source's own end is a safe out point.
   */
  inOrder: boolean;
  /** The sound's codec and decoder set-up, compared the same way; null: the shot has no sound. */
  audioCodec: string | null;
  audioConfig: string | null;
}

/**
 * How far back an in point may move to reach a key frame before a copy is no longer honest: the
 * film would show that much the person cut away (the export then re-encodes instead).
 */
export const KEY_FRAME_SLACK = 0.5;

/** One shot copied: the part of its source copied, and where it lands in the film. */
export interface CopiedCut {
  index: number;
  /** The key frame the copy starts on (at or before the trim's in point). */
  inSeconds: number;
  outSeconds: number;
  /** How much earlier than the trim's in point the copy starts (0: the in point is a key frame). */
  movedBy: number;
  start: number;
  end: number;
}

export type ReencodeReason =
  | 'empty'
  | 'soundtrack'
  | 'volume'
  | 'unreadable'
  | 'codec'
  | 'size'
  | 'frameRate'
  | 'sound'
  | 'keyFrame'
  | 'outPoint'
  | 'format'
  | 'captions'
  | 'muted'
  | 'titles'
  | 'transitions';

export type FilmPlan =
  | { path: 'copy'; container: 'mp4' | 'webm'; cuts: CopiedCut[] }
  | { path: 'reencode'; reason: ReencodeReason };

/** Codecs a copy can be written in, by container: what plays everywhere that container does. */
const MP4_VIDEO = ['avc', 'hevc'];
const WEBM_VIDEO = ['vp8', 'vp9', 'av1'];
const WEBM_AUDIO = ['opus', 'vorbis'];
const SAME_RATE = 0.02;

/**
 * Copy the shots' encoded packets into the film without decoding them, or decode and encode the
 * whole film again (decision 027). A copy is only honest when nothing about the pictures or the
 * sound changes: no song to mix in, the shots' own sound at full volume, every shot in the same
 * codec and decoder set-up, at the film's chosen size, at one frame rate, with the same kind of
 * sound (or none). A trim's in point that is not a key frame moves back to the key frame before
 * it when that is at most `KEY_FRAME_SLACK` earlier (the panel says so); further back, the film is
 * re-encoded — one re-encoded shot cannot share a track with copied ones, whose decoder set-up
 * differs. An out point is cut anywhere when the packets come in display order; with B-frames
 * only at the source's end.
 */
export function copyOrReencode(
  shots: readonly ShotTiming[],
  tracks: readonly (ShotTrack | null)[],
  soundtrack: SoundtrackMix | null,
  film: {
    width: number;
    height: number;
    shotsVolume: number;
    /** The file asked for (issue 42): shots in another container's codecs are encoded again. */
    container?: 'mp4' | 'webm';
    /** Captions drawn on the pictures: every frame changes. */
    burnCaptions?: boolean;
    /** Some shot's own sound is left out of the film. */
    muted?: boolean;
    /** A title or end card is drawn before or after the shots. */
    titles?: boolean;
  },
): FilmPlan {
  const reencode = (reason: ReencodeReason): FilmPlan => ({ path: 'reencode', reason });
  if (shots.length === 0) return reencode('empty');
  if (soundtrack !== null) return reencode('soundtrack');
  const read = tracks.slice(0, shots.length).filter((t): t is ShotTrack => t !== null);
  const first = read[0];
  if (first === undefined || read.length < shots.length) return reencode('unreadable');
  const container = MP4_VIDEO.includes(first.videoCodec ?? '')
    ? 'mp4'
    : WEBM_VIDEO.includes(first.videoCodec ?? '')
      ? first.audioCodec === null || WEBM_AUDIO.includes(first.audioCodec)
        ? 'webm'
        : 'mp4'
      : null;
  if (
    container === null ||
    read.some((t) => t.videoCodec !== first.videoCodec || t.videoConfig !== first.videoConfig)
  )
    return reencode('codec');
  if (film.container !== undefined && container !== film.container) return reencode('format');
  if (film.burnCaptions === true) return reencode('captions');
  if (film.titles === true) return reencode('titles');
  // A cross-fade or a dip changes the pictures around a cut.
  if (placeShots(shots).some((p) => p.enter !== undefined)) return reencode('transitions');
  if (read.some((t) => t.width !== film.width || t.height !== film.height)) return reencode('size');
  if (
    read.some(
      (t) =>
        !(t.frameRate > 0) || Math.abs(t.frameRate - first.frameRate) > first.frameRate * SAME_RATE,
    )
  )
    return reencode('frameRate');
  if (read.some((t) => t.audioCodec !== first.audioCodec || t.audioConfig !== first.audioConfig))
    return reencode('sound');
  if (first.audioConfig !== null && film.shotsVolume !== 1) return reencode('volume');
  if (first.audioConfig !== null && film.muted === true) return reencode('muted');

  const cuts: CopiedCut[] = [];
  let at = 0;
  for (const [index, shot] of shots.entries()) {
    const track = read[index];
    if (track === undefined) return reencode('unreadable');
    const trim = clampTrim(shot);
    // The last key frame at or before the in point (a hair of rounding allowed).
    const key = track.keyFrames.filter((k) => k <= trim.inSeconds + 1e-3).at(-1);
    if (key === undefined || trim.inSeconds - key > KEY_FRAME_SLACK) return reencode('keyFrame');
    const end = shot.durationSeconds ?? trim.outSeconds;
    if (!track.inOrder && trim.outSeconds < end - 1e-3) return reencode('outPoint');
    const length = trim.outSeconds - key;
    cuts.push({
      index,
      inSeconds: key,
      outSeconds: trim.outSeconds,
      movedBy: Math.max(0, trim.inSeconds - key),
      start: at,
      end: at + length,
    });
    at += length;
  }
  return { path: 'copy', container, cuts };
}
