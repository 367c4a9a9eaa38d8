import { captionPieces } from './caption-breaks';
import { captionLines as lines, type Cue } from '@/lib/subtitles';
import { DEFAULT_CAPTION_STYLE, type CaptionStyle } from './caption-style';

/**
 * The film's words, pure (issue 42): each shot's caption as a cue at the shot's place in the film,
 * written out as WebVTT and SubRip (`lib/subtitles.ts`), and a caption broken into lines that fit
 * the picture (between words, Chinese and Japanese words included: `caption-breaks.ts`).
 */

/** A caption with its own in and out inside a shot: seconds from the shot's in point. */
export interface TimedCue {
  text: string;
  from: number;
  to: number;
}

/**
 * The film's cues: each shot's caption from where the shot starts in the film to where it ends,
 * and its timed captions at their moments inside it (kept inside the shot). `spans` are the
 * shots' places in the film, in order (placed, or copied from a key frame `movedBy` seconds
 * before the in point, which the timed captions are counted from).
 */
export function filmCues(
  spans: readonly { start: number; end: number; movedBy?: number }[],
  captions: readonly (string | undefined)[],
  timed: readonly (readonly TimedCue[] | undefined)[] = [],
): Cue[] {
  return spans.flatMap((span, index) => {
    if (span.end <= span.start) return [];
    const cues: Cue[] = [];
    const text = (captions[index] ?? '').trim();
    if (text !== '') cues.push({ start: span.start, end: span.end, text });
    const zero = span.start + (span.movedBy ?? 0);
    for (const cue of timed[index] ?? []) {
      const words = cue.text.trim();
      const start = Math.max(span.start, zero + Math.max(0, cue.from));
      const end = Math.min(span.end, zero + cue.to);
      if (words !== '' && end > start) cues.push({ start, end, text: words });
    }
    return cues.sort((a, b) => a.start - b.start);
  });
}

/**
 * The words shown at a moment of the film (null: none): every cue on at that moment, one under the
 * other (a shot's caption and a timed caption inside it). A moment on a cut belongs to the shot
 * that starts there.
 */
export function cueAt(cues: readonly Cue[], filmSeconds: number): Cue | null {
  const on = cues.filter((cue) => filmSeconds >= cue.start && filmSeconds < cue.end);
  if (on.length === 0) return null;
  return {
    start: Math.max(...on.map((cue) => cue.start)),
    end: Math.min(...on.map((cue) => cue.end)),
    text: on.map((cue) => cue.text).join('\n'),
  };
}

/**
 * A caption broken into lines no wider than `maxWidth` as `measure` reckons (the canvas's
 * `measureText`), at most `maxLines` (the last one ends with "…" when words are left over).
 * A word wider than a whole line is put on its own line as it is.
 */
export function wrapCaption(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  maxLines = 3,
): string[] {
  const result: string[] = [];
  for (const paragraph of lines(text)) {
    let line = '';
    for (const piece of captionPieces(paragraph)) {
      const next = line + piece;
      if (line === '' || measure(next.trimEnd()) <= maxWidth) {
        line = line === '' ? piece.trimStart() : next;
        continue;
      }
      result.push(line.trimEnd());
      line = piece.trimStart();
    }
    if (line.trim() !== '') result.push(line.trimEnd());
  }
  if (result.length <= maxLines) return result;
  const kept = result.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The type's height as a share of the film's short side, by caption size. */
const TYPE_SHARE = { small: 0.04, medium: 0.05, large: 0.065 } as const;

/**
 * Where burned captions go in a film of this size, in pixels: the type a twentieth of the short
 * side at the medium size (about 20 CSS pixels when a 720-wide vertical film fills a phone), inside
 * margins of 8% at the sides, and — by the caption style's position — below the top, in the middle
 * or above the bottom: in a vertical film 12% from the top and 16% from the bottom, which platforms
 * cover with their own names, buttons and text; 8% in the others. The export draws with these
 * numbers and the preview places its caption with the same ones.
 */
export function captionLayout(
  width: number,
  height: number,
  style: CaptionStyle = DEFAULT_CAPTION_STYLE,
) {
  const fontSize = Math.max(16, Math.round(Math.min(width, height) * TYPE_SHARE[style.size]));
  const vertical = height > width;
  return {
    fontSize,
    lineHeight: Math.round(fontSize * 1.35),
    maxWidth: Math.round(width * 0.84),
    top: Math.round(height * (vertical ? 0.12 : 0.08)),
    bottom: Math.round(height * (vertical ? 0.16 : 0.08)),
    maxLines: 3,
    position: style.position,
    look: style.look,
  };
}
export type CaptionLayout = ReturnType<typeof captionLayout>;

/** Where a caption of `lines` lines starts (the top of its first line), in pixels from the film's top. */
export function captionTop(layout: CaptionLayout, lines: number, height: number): number {
  const block = lines * layout.lineHeight;
  if (layout.position === 'top') return layout.top;
  if (layout.position === 'middle') return Math.round((height - block) / 2);
  return height - layout.bottom - block;
}

/** Latin first, then CJK faces, so both scripts are drawn whatever this machine has. */
export const CAPTION_FONT_FAMILY =
  'system-ui, "Noto Sans", "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans", sans-serif';
