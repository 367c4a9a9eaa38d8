import type { Cue } from '@/lib/subtitles';
import { zSubtitleLine } from './gateway-schema';

/**
 * A time as relays write it → seconds: a number, a numeric string, or a clock (`01:02:03.5`,
 * `01:02:03,500`, `02:03`). Null for anything else, or a negative time.
 */
export function readSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(text);
  if (clock === null) return null;
  const [, h = '0', m = '0', s = '0'] = clock;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

const first = (...values: unknown[]) =>
  values.map(readSeconds).find((seconds) => seconds !== null) ?? null;

/** A line without its own end lasts until the next one starts, the last one this long. */
const LAST_LINE_SECONDS = 2;

/**
 * The timed lines of an answer's `subtitlesArray`, in order of time. Each line is read alone and
 * tolerantly (`startTime`/`start`/`from`, `end`/`endTime`/`to`, `text`/`content`); a line with no
 * words or no start is skipped and counted, so one bad line never loses the rest. The words stay
 * exactly as they came: they are shown as text, never as markup.
 */
export function subtitleLines(raw: readonly unknown[]): { lines: Cue[]; skipped: number } {
  const read: { start: number; end: number | null; text: string }[] = [];
  let skipped = 0;
  for (const item of raw) {
    const parsed = zSubtitleLine.safeParse(item);
    const line = parsed.success ? parsed.data : null;
    const text = (line?.text ?? line?.content ?? '').trim();
    const start = line === null ? null : first(line.startTime, line.start, line.from);
    if (line === null || text === '' || start === null) {
      skipped += 1;
      continue;
    }
    read.push({ start, end: first(line.end, line.endTime, line.to), text });
  }
  read.sort((a, b) => a.start - b.start);
  const lines = read.map((line, index) => {
    const next = read[index + 1]?.start;
    const end =
      line.end !== null && line.end > line.start
        ? line.end
        : next !== undefined && next > line.start
          ? next
          : line.start + LAST_LINE_SECONDS;
    return { start: line.start, end, text: line.text };
  });
  return { lines, skipped };
}

/** A file name from the video's title: letters and digits of any script, joined by dashes. */
export function subtitleFileName(title: string | null): string {
  const slug = (title ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug === '' ? 'subtitles' : `${slug}-subtitles`;
}
