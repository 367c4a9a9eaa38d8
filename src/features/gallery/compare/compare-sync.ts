/**
 * Two players driven as one: one position on one timeline, as long as the longer result. A track
 * shorter than the timeline holds its last frame once the position passes its end, and joins in
 * again when the position comes back. Pure, so the rules are tested without media elements.
 */

/** What the sync needs to know of a player (an HTMLMediaElement has all of it). */
export interface TrackState {
  /** Seconds; NaN until the metadata is read, Infinity for a stream. */
  duration: number;
  currentTime: number;
  paused: boolean;
}

/** What to do to one player: move it (seconds) and/or start or stop it; null leaves it be. */
export interface TrackAction {
  seek: number | null;
  play: boolean | null;
}

/** Within this of its end a track counts as finished (media rarely reports the exact end). */
export const END_SLACK = 0.05;
/** Players drift apart by a frame or two while playing; only more than this is corrected. */
export const DRIFT_TOLERANCE = 0.3;

const known = (duration: number) => Number.isFinite(duration) && duration > 0;

/** The timeline's length: the longer known duration (0 while neither is known). */
export function timelineLength(tracks: readonly TrackState[]): number {
  return tracks.reduce(
    (longest, t) => (known(t.duration) && t.duration > longest ? t.duration : longest),
    0,
  );
}

/**
 * The track whose clock is the timeline's: the longer one, as it plays to the end. Before any
 * duration is known, the first.
 */
export function leaderOf(tracks: readonly TrackState[]): number {
  let leader = 0;
  tracks.forEach((t, i) => {
    const current = tracks[leader];
    if (
      known(t.duration) &&
      (current === undefined || !known(current.duration) || t.duration > current.duration)
    )
      leader = i;
  });
  return leader;
}

/** Where a track should be at a position of the timeline: there, or at its own end. */
export function targetTime(position: number, duration: number): number {
  const p = Math.max(0, position);
  return known(duration) ? Math.min(p, duration) : p;
}

/**
 * What each player must do so that all show `position`, playing or not. A player off by more than
 * `tolerance` seconds is moved (0: always, for a seek); a player past its end is stopped there.
 */
export function syncPlan(
  position: number,
  playing: boolean,
  tracks: readonly TrackState[],
  tolerance = DRIFT_TOLERANCE,
): TrackAction[] {
  return tracks.map((t) => {
    const target = targetTime(position, t.duration);
    const seek = Math.abs(t.currentTime - target) > tolerance ? target : null;
    const beforeEnd = !known(t.duration) || position < t.duration - END_SLACK;
    const shouldPlay = playing && beforeEnd;
    return { seek, play: shouldPlay === !t.paused ? null : shouldPlay };
  });
}

/**
 * A track within `END_SLACK` of its end has finished: `syncPlan` stops it there, so a leader whose
 * tick lands in that slack is paused before the browser's own 'ended' could come.
 */
export function atEnd(currentTime: number, duration: number): boolean {
  return known(duration) && currentTime >= duration - END_SLACK;
}

/** Play from the start again once the whole timeline has been played. */
export function startPosition(position: number, length: number): number {
  return atEnd(position, length) ? 0 : position;
}

/** "1:05" for a number of seconds (rounded down); "–:––" while unknown. */
export function clockTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–:––';
  const whole = Math.floor(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}
