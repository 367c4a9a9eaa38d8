/**
 * Timed words as subtitle files, pure: WebVTT and SubRip. The storyboard writes its film's captions
 * with these (issue 42) and From a link its link's subtitles (issue 55), so both files read alike.
 */

export interface Cue {
  /** Seconds from the start of the film or video. */
  start: number;
  end: number;
  text: string;
}

function clock(seconds: number, separator: '.' | ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** A caption's lines, without empty ones: a blank line would end the cue in either format. */
export const captionLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * A caption's line as text, never markup: `&`, `<` and `>` escaped, and "-->" never inside a cue.
 * Both formats read tags (`<b>`, `<i>`, `<font>`): a caption's raw `<b>…<script>` is shown as the
 * person typed it, in the .srt as in the .vtt (issue 54).
 */
const escape = (line: string) =>
  line
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('--&gt;', '—&gt;');

/** WebVTT: numbered cues, a full stop before the milliseconds. */
export function toVtt(cues: readonly Cue[]): string {
  const body = cues.map(
    (cue, index) =>
      `${index + 1}\n${clock(cue.start, '.')} --> ${clock(cue.end, '.')}\n${captionLines(cue.text).map(escape).join('\n')}\n`,
  );
  return ['WEBVTT\n', ...body].join('\n');
}

/** SubRip: numbered cues, a comma before the milliseconds, the text escaped as the .vtt's. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\n${clock(cue.start, ',')} --> ${clock(cue.end, ',')}\n${captionLines(cue.text).map(escape).join('\n')}\n`,
    )
    .join('\n');
}
