import { lazySchema, z } from '@/lib/zod';

/**
 * How burned-in captions look (issue 54 item 11), one choice per storyboard: their size, where
 * they sit in the picture (always inside the safe margins of `captionLayout`), and whether each
 * line is on a dark box or drawn with a dark outline. The defaults are the look captions had
 * before the choice existed, so a storyboard without it exports as it always did.
 */

export const CAPTION_SIZES = ['small', 'medium', 'large'] as const;
export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export const CAPTION_LOOKS = ['box', 'outline'] as const;

export type CaptionSize = (typeof CAPTION_SIZES)[number];
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];
export type CaptionLook = (typeof CAPTION_LOOKS)[number];

export interface CaptionStyle {
  size: CaptionSize;
  position: CaptionPosition;
  look: CaptionLook;
}

export const DEFAULT_CAPTION_STYLE: CaptionStyle = {
  size: 'medium',
  position: 'bottom',
  look: 'box',
};

/** As stored with a storyboard (and read from the library file and a peer): anything unknown reads as the default. */
export const zCaptionStyle = lazySchema(() =>
  z.object({
    size: z._default(z.catch(z.enum(CAPTION_SIZES), 'medium'), 'medium'),
    position: z._default(z.catch(z.enum(CAPTION_POSITIONS), 'bottom'), 'bottom'),
    look: z._default(z.catch(z.enum(CAPTION_LOOKS), 'box'), 'box'),
  }),
);
