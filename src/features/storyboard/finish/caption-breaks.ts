/**
 * Where a caption's line may break (issue 42; issue 54 for Chinese words). Latin text breaks at its
 * spaces. Chinese, Japanese and Korean have none, and a break between any two characters tore
 * words apart ("灯 / 笼" for 灯笼, lantern): their runs are cut into words by the browser's own
 * dictionary (`Intl.Segmenter`, word granularity), so a line breaks between words. Closing
 * punctuation never starts a line and opening punctuation never ends one (kinsoku). The export
 * draws the lines from these pieces and the preview breaks at the same places.
 */

/** Han, kana, Hangul and full-width forms: scripts written without spaces. */
const NO_SPACES = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** Punctuation that never starts a line: it stays with what comes before it. */
const NO_LINE_START = /^[、。，．！？：；）」』】〉》,.!?:;)\]}”’]/u;
/** Punctuation that never ends a line: it stays with what comes after it. */
const NO_LINE_END = /^[（「『【〈《([{“‘]+$/u;

let segmenter: Intl.Segmenter | null | undefined;

/** The browser's word segmenter, made the first time a caption needs it; null where there is none. */
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('zh', { granularity: 'word' })
        : null;
  return segmenter;
}

/** A run of text without spaces, in the segmenter's words (one character each where there is none). */
function segments(run: string): string[] {
  const words = wordSegmenter();
  return words === null ? Array.from(run) : Array.from(words.segment(run), (s) => s.segment);
}

/**
 * A run without spaces that holds CJK text, as the pieces a line may break between: each CJK word
 * its own piece; Latin letters, digits and signs between them kept whole ("Harbour", "4K").
 */
function runPieces(run: string): string[] {
  const out: string[] = [];
  // Opening punctuation waiting for the word it opens.
  let opening = '';
  // Whether the last piece is Latin, which the next Latin segment joins.
  let latin = false;
  for (const segment of segments(run)) {
    const last = out.length - 1;
    if (opening === '' && last >= 0 && NO_LINE_START.test(segment)) {
      out[last] += segment;
      continue;
    }
    if (NO_LINE_END.test(segment)) {
      opening += segment;
      continue;
    }
    const cjk = NO_SPACES.test(segment);
    if (!cjk && latin && opening === '' && last >= 0) {
      out[last] += segment;
      continue;
    }
    out.push(opening + segment);
    opening = '';
    latin = !cjk;
  }
  if (opening !== '') out.push(opening);
  return out;
}

/**
 * One line of a caption as the pieces a line may break between: words with the spaces before them
 * as pieces of their own, CJK words, punctuation kept with the word it belongs to.
 */
export function captionPieces(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(\s+)/u)) {
    if (part === '') continue;
    if (/^\s+$/u.test(part) || !NO_SPACES.test(part)) out.push(part);
    else out.push(...runPieces(part));
  }
  // Closing punctuation after a space-less run's last word stays on its line.
  return out.reduce<string[]>((acc, piece) => {
    if (acc.length > 0 && NO_LINE_START.test(piece) && !/^\s/u.test(piece))
      acc[acc.length - 1] += piece;
    else acc.push(piece);
    return acc;
  }, []);
}
