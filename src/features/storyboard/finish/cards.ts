/**
 * Title and end cards (issue 42), pure: a few seconds of words on a colour before the first shot
 * and after the last. The film's time then runs card, shots, card: `cardTimes` says where the
 * shots begin and how long the film is, and `readableInk` picks type that can be read on the card.
 */

export interface Card {
  text: string;
  /** `#rrggbb`. */
  color: string;
  seconds: number;
}

export const CARD_SECONDS = { min: 1, max: 10, default: 3 } as const;

/** A card that is shown: one with words (an empty one is as if there were none). */
export function shownCard(card: Card | null | undefined): Card | null {
  return card == null || card.text.trim() === '' ? null : card;
}

/** Where the shots start (after the title card), and the film's whole length with both cards. */
export function cardTimes(
  shotsLength: number,
  title: Card | null | undefined,
  end: Card | null | undefined,
): { lead: number; tail: number; length: number } {
  const lead = shownCard(title)?.seconds ?? 0;
  const tail = shownCard(end)?.seconds ?? 0;
  return { lead, tail, length: lead + shotsLength + tail };
}

/** White or near-black type, whichever contrasts more with the card's colour (WCAG luminance). */
export function readableInk(color: string): '#ffffff' | '#111111' {
  const match = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  if (match === null) return '#ffffff';
  const value = Number.parseInt(match[1] ?? '000000', 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  const white = 1.05 / (luminance + 0.05);
  const black = (luminance + 0.05) / (0.0089 + 0.05);
  return white >= black ? '#ffffff' : '#111111';
}
