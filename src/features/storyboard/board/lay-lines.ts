import type { Cue } from '@/lib/subtitles';
import type { Shot } from './storyboard-db';
import { captionSpans, placeShots } from './timeline';

/** A shot keeps at most this many timed captions (the record's own limit). */
export const MAX_TIMED_CAPTIONS = 50;

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Timed lines (a link's subtitles, seconds from the video's start) laid on the shots as timed
 * captions by the film's time (issue 55): each line goes to the shot on screen at that moment — the
 * part of a line across a cut to each side of it, the two shots of a cross-fade handing over at its
 * middle, as the preview shows captions (`captionSpans`). A line already there is not added twice;
 * a line after the film ends, or beyond what a shot keeps, is left out and counted. The shot's own
 * caption and its earlier timed captions stay.
 */
export function layLines(
  shots: readonly Shot[],
  lines: readonly Cue[],
): { shots: Shot[]; laid: number; parts: number; leftOut: number } {
  const spans = captionSpans(placeShots(shots));
  const cues = shots.map((shot) => [...shot.cues]);
  const touched = new Set<number>();
  let laid = 0;
  let leftOut = 0;
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '' || !(line.end > line.start)) continue;
    let placed = false;
    for (const [index, span] of spans.entries()) {
      const from = Math.max(line.start, span.start);
      const to = Math.min(line.end, span.end);
      const own = cues[index];
      if (!(to > from) || own === undefined) continue;
      const cue = { text, from: ms(from - span.start), to: ms(to - span.start) };
      const there = own.some((c) => c.text === cue.text && c.from === cue.from && c.to === cue.to);
      if (!there) {
        if (own.length >= MAX_TIMED_CAPTIONS) continue;
        own.push(cue);
      }
      touched.add(index);
      placed = true;
    }
    if (placed) laid += 1;
    else leftOut += 1;
  }
  return {
    shots: shots.map((shot, index) => ({
      ...shot,
      cues: (cues[index] ?? shot.cues).toSorted((a, b) => a.from - b.from),
    })),
    laid,
    parts: touched.size,
    leftOut,
  };
}
