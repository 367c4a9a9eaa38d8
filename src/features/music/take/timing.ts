import { queryOptions, skipToken } from '@tanstack/react-query';
import type { GatewayConnection } from '@/gateway/connection';
import { GatewayError } from '@/gateway/errors';
import {
  tuneTimingPath,
  zTuneTiming,
  type AlignedWord,
} from '@/features/music/gateway-schema/tune-timing';
import { musicPath } from '../paths';

/**
 * Timed lyrics and a waveform (issue 26, item 8): `GET /tune/act/timing/{clip_id}` (the assumed
 * path `tuneTimingPath`) for a finished song. A finished song's timing never changes, so it is
 * asked once per clip and kept (the card in the list and in the dialog share it); a song still
 * being made, or a profile whose timing path is empty, asks nothing. A 404, an error or an empty
 * answer leaves the plain lyrics: timing is a nicety, never a failure of the song.
 */

/** Query keys run from general to specific and never hold the API key. */
export const timingKeys = {
  all: ['tune-timing'] as const,
  clip: (baseUrl: string, path: string, clipId: string) =>
    ['tune-timing', baseUrl, path, clipId] as const,
};

/** `clipId` null: not asked (the song is not finished, or the setting is empty). */
export function timingQuery(connection: GatewayConnection, clipId: string | null) {
  const path = musicPath(connection.settings.paths, 'tuneTimingPath').trim();
  const asked = clipId !== null && path !== '';
  // The key names the gateway, the path and the clip — never the API key `connection` holds.
  return queryOptions({
    queryKey: timingKeys.clip(connection.client.baseUrl, path, clipId ?? ''),
    queryFn: asked
      ? ({ signal }) =>
          connection.client
            .json({
              method: 'GET',
              path: tuneTimingPath(path, clipId),
              schema: zTuneTiming,
              signal,
            })
            // A 404 (no timing at this gateway, or none for this clip) is an answer: kept as one,
            // so a card or a dialog showing the take later does not ask again. (An error would be
            // asked again by each new observer: React Query retries a failed query on mount.)
            .catch((error: unknown) => {
              if (error instanceof GatewayError && error.status === 404) return null;
              throw error;
            })
      : skipToken,
    staleTime: Infinity,
    // Another error leaves the plain lyrics, as a 404 does; a take shown again may ask again.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** One line of the song's lyrics and when it is sung (null: not sung, or the aligner missed it). */
export interface TimedLine {
  text: string;
  /** `[Verse]`, `[Chorus]`: a section's name, not sung. */
  section: boolean;
  startS: number | null;
  endS: number | null;
}

const sectionLine = /^\s*\[[^\]]*\]\s*$/;

/** Letters and digits only, lower case: what the aligner's words and the lyrics have in common. */
const letters = (text: string): string =>
  text
    .replace(/\[[^\]]*\]/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** How far ahead a word may be found: past a line the aligner skipped, not across the song. */
const LOOKAHEAD = 240;

/**
 * The song's lyric lines, each timed from the aligned words sung on it: every word is found, in
 * order, in the lyrics' letters (so punctuation, `[Verse]\n` prefixes, spacing and scripts without
 * spaces all match), and a line runs from its first word's start to its last word's end. Without
 * the lyrics, the words make the lines themselves (at their own line breaks).
 */
export function timedLines(lyrics: string | null, words: readonly AlignedWord[]): TimedLine[] {
  const text = lyrics?.trim() ?? '';
  if (text === '') return linesFromWords(words);
  const lines: TimedLine[] = [];
  // Each letter of the lyrics, and the line it belongs to.
  let stream = '';
  const lineOf: number[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const section = sectionLine.test(line);
    lines.push({ text: line, section, startS: null, endS: null });
    if (section) continue;
    const own = letters(line);
    stream += own;
    for (let i = 0; i < own.length; i += 1) lineOf.push(lines.length - 1);
  }
  let cursor = 0;
  for (const word of words) {
    const needle = letters(word.word);
    if (needle === '') continue;
    const at = stream.indexOf(needle, cursor);
    if (at < 0 || at - cursor > LOOKAHEAD) continue;
    cursor = at + needle.length;
    const line = lines[lineOf[at] ?? -1];
    if (line === undefined) continue;
    line.startS = line.startS === null ? word.startS : Math.min(line.startS, word.startS);
    line.endS = line.endS === null ? word.endS : Math.max(line.endS, word.endS);
  }
  return lines;
}

function linesFromWords(words: readonly AlignedWord[]): TimedLine[] {
  const lines: TimedLine[] = [];
  let open: TimedLine | null = null;
  for (const word of words) {
    // A word may open with a section's name and a line break: "[Chorus]\nSing".
    const parts = word.word.split(/\r?\n/);
    parts.forEach((part, index) => {
      if (index > 0) open = null;
      const sung = part.replace(/\[[^\]]*\]/g, '').trim();
      if (sung === '') return;
      if (open === null) {
        open = { text: sung, section: false, startS: word.startS, endS: word.endS };
        lines.push(open);
      } else {
        open.text = `${open.text} ${sung}`;
        open.endS = Math.max(open.endS ?? word.endS, word.endS);
      }
    });
  }
  return lines;
}

/** Whether the lines are worth showing in time: at least one of them is timed. */
export const anyTimed = (lines: readonly TimedLine[]): boolean =>
  lines.some((line) => line.startS !== null);

/**
 * The line being sung at `timeS`: the last timed line that has started, or -1 before the first.
 * Between two lines the one just sung stays marked, as a lyrics sheet keeps your place.
 */
export function currentLine(lines: readonly TimedLine[], timeS: number): number {
  let current = -1;
  lines.forEach((line, index) => {
    if (line.startS !== null && line.startS <= timeS + 0.05) current = index;
  });
  return current;
}
