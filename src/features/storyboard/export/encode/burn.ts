import { DEFAULT_CAPTION_STYLE, type CaptionStyle } from '../../finish/caption-style';
import { CAPTION_FONT_FAMILY, captionLayout, captionTop, wrapCaption } from '../../finish/captions';
import { readableInk, type Card } from '../../finish/cards';

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/**
 * A caption drawn onto a film's frame (issue 42): white type, centred, inside the safe margins of
 * `captionLayout`, at the caption style's size and place (issue 54), broken into lines as
 * `wrapCaption` says (between words, or between CJK characters); each line on a dark band (the
 * box, the default) or ringed with a dark outline.
 */
export function drawCaption(
  context: Context,
  text: string,
  width: number,
  height: number,
  style: CaptionStyle = DEFAULT_CAPTION_STYLE,
): void {
  const layout = captionLayout(width, height, style);
  context.save();
  context.font = `600 ${layout.fontSize}px ${CAPTION_FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lines = wrapCaption(
    text,
    layout.maxWidth - layout.fontSize,
    (line) => context.measureText(line).width,
    layout.maxLines,
  );
  const pad = Math.round(layout.fontSize * 0.35);
  let y = captionTop(layout, lines.length, height) + layout.lineHeight / 2;
  for (const line of lines) {
    if (layout.look === 'outline') {
      context.lineJoin = 'round';
      context.lineWidth = Math.max(2, Math.round(layout.fontSize * 0.16));
      context.strokeStyle = 'rgba(0, 0, 0, 0.9)';
      context.strokeText(line, width / 2, y);
    } else {
      const w = context.measureText(line).width + pad * 2;
      context.fillStyle = 'rgba(0, 0, 0, 0.62)';
      context.fillRect(
        Math.round((width - w) / 2),
        Math.round(y - layout.lineHeight / 2),
        Math.round(w),
        layout.lineHeight,
      );
    }
    context.fillStyle = '#fff';
    context.fillText(line, width / 2, y);
    y += layout.lineHeight;
  }
  context.restore();
}

/**
 * A title or end card filling the frame: its colour, its words centred in type twice a caption's
 * size, in the ink that reads on that colour, inside the same side margins.
 */
export function drawCard(context: Context, card: Card, width: number, height: number): void {
  const layout = captionLayout(width, height);
  const fontSize = layout.fontSize * 2;
  const lineHeight = Math.round(fontSize * 1.25);
  context.save();
  context.fillStyle = card.color;
  context.fillRect(0, 0, width, height);
  context.font = `700 ${fontSize}px ${CAPTION_FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = readableInk(card.color);
  const lines = wrapCaption(
    card.text,
    layout.maxWidth,
    (line) => context.measureText(line).width,
    5,
  );
  let y = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  for (const line of lines) {
    context.fillText(line, width / 2, y);
    y += lineHeight;
  }
  context.restore();
}
